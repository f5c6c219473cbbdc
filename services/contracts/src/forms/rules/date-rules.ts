import {
  addYears, compareYmd, DATE_PLACEHOLDER, DISPLAY_DATE_FORMAT, formatDisplayYmd, todayYmd, type Ymd,
} from './date-core';
import { fail, isBlank, type RuleResult } from './rule-result';
import { parseAnyDate } from './server-date';

/** The default picker range: 100 years before to 100 years after today. */
export const DEFAULT_DATE_RANGE_YEARS = 100;

export interface DateRuleOptions {
  /** The expected format shown in es_date (default MM/DD/YYYY). */
  format?: string;
  /** Bounds as YYYY-MM-DD or MM/DD/YYYY; default today ∓ 100 years. */
  min?: string | null;
  max?: string | null;
  /** Today as YYYY-MM-DD (injected so browser and server agree). */
  today?: string | null;
}

export function isDatePlaceholder(value: string | null | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === DATE_PLACEHOLDER;
}

export function defaultDateRange(today?: string | null): { min: Ymd; max: Ymd } {
  const t = todayYmd(today);
  return { min: addYears(t, -DEFAULT_DATE_RANGE_YEARS), max: addYears(t, DEFAULT_DATE_RANGE_YEARS) };
}

/** 'date_at_least' {date}: the value must not be before the bound. */
export function dateAtLeast(value: string | null | undefined, bound: string | Ymd): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const b = typeof bound === 'string' ? parseAnyDate(bound) : bound;
  const v = parseAnyDate(value);
  if (!b) {
    return null;
  }
  return v && compareYmd(v, b) >= 0 ? null : fail('date_at_least', { date: formatDisplayYmd(b) });
}

/** 'date_at_most' {date}: the value must be on or before the bound; the placeholder xx/xx/xxxx is accepted. */
export function dateAtMost(value: string | null | undefined, bound: string | Ymd): RuleResult {
  if (isBlank(value) || isDatePlaceholder(value)) {
    return null;
  }
  const b = typeof bound === 'string' ? parseAnyDate(bound) : bound;
  const v = parseAnyDate(value);
  if (!b) {
    return null;
  }
  return v && compareYmd(v, b) <= 0 ? null : fail('date_at_most', { date: formatDisplayYmd(b) });
}

/**
 * A date field's value: es_date {format} when it is not a date (display MM/DD/YYYY or any server format),
 * then the bounds (configured, else the default 100-year range). The placeholder passes unless a minimum
 * is configured, because date_at_most accepts it and only the lower bound can refuse it.
 */
export function validateDateValue(value: string | null | undefined, opts: DateRuleOptions = {}): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const range = defaultDateRange(opts.today);
  if (isDatePlaceholder(value)) {
    return opts.min ? dateAtLeast(value, opts.min) : null;
  }
  if (!parseAnyDate(value)) {
    return fail('es_date', { format: opts.format || DISPLAY_DATE_FORMAT });
  }
  return dateAtLeast(value, opts.min ? (parseAnyDate(opts.min) ?? range.min) : range.min)
    ?? dateAtMost(value, opts.max ? (parseAnyDate(opts.max) ?? range.max) : range.max);
}
