export type AlertAgeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export interface AlertAge {
  unit: AlertAgeUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An alert's age as staff-side §9 shows it: seconds under a minute, minutes under an hour, hours up to 24
 * hours, then days (whole units, rounded down; a date in the future reads as 0 seconds).
 */
export function alertAge(createdAt: Date | string, now: Date = new Date()): AlertAge {
  const ms = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (ms < MINUTE) {
    return { unit: 'seconds', value: Math.floor(ms / 1000) };
  }
  if (ms < HOUR) {
    return { unit: 'minutes', value: Math.floor(ms / MINUTE) };
  }
  if (ms <= DAY) {
    return { unit: 'hours', value: Math.floor(ms / HOUR) };
  }
  return { unit: 'days', value: Math.floor(ms / DAY) };
}
