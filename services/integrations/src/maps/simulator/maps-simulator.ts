import { Injectable } from '@nestjs/common';
import { mapsRegionCode, type MapsCountry, type PlacePrediction, type PlaceResult } from '@attest/contracts';
import { MapsError, MAX_PREDICTIONS, type MapsAdapter } from '../maps-adapter';
import { SIM_PLACES } from './sim-addresses';

/** Lower case, accents and apostrophes dropped, other punctuation as spaces. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Indexed {
  region: string;
  place: PlaceResult;
  /** The formatted address as words, for "starts with" ranking. */
  head: string;
  /** Words of the formatted address plus every component's long and short name. */
  words: string[];
}

const INDEX: Indexed[] = SIM_PLACES.map(({ country, place }) => ({
  region: country.toLowerCase(),
  place,
  head: searchWords(place.formatted_address).join(' '),
  words: [...new Set([...searchWords(place.formatted_address), ...place.address_components.flatMap((c) => [...searchWords(c.long_name), ...searchWords(c.short_name)])])],
}));

/**
 * The built-in maps provider. Like Places Autocomplete: every typed word must begin a word of the place
 * (so a half-typed last word matches), case and accents ignored; places whose address starts with the
 * input rank first; the search never leaves the restricted country; at most five predictions.
 */
@Injectable()
export class MapsSimulator implements MapsAdapter {
  async autocomplete(input: string, country: MapsCountry): Promise<PlacePrediction[]> {
    const typed = searchWords(input);
    if (typed.length === 0) {
      return [];
    }
    const region = mapsRegionCode(country);
    const phrase = typed.join(' ');
    const hits = INDEX.filter((p) => p.region === region && typed.every((w) => p.words.some((pw) => pw.startsWith(w))));
    const ranked = [...hits.filter((p) => p.head.startsWith(phrase)), ...hits.filter((p) => !p.head.startsWith(phrase))];
    return ranked.slice(0, MAX_PREDICTIONS).map((p) => ({ place_id: p.place.place_id, description: p.place.formatted_address }));
  }

  async place(placeId: string): Promise<PlaceResult> {
    const hit = INDEX.find((p) => p.place.place_id === placeId);
    if (!hit) {
      throw new MapsError('NOT_FOUND');
    }
    // A copy: callers may change what they get without touching the simulator's world.
    return structuredClone(hit.place);
  }

  async geocode(address: string): Promise<{ lat: number; lng: number }> {
    const typed = searchWords(address);
    const hit = typed.length ? INDEX.find((p) => typed.every((w) => p.words.includes(w))) : undefined;
    const location = hit?.place.geometry?.location;
    if (!location) {
      throw new MapsError('ZERO_RESULTS');
    }
    return { ...location };
  }
}
