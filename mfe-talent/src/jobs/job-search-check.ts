import type { JobSearchParams } from '../talent-api/talent-api';

/** Field → message key. */
export type FilterErrors = Partial<Record<keyof JobSearchParams, string>>;

const MAX_PAY = 10_000_000;

/** The browser's own check of the criteria, the same rules the server applies (decision 0041). */
export function checkJobSearch(values: JobSearchParams): FilterErrors {
  const errors: FilterErrors = {};
  const pay = (field: 'pay_min' | 'pay_max'): number | undefined => {
    const raw = (values[field] ?? '').trim();
    if (raw === '') {
      return undefined;
    }
    const n = Number(raw);
    if (!/^\d+(\.\d{1,2})?$/.test(raw) || !Number.isFinite(n) || n > MAX_PAY) {
      errors[field] = 'job_pay_invalid';
      return undefined;
    }
    return n;
  };
  const min = pay('pay_min');
  const max = pay('pay_max');
  if (min !== undefined && max !== undefined && min > max) {
    errors.pay_max = 'job_pay_range_order';
  }
  if ((values.term ?? '').length > 100) {
    errors.term = 'invalid_entry';
  }
  return errors;
}
