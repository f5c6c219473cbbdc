/** Calendar dates without time zones: the building blocks of the date rules (spec §5 "Dates", §9). */
export const SERVER_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';
export const DISPLAY_DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm a';
/** Placeholder a date field may hold instead of a date (accepted by date_at_most). */
export const DATE_PLACEHOLDER = 'xx/xx/xxxx';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function isRealDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || m < 1 || m > 12 || d < 1) {
    return false;
  }
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate() && y >= 1 && y <= 9999;
}

function ymdOrNull(y: number, m: number, d: number): Ymd | null {
  return isRealDate(y, m, d) ? { y, m, d } : null;
}

/** Strict YYYY-MM-DD. */
export function parseServerYmd(value: string | null | undefined): Ymd | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  return m ? ymdOrNull(+m[1], +m[2], +m[3]) : null;
}

/** Strict MM/DD/YYYY. */
export function parseDisplayYmd(value: string | null | undefined): Ymd | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  return m ? ymdOrNull(+m[3], +m[1], +m[2]) : null;
}

export function formatServerYmd(v: Ymd): string {
  return `${pad(v.y, 4)}-${pad(v.m)}-${pad(v.d)}`;
}

export function formatDisplayYmd(v: Ymd): string {
  return `${pad(v.m)}/${pad(v.d)}/${pad(v.y, 4)}`;
}

/** Days since 1970-01-01 (UTC), for comparing and counting. */
export function dayNumber(v: Ymd): number {
  const dt = new Date(0);
  dt.setUTCFullYear(v.y, v.m - 1, v.d);
  return Math.round(dt.getTime() / 86_400_000);
}

export function compareYmd(a: Ymd, b: Ymd): number {
  return dayNumber(a) - dayNumber(b);
}

export function addYears(v: Ymd, years: number): Ymd {
  const y = v.y + years;
  // 29 February moves to 28 February in a year that is not a leap year.
  return isRealDate(y, v.m, v.d) ? { y, m: v.m, d: v.d } : { y, m: v.m, d: v.d - 1 };
}

export function ymdFromDate(date: Date): Ymd {
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** Today as a calendar date: the injected YYYY-MM-DD, else the UTC date now. */
export function todayYmd(today?: string | null): Ymd {
  return parseServerYmd(today) ?? ymdFromDate(new Date());
}
