import { number, object, string, type InferType } from 'yup';

/** A calendar day as YYYY-MM-DD that exists (2026-13-45 does not). */
export function isReportDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

const day = () =>
  string()
    .trim()
    .optional()
    .test('day', 'es_date', (v) => v === undefined || v === '' || isReportDay(v));

/**
 * The range every report reads (query string): whole days, inclusive, and an optional location. Without dates a
 * report covers the last 12 months (decision 0036).
 */
export const reportRangeFields = {
  from: day(),
  to: day().test('after_from', 'date_range_invalid', function check(to) {
    const from = (this.parent as { from?: string }).from;
    return !to || !from || from <= to;
  }),
  location_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
};

export const reportRangeSchema = object(reportRangeFields).noUnknown(true, 'unknown_field');
export type ReportRangeQuery = InferType<typeof reportRangeSchema>;

/** The range a report answered for, dates filled in. */
export interface ReportRange {
  from: string;
  to: string;
  location_id: number | null;
}

/** How many days a report covers when the caller gives no start date. */
export const REPORT_DEFAULT_DAYS = 365;

/** The dates a report covers: the caller's, or the last 12 months up to `today` (UTC day). */
export function resolveReportRange(q: ReportRangeQuery, today = new Date()): ReportRange {
  const to = q.to || today.toISOString().slice(0, 10);
  const from = q.from || new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, location_id: q.location_id ?? null };
}
