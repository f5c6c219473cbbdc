import { fail, isBlank, type RuleResult } from './rule-result';

export interface LengthRuleOptions {
  min?: number | null;
  max?: number | null;
  required?: boolean;
  readOnly?: boolean;
}

/** 'es_min' / 'es_max' {bound}; skipped when read-only, or when optional and empty. */
export function validateLength(value: string | null | undefined, opts: LengthRuleOptions): RuleResult {
  if (opts.readOnly || (!opts.required && isBlank(value))) {
    return null;
  }
  const len = (value ?? '').length;
  if (opts.min != null && opts.min > 0 && len < opts.min) {
    return fail('es_min', { bound: opts.min });
  }
  if (opts.max != null && opts.max > 0 && len > opts.max) {
    return fail('es_max', { bound: opts.max });
  }
  return null;
}
