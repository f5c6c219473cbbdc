import type { MapsCountry, PlacePrediction, PlaceResult } from '@attest/contracts';

/** At most this many predictions per autocomplete call (the real Places API answers up to 5). */
export const MAX_PREDICTIONS = 5;

/**
 * A maps provider (Google Places-like). Autocomplete is always restricted to one country, as the real
 * API is called with componentRestrictions; the portal never asks for a worldwide search.
 */
export interface MapsAdapter {
  autocomplete(input: string, country: MapsCountry): Promise<PlacePrediction[]>;
  /** Place details; throws MapsError('NOT_FOUND') for an unknown place id. */
  place(placeId: string): Promise<PlaceResult>;
  /** Forward geocoding; throws MapsError('ZERO_RESULTS') when nothing matches. */
  geocode(address: string): Promise<{ lat: number; lng: number }>;
}

export const MAPS_ADAPTER = Symbol('MAPS_ADAPTER');

/** The provider's own status codes (Places API: NOT_FOUND, ZERO_RESULTS, INVALID_REQUEST, ...). */
export class MapsError extends Error {
  constructor(readonly status: 'NOT_FOUND' | 'ZERO_RESULTS' | 'INVALID_REQUEST' | 'UNKNOWN_ERROR') {
    super(`maps: ${status}`);
  }
}
