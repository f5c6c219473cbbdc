import { fail, isBlank, type RuleResult } from './rule-result';

/** Money has 2 decimals (spec §9). */
export const MONEY_DECIMALS = 2;
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

export function stripCommas(value: string): string {
  return value.replace(/,/g, '');
}

/** True for a plain decimal number (commas allowed, they are stripped on blur). */
export function isNumeric(value: string | null | undefined): boolean {
  return NUMERIC.test(stripCommas((value ?? '').trim()));
}

export function toNumber(value: string | null | undefined): number {
  return isNumeric(value) ? Number(stripCommas((value ?? '').trim())) : NaN;
}

/** 'number_validator': numeric and not below 0 unless negatives are allowed. Empty passes. */
export function validateNumber(value: string | null | undefined, opts: { allowNegative?: boolean } = {}): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const n = toNumber(value);
  return Number.isFinite(n) && (opts.allowNegative || n >= 0) ? null : fail('number_validator');
}

/** 'interger_validator' (spelt so): a whole number within the safe integer range. */
export function validateInteger(value: string | null | undefined): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const v = stripCommas((value ?? '').trim());
  return /^[-+]?\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? null : fail('interger_validator');
}

/** 'modulo_validator' {number}: a multiple of the given number. */
export function validateModulo(value: string | null | undefined, modulo: number): RuleResult {
  if (isBlank(value) || !Number.isFinite(modulo) || modulo === 0) {
    return null;
  }
  const n = toNumber(value);
  const ok = Number.isFinite(n) && Math.abs(n % modulo) < 1e-9;
  return ok ? null : fail('modulo_validator', { number: modulo });
}

/** 'number_with_leading_zeros': digits only (leading zeros are kept, so the value stays a string). */
export function validateLeadingZeros(value: string | null | undefined): RuleResult {
  return isBlank(value) || /^\d+$/.test((value ?? '').trim()) ? null : fail('number_with_leading_zeros');
}

/**
 * On blur: commas are stripped; money is formatted to 2 decimals, other numbers become integers
 * (the fraction is cut, as parseInt does). A value that is not numeric is only stripped of commas.
 */
export function formatNumberOnBlur(value: string | null | undefined, isMoney: boolean): string {
  const v = stripCommas((value ?? '').trim());
  if (!isNumeric(v)) {
    return v;
  }
  const n = Number(v);
  if (isMoney) {
    return n.toFixed(MONEY_DECIMALS);
  }
  const t = Math.trunc(n);
  return String(Object.is(t, -0) ? 0 : t);
}

export function formatMoney(n: number): string {
  return n.toFixed(MONEY_DECIMALS);
}

/** The integer datatype keeps only safe integers; anything else becomes null. */
export function toSafeIntegerString(value: string | null | undefined): string | null {
  const v = stripCommas((value ?? '').trim());
  return /^[-+]?\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? String(Number(v)) : null;
}
