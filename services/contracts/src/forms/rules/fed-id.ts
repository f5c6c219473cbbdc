import { fail, isBlank, type RuleResult } from './rule-result';

/** Message key of a federal id error by country (spec §5 "General field messages"). */
export function fedIdErrorKey(country: string | null | undefined): string {
  switch (countryGroup(country)) {
    case 'US':
      return 'invalid_ssn';
    case 'CA':
      return 'invalid_sin';
    case 'UK':
      return 'invalid_nino';
    case 'IE':
      return 'invalid_ppsn';
    default:
      return 'es_fed_id';
  }
}

function countryGroup(country: string | null | undefined): string {
  const c = (country ?? 'US').trim().toUpperCase();
  if (c === '' || c === 'US' || c === 'USA') {
    return 'US';
  }
  if (c === 'GB' || c === 'UK') {
    return 'UK';
  }
  return c === 'CANADA' ? 'CA' : c;
}

/** SSN: 9 digits (dashes or spaces allowed); area not 000 or 666, group not 00, serial not 0000. */
export function isValidSsn(value: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value.trim());
  return !!m && m[1] !== '000' && m[1] !== '666' && m[2] !== '00' && m[3] !== '0000';
}

/** Luhn checksum over a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** SIN: 9 digits (dashes or spaces allowed) passing Luhn; 000 000 000 is not a SIN. */
export function isValidSin(value: string): boolean {
  const m = /^(\d{3})[- ]?(\d{3})[- ]?(\d{3})$/.exec(value.trim());
  if (!m) {
    return false;
  }
  const digits = m.slice(1).join('');
  return digits !== '000000000' && luhnValid(digits);
}

/** NINO: two prefix letters (not D F I Q U V; second not O; not BG GB NK KN TN NT ZZ), 6 digits, A-D. */
export function isValidNino(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(v)) {
    return false;
  }
  return !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(v.slice(0, 2));
}

/** PPSN: 7 digits then a check letter (A-W) and an optional second letter (A-I or W). */
export function isValidPpsn(value: string): boolean {
  return /^\d{7}[A-W][A-IW]?$/.test(value.replace(/\s/g, '').toUpperCase());
}

/** Any other country: 4 to 20 letters, digits, spaces or dashes (the spec gives no format). */
export function isValidOtherFedId(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{2,18}[A-Za-z0-9]$/.test(value.trim());
}

export function isValidFedId(value: string, country: string | null | undefined): boolean {
  switch (countryGroup(country)) {
    case 'US':
      return isValidSsn(value);
    case 'CA':
      return isValidSin(value);
    case 'UK':
      return isValidNino(value);
    case 'IE':
      return isValidPpsn(value);
    default:
      return isValidOtherFedId(value);
  }
}

export function validateFedId(value: string | null | undefined, country: string | null | undefined): RuleResult {
  return isBlank(value) || isValidFedId(value ?? '', country) ? null : fail(fedIdErrorKey(country));
}
