import type { FieldError } from '../form-types';

/** A rule answers null when the value passes, otherwise the translation key (and its parameters). */
export type RuleResult = FieldError | null;

export function fail(key: string, params?: Record<string, string | number>): FieldError {
  return params ? { key, params } : { key };
}

/** Empty for format rules: null, undefined, '' or whitespace only. Required-ness is checked elsewhere. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}
