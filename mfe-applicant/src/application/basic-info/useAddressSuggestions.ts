import { useEffect, useRef, useState } from 'react';
import { mapsCountry, type PlacePrediction } from '@attest/contracts';
import { useLazyGetAddressSuggestionsQuery } from './basic-info-api';

export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_MIN_CHARS = 3;

/**
 * Predictions for what the person types into the address, limited to their country (spec §2 "Address
 * entry"), asked for once typing pauses. Only the latest answer counts; a failed lookup shows none.
 * Countries the maps service does not serve get no suggestions (manual entry only).
 */
export function useAddressSuggestions(query: string | null, country: string) {
  const [fetchSuggestions] = useLazyGetAddressSuggestionsQuery();
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const latest = useRef(0);
  const served = mapsCountry(country);

  useEffect(() => {
    const input = (query ?? '').trim();
    latest.current += 1;
    const ticket = latest.current;
    if (!served || input.length < AUTOCOMPLETE_MIN_CHARS) {
      setSuggestions([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      fetchSuggestions({ input, country: served }, true)
        .unwrap()
        .then((list) => {
          if (ticket === latest.current) {
            setSuggestions(Array.isArray(list) ? list : []);
          }
        })
        .catch((error: unknown) => {
          console.warn('Address suggestions failed', error);
          if (ticket === latest.current) {
            setSuggestions([]);
          }
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, served, fetchSuggestions]);

  return { suggestions, clear: () => setSuggestions([]) };
}
