import { isValidEmail, startsWithAt } from '../../validation/email';
import { fail, isBlank, type RuleResult } from './rule-result';

/** One email rule for forms (re-uses the contracts email pattern); a leading '@' has its own message. */
export function validateEmailValue(value: string | null | undefined): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const v = (value ?? '').trim();
  if (startsWithAt(v)) {
    return fail('es_disallow_starting_with_at_symbol');
  }
  return isValidEmail(v) ? null : fail('invalid_email');
}
