import { fail, isBlank, type RuleResult } from './rule-result';

/** A colour value: #rgb, #rrggbb or #rrggbbaa. The spec names no key, so it is 'invalid_entry'. */
export const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function validateColor(value: string | null | undefined): RuleResult {
  return isBlank(value) || COLOR_PATTERN.test((value ?? '').trim()) ? null : fail('invalid_entry');
}

/** A signature must not be empty, whether or not the field is marked required. */
export function validateSignature(value: string | null | undefined): RuleResult {
  return isBlank(value) ? fail('required_field') : null;
}
