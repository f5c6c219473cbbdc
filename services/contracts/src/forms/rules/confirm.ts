import { PHONE_DISPLAY_PATTERN, PHONE_MASK } from './phone';
import { fail, type RuleResult } from './rule-result';

export const CONFIRM_DATE_MASK = '99/99/9999';

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/** A confirm field must equal the value it confirms: 'confirm_dynamic_field'. */
export function validateConfirm(value: string | null | undefined, confirmed: string | null | undefined): RuleResult {
  return same(value, confirmed) ? null : fail('confirm_dynamic_field');
}

/** A re-entry field must equal its original value: 're_enter_value'. */
export function validateReEntry(value: string | null | undefined, original: string | null | undefined): RuleResult {
  return same(value, original) ? null : fail('re_enter_value');
}

/** The confirm field's mask: a phone '(ddd) ddd-dddd' or a date MM/DD/YYYY with a year 1920–2099; else none. */
export function confirmMaskFor(confirmedValue: string | null | undefined): string | null {
  const v = (confirmedValue ?? '').trim();
  if (PHONE_DISPLAY_PATTERN.test(v)) {
    return PHONE_MASK;
  }
  const m = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/.exec(v);
  if (m && Number(m[3]) >= 1920 && Number(m[3]) <= 2099) {
    return CONFIRM_DATE_MASK;
  }
  return null;
}
