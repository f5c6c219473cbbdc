import { formatServerYmd, isRealDate, parseDisplayYmd, ymdFromDate, type Ymd } from './date-core';

interface Parsed {
  date: Date;
  hasTime: boolean;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const SLASH_YMD = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const US = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?)?$/i;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function build(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0, offsetMin = 0): Date | null {
  if (!isRealDate(y, mo, d) || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  const dt = new Date(0);
  dt.setUTCFullYear(y, mo - 1, d);
  dt.setUTCHours(h, mi, s, ms);
  return new Date(dt.getTime() - offsetMin * 60_000);
}

function offsetMinutes(z: string | undefined): number {
  if (!z || z.toUpperCase() === 'Z') {
    return 0;
  }
  const sign = z.startsWith('-') ? -1 : 1;
  const digits = z.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * Parses a date from the server as UTC: ISO (date, date-time, with or without zone) or the fallbacks
 * YYYY/MM/DD, MM/DD/YYYY (or with dashes, optionally with a time and am/pm) and YYYYMMDD.
 */
export function parseServerDateTime(value: string | null | undefined): Parsed | null {
  const v = (value ?? '').trim();
  let m = ISO.exec(v);
  if (m) {
    const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
    const date = build(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), ms, offsetMinutes(m[8]));
    return date ? { date, hasTime: m[4] != null } : null;
  }
  m = SLASH_YMD.exec(v) ?? COMPACT.exec(v);
  if (m) {
    const date = build(+m[1], +m[2], +m[3]);
    return date ? { date, hasTime: false } : null;
  }
  m = US.exec(v);
  if (m) {
    let h = +(m[4] ?? 0);
    if (m[7]) {
      if (h < 1 || h > 12) {
        return null;
      }
      h = (h % 12) + (m[7].toLowerCase() === 'pm' ? 12 : 0);
    }
    const date = build(+m[3], +m[1], +m[2], h, +(m[5] ?? 0), +(m[6] ?? 0));
    return date ? { date, hasTime: m[4] != null } : null;
  }
  return null;
}

export function parseServerDate(value: string | null | undefined): Date | null {
  return parseServerDateTime(value)?.date ?? null;
}

/** Any accepted date input (display MM/DD/YYYY first, then the server formats) as a calendar date. */
export function parseAnyDate(value: string | null | undefined): Ymd | null {
  const display = parseDisplayYmd(value);
  if (display) {
    return display;
  }
  const parsed = parseServerDateTime(value);
  return parsed ? ymdFromDate(parsed.date) : null;
}

/** Normalises any accepted date input to YYYY-MM-DD; null when it is not a date. */
export function toServerDate(value: string | null | undefined): string | null {
  const ymd = parseAnyDate(value);
  return ymd ? formatServerYmd(ymd) : null;
}

export interface DisplayDateOptions {
  /** 'nullable' variants show 'N/A' for a date that cannot be parsed. */
  nullable?: boolean;
  locale?: string;
  /** Zone for date-times; date-only values are always shown on their calendar day. */
  timeZone?: string;
}

/** Localized display applies only to names containing date, year or expiration, and values over 4 chars. */
export function shouldLocalizeDate(fieldName: string, value: string | null | undefined): boolean {
  return /date|year|expiration/i.test(fieldName) && (value ?? '').length > 4;
}

/** Shows a server date in the user's local format; unparseable → '' (or 'N/A' when nullable). */
export function formatServerDateForDisplay(fieldName: string, value: string | null | undefined, opts: DisplayDateOptions = {}): string {
  const empty = opts.nullable ? 'N/A' : '';
  if (value == null || value === '') {
    return empty;
  }
  if (!shouldLocalizeDate(fieldName, value)) {
    return value;
  }
  const parsed = parseServerDateTime(value);
  if (!parsed) {
    return empty;
  }
  const fmt = new Intl.DateTimeFormat(opts.locale ?? 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(parsed.hasTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: parsed.hasTime ? opts.timeZone : 'UTC',
  });
  return fmt.format(parsed.date);
}
