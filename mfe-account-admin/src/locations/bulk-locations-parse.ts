import type { UpdateLocationInput } from '@attest/contracts';

export type BulkLocationRow = UpdateLocationInput & { location_code: string };

/**
 * The bulk-add box: one location a line, `code, name[, time zone[, languages]]` (languages space-separated,
 * e.g. `north, North, America/Chicago, en es`). Blank lines are skipped; the server checks every value.
 */
export function parseBulkLocations(text: string): BulkLocationRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [code = '', name = '', timeZone = '', languages = ''] = line.split(',').map((p) => p.trim());
      const row: BulkLocationRow = { location_code: code, name };
      if (timeZone) {
        row.time_zone = timeZone;
      }
      if (languages) {
        row.languages = languages.split(/\s+/);
      }
      return row;
    });
}
