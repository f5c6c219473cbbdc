/** The countries the address autocomplete serves (the product's codes) and their maps-service region codes. */
export const MAPS_COUNTRIES = ['US', 'CA', 'UK', 'IE'] as const;
export type MapsCountry = (typeof MAPS_COUNTRIES)[number];

const REGION: Record<MapsCountry, string> = { US: 'us', CA: 'ca', UK: 'gb', IE: 'ie' };

/**
 * A product country code (any case; the maps service's own GB is accepted for UK) → the supported
 * country, or null when autocomplete does not serve it.
 */
export function mapsCountry(value: string | null | undefined): MapsCountry | null {
  const code = (value ?? '').trim().toUpperCase();
  const product = code === 'GB' ? 'UK' : code;
  return (MAPS_COUNTRIES as readonly string[]).includes(product) ? (product as MapsCountry) : null;
}

/** The maps service's componentRestrictions country (ISO 3166-1 alpha-2, lower case): UK → gb. */
export function mapsRegionCode(country: MapsCountry): string {
  return REGION[country];
}

/** GET /api/v1/maps/geocode?address= answers this; a failed lookup is logged and answers location null. */
export interface GeocodeAnswer {
  address: string;
  location: { lat: number; lng: number } | null;
}
