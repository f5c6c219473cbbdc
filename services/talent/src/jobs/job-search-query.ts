import { fieldErrors } from '@attest/platform';
import { DISTANCE_OPTIONS } from './job-distance';

export interface JobSearchQuery {
  term?: string;
  category?: string;
  specialty?: string;
  job_type?: string;
  /** Miles from the applicant's address; one of DISTANCE_OPTIONS. */
  distance?: number;
  /** The job pays at least this (its pay_high, else pay_rate). */
  pay_min?: number;
  /** The job starts paying at most this (its pay_low, else pay_rate). */
  pay_max?: number;
  featured?: boolean;
  /** 'hourly' (pay_rate / pay_low / pay_high) or 'salary': the pay range is then read against that pay. */
  pay_type?: JobPayType;
  skip: number;
  take: number;
}

/** The pay types the search filters by (decision 0041). */
export const JOB_PAY_TYPES = ['hourly', 'salary'] as const;
export type JobPayType = (typeof JOB_PAY_TYPES)[number];

const MAX_TAKE = 100;
const MAX_TEXT = 100;

/** Reads the search's query string; a wrong value answers 400 with the field named. */
export function parseJobSearch(raw: Record<string, unknown>): JobSearchQuery {
  const errors: Record<string, string> = {};
  const str = (field: string): string | undefined => {
    const v = raw[field];
    if (v === undefined || v === '') {
      return undefined;
    }
    if (typeof v !== 'string' || v.length > MAX_TEXT) {
      errors[field] = 'invalid_entry';
      return undefined;
    }
    return v.trim() || undefined;
  };
  const num = (field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const s = str(field);
    if (s === undefined) {
      return undefined;
    }
    const n = Number(s);
    if (!Number.isFinite(n) || n < min || n > max) {
      errors[field] = 'invalid_entry';
      return undefined;
    }
    return n;
  };
  const q: JobSearchQuery = {
    term: str('term'),
    category: str('category'),
    specialty: str('specialty'),
    job_type: str('job_type'),
    distance: num('distance'),
    pay_min: num('pay_min'),
    pay_max: num('pay_max'),
    featured: str('featured') === undefined ? undefined : str('featured') === 'true' || str('featured') === '1',
    pay_type: str('pay_type') as JobPayType | undefined,
    skip: Math.floor(num('skip') ?? 0),
    take: Math.floor(num('take', 1, MAX_TAKE) ?? 25),
  };
  if (q.distance !== undefined && !(DISTANCE_OPTIONS as readonly number[]).includes(q.distance)) {
    errors.distance = 'invalid_entry';
  }
  if (q.pay_type !== undefined && !(JOB_PAY_TYPES as readonly string[]).includes(q.pay_type)) {
    errors.pay_type = 'invalid_entry';
  }
  if (q.pay_min !== undefined && q.pay_max !== undefined && q.pay_min > q.pay_max) {
    errors.pay_max = 'job_pay_range_order';
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return q;
}
