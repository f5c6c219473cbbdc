import { Inject, Injectable, Logger } from '@nestjs/common';
import type { GeocodeAnswer, MapsCountry, PlacePrediction, PlaceResult } from '@attest/contracts';
import { AppException, notFound } from '@attest/platform';
import { MAPS_ADAPTER, MapsError, type MapsAdapter } from './maps-adapter';

/** The address autocomplete behind the portal's address field (spec applicant-side §2 "Address entry"). */
@Injectable()
export class MapsService {
  private readonly log = new Logger('MapsService');

  constructor(@Inject(MAPS_ADAPTER) private readonly maps: MapsAdapter) {}

  autocomplete(input: string, country: MapsCountry): Promise<PlacePrediction[]> {
    return this.call(() => this.maps.autocomplete(input, country));
  }

  place(placeId: string): Promise<PlaceResult> {
    return this.call(() => this.maps.place(placeId));
  }

  /** "A geocode failure is only logged": the answer is then a null location, never an error. */
  async geocode(address: string): Promise<GeocodeAnswer> {
    try {
      return { address, location: await this.maps.geocode(address) };
    } catch (err) {
      const reason = err instanceof MapsError ? err.status : err instanceof Error ? err.message : String(err);
      this.log.warn(`geocode failed (${reason}) for an address of ${address.length} characters`);
      return { address, location: null };
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof MapsError && err.status === 'NOT_FOUND') {
        throw notFound('place_not_found');
      }
      if (err instanceof MapsError) {
        throw new AppException(502, 'maps_unavailable', { status: err.status });
      }
      throw err;
    }
  }
}
