import { dayNumber, todayYmd, ymdFromDate, type Ymd } from '../rules/date-core';
import { parseServerDateTime } from '../rules/server-date';
import type { EntityRecord } from '../entity-manager-types';

/** Year counting uses 365 days per year (spec §9). */
export const DAYS_PER_YEAR = 365;
const MS_PER_DAY = 86_400_000;

function instant(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  return parseServerDateTime(value)?.date.getTime() ?? null;
}

function todayInstant(today?: string | Date | null): number {
  const ymd: Ymd = today instanceof Date ? ymdFromDate(today) : todayYmd(today);
  return dayNumber(ymd) * MS_PER_DAY;
}

/**
 * Years still required (spec §5 "Entity manager"):
 * 1. for each record with a start date, whole days from start to end (or to today without an end), rounded up;
 * 2. sum the days; 3. years covered = floor(total / 365); 4. required − covered, floored at 0.
 * Decisions: inactive (deleted) records do not count; an end before the start counts 0 days (not negative);
 * an end that does not parse counts as no end (to today).
 */
export function yearsStillRequired(
  records: readonly EntityRecord[],
  requiredYears: number | null | undefined,
  startProp = 'start_date',
  endProp = 'end_date',
  today?: string | Date | null,
): number {
  const required = Number(requiredYears) || 0;
  if (required <= 0) {
    return 0;
  }
  const now = todayInstant(today);
  let totalDays = 0;
  for (const record of records) {
    const start = instant(record[startProp]);
    if (record.active === 0 || start == null) {
      continue;
    }
    const end = instant(record[endProp]) ?? now;
    totalDays += Math.max(0, Math.ceil((end - start) / MS_PER_DAY));
  }
  const covered = Math.floor(totalDays / DAYS_PER_YEAR);
  return Math.max(required - covered, 0);
}
