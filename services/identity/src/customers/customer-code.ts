/** Customer and location codes are compared case-insensitively on every database: stored lower-case. */
export function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

/** The spec's default location segment. */
export const DEFAULT_LOCATION_CODE = 'hq';
