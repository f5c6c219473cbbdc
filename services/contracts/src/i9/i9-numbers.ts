import { fail, isBlank, type RuleResult } from '../forms/rules/rule-result';

/**
 * The numbers of Form I-9 Section 1, checked as USCIS's fillable form and E-Verify check them. Each
 * normalize* answers the stored form (or null when the value is not one); each validate* answers null or
 * the translation key. Blank values pass the validate* rules: required-ness is the schema's business.
 */

const compact = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/**
 * A-Number (Alien Registration Number): 7 to 9 digits, optionally after "A" (A-123456789, a123 456 789);
 * stored as 9 digits with leading zeros. All zeros is not a number.
 */
export function normalizeANumber(value: string | null | undefined): string | null {
  const m = /^[Aa]?(\d{7,9})$/.exec(compact(value));
  if (!m) {
    return null;
  }
  const digits = m[1].padStart(9, '0');
  return /^0+$/.test(digits) ? null : digits;
}

export function isValidANumber(value: string | null | undefined): boolean {
  return normalizeANumber(value) !== null;
}

/** USCIS number (the "USCIS #" on newer cards, the same number as the A-Number): 9 digits. */
export function normalizeUscisNumber(value: string | null | undefined): string | null {
  const v = compact(value);
  return /^\d{9}$/.test(v) && !/^0+$/.test(v) ? v : null;
}

export function isValidUscisNumber(value: string | null | undefined): boolean {
  return normalizeUscisNumber(value) !== null;
}

/** The Section 1 "A-Number/USCIS Number" field: either, stored as 9 digits. */
export function normalizeANumberOrUscis(value: string | null | undefined): string | null {
  return normalizeUscisNumber(value) ?? normalizeANumber(value);
}

export function validateANumberOrUscis(value: string | null | undefined): RuleResult {
  return isBlank(value) || normalizeANumberOrUscis(value) ? null : fail('i9_invalid_a_number');
}

/** How an A-Number is shown on the form and in Section 2: "A" and 9 digits. */
export function formatANumber(value: string | null | undefined): string {
  const n = normalizeANumberOrUscis(value);
  return n ? `A${n}` : (value ?? '');
}

/**
 * Form I-94 admission number: 11 characters, either 11 digits (paper and older electronic records) or
 * 9 digits, a letter and a digit (CBP's electronic I-94 since 2019, e.g. 123456789A1). Upper-cased.
 */
export function normalizeI94Number(value: string | null | undefined): string | null {
  const v = compact(value).toUpperCase();
  return /^(\d{11}|\d{9}[A-Z]\d)$/.test(v) && !/^0{11}$/.test(v) ? v : null;
}

export function validateI94Number(value: string | null | undefined): RuleResult {
  return isBlank(value) || normalizeI94Number(value) ? null : fail('i9_invalid_i94_number');
}

/** Foreign passport number: 6 to 12 letters or digits (spaces and dashes dropped), upper-cased. */
export function normalizeForeignPassportNumber(value: string | null | undefined): string | null {
  const v = compact(value).toUpperCase();
  return /^[A-Z0-9]{6,12}$/.test(v) ? v : null;
}

export function validateForeignPassportNumber(value: string | null | undefined): RuleResult {
  return isBlank(value) || normalizeForeignPassportNumber(value) ? null : fail('i9_invalid_passport_number');
}

/**
 * SSN for Form I-9 / E-Verify: 9 digits, typed plain or in the mask XXX-XX-XXXX; never issued with area
 * 000, 666 or 900-999, group 00 or serial 0000 (SSA). Stored as 9 digits.
 */
export function normalizeI9Ssn(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  const m = /^(\d{3})(\d{2})(\d{4})$/.exec(v) ?? /^(\d{3})-(\d{2})-(\d{4})$/.exec(v);
  if (!m) {
    return null;
  }
  const [, area, group, serial] = m;
  if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') {
    return null;
  }
  return area + group + serial;
}

export function isValidI9Ssn(value: string | null | undefined): boolean {
  return normalizeI9Ssn(value) !== null;
}

/** The spec's US federal id key. */
export function validateI9Ssn(value: string | null | undefined): RuleResult {
  return isBlank(value) || normalizeI9Ssn(value) ? null : fail('invalid_ssn');
}

export function formatSsn(value: string | null | undefined): string {
  const n = normalizeI9Ssn(value);
  return n ? `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}` : (value ?? '');
}

/** How an SSN is answered to someone without pii.ssn.reveal: the last four digits. */
export function maskSsn(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 9 ? `***-**-${digits.slice(5)}` : '';
}
