/** The zone's offset from UTC (ms) at an instant, read through Intl (no date library needed). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (YYYY-MM-DD, hour, minute) happens in an IANA zone (DST-aware). */
export function zonedInstant(ymd: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = ymd.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - offsetMs(wall, timeZone);
  // Once more at the found instant, for a wall time near a DST change.
  return new Date(wall - offsetMs(first, timeZone));
}

/** The spec gives placements a start date only; the portal takes 08:00 in the applicant's zone (decision 0040). */
export const PLACEMENT_START_HOUR = 8;
/** And the day's end for the end-of-placement check-up (17:00 of the end date). */
export const PLACEMENT_END_HOUR = 17;
/** When the applicant has no time zone. */
export const DEFAULT_TIME_ZONE = 'America/Denver';

export function safeZone(zone: string | null | undefined): string {
  if (!zone) {
    return DEFAULT_TIME_ZONE;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
