import { addYears, dayNumber, formatServerYmd, parseServerYmd, type Ymd } from '../forms/rules/date-core';

/**
 * Calendar dates of the I-9 rules, as YYYY-MM-DD strings without time zones (the form's dates are days).
 * Every function here takes and answers YYYY-MM-DD; a value that is not one throws, so a rule never
 * silently computes on a bad date (the schemas check the format first).
 */
export function isYmd(value: unknown): value is string {
  return typeof value === 'string' && parseServerYmd(value) !== null;
}

export function toYmd(value: string): Ymd {
  const v = parseServerYmd(value);
  if (!v) {
    throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  }
  return v;
}

/** Days since 1970-01-01. */
export function epochDay(value: string): number {
  return dayNumber(toYmd(value));
}

export function fromEpochDay(n: number): string {
  const d = new Date(n * 86_400_000);
  return formatServerYmd({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() });
}

export function addCalendarDays(value: string, days: number): string {
  return fromEpochDay(epochDay(value) + days);
}

/** 29 February plus whole years lands on 28 February in a common year. */
export function addCalendarYears(value: string, years: number): string {
  return formatServerYmd(addYears(toYmd(value), years));
}

/** Negative when a is before b, 0 on the same day. */
export function compareDates(a: string, b: string): number {
  return epochDay(a) - epochDay(b);
}

export function laterDate(a: string, b: string): string {
  return compareDates(a, b) >= 0 ? a : b;
}

export function earliestDate(values: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  for (const v of values) {
    if (isYmd(v) && (best === null || compareDates(v, best) < 0)) {
      best = v;
    }
  }
  return best;
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(value: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((epochDay(value) + 4) % 7) + 7) % 7;
}

export function isWeekend(value: string): boolean {
  const d = dayOfWeek(value);
  return d === 0 || d === 6;
}

/** Whole years from one date to another (an age on a day). */
export function wholeYearsBetween(from: string, to: string): number {
  const a = toYmd(from);
  const b = toYmd(to);
  let years = b.y - a.y;
  if (b.m < a.m || (b.m === a.m && b.d < a.d)) {
    years -= 1;
  }
  return years;
}
