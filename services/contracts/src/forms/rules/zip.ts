import { fail, isBlank, type RuleResult } from './rule-result';

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Keeps digits and a hyphen; the hyphen goes after the 5th digit (kept when typed right after it). */
export function formatUsZip(raw: string | null | undefined): string {
  const input = raw ?? '';
  const digits = input.replace(/\D/g, '').slice(0, 9);
  if (digits.length > 5) {
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  if (digits.length === 5 && /^\D*(\d\D*){5}-/.test(input)) {
    return `${digits}-`;
  }
  return digits;
}

export function validateUsZip(value: string | null | undefined): RuleResult {
  return isBlank(value) || US_ZIP_PATTERN.test((value ?? '').trim()) ? null : fail('invalid_zip_code');
}
