import { isValidPhoneNumber } from 'libphonenumber-js';
import { fail, isBlank, type RuleResult } from './rule-result';

/** US pattern: optional parentheses, 3-3-4 digits separated by a dash or space (separators optional). */
export const US_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-\s]?\d{3}[-\s]?\d{4}$/;
/** What a confirm field's confirmed value looks like when it is a phone. */
export const PHONE_DISPLAY_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_MASK = '(999) 999-9999';

export interface PhoneOptions {
  /** Config disable_international_phone_numbers / DisableInternationalPhoneNumbers. */
  disableInternational?: boolean;
}

/** Digits only; a leading + or 1 is stripped while the number is longer than 10 digits. */
export function normalisePhoneDigits(value: string | null | undefined): string {
  let s = (value ?? '').trim();
  const digitCount = (t: string) => t.replace(/\D/g, '').length;
  while (digitCount(s) > 10 && (s.startsWith('+') || s.startsWith('1'))) {
    s = s.slice(1);
  }
  return s.replace(/\D/g, '');
}

export function isValidPhone(value: string | null | undefined, opts: PhoneOptions = {}): boolean {
  const v = (value ?? '').trim();
  if (v === '') {
    return false;
  }
  if (US_PHONE_PATTERN.test(v)) {
    return true;
  }
  // A US number written with its country code (+1 / 1) is still a US number.
  const digits = normalisePhoneDigits(v);
  if (digits.length === 10 && /^[+1\d\s()-]+$/.test(v) && /^\+?1/.test(v)) {
    return true;
  }
  return !opts.disableInternational && v.startsWith('+') && isValidPhoneNumber(v);
}

/** Display xxx-xxx-xxxx (10 digits) or xxx-xxxx (7 digits); anything else is shown as given. */
export function formatPhone(value: string | null | undefined): string {
  const d = normalisePhoneDigits(value);
  if (d.length === 10) {
    return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  }
  if (d.length === 7) {
    return `${d.slice(0, 3)}-${d.slice(3)}`;
  }
  return value ?? '';
}

export function validatePhone(value: string | null | undefined, opts: PhoneOptions = {}): RuleResult {
  return isBlank(value) || isValidPhone(value, opts) ? null : fail('invalid_phone_number');
}
