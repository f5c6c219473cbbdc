/** The travel distances an applicant may pick, in miles (applicant-side §9 "Distance options"). */
export const DISTANCE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 100] as const;

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles (haversine), rounded to a tenth: what the result list shows. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** A latitude/longitude box holding every point within `miles` of `center`: an index-friendly first filter. */
export function boundingBox(center: LatLng, miles: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.max(Math.cos(rad(center.lat)), 0.01));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** The address line the maps adapter geocodes (parts left out when empty). */
export function addressLine(parts: (string | number | null | undefined)[]): string {
  return parts.map((p) => (p === null || p === undefined ? '' : String(p).trim())).filter(Boolean).join(', ');
}
