import { STATE_LIST } from '../forms/rules/states';
import { fail, isBlank, type RuleResult } from '../forms/rules/rule-result';
import { US_ZIP_PATTERN } from '../forms/rules/zip';

/**
 * The "State" of the I-9 address fields: the USPS codes of the states and D.C., the territories
 * (AS, GU, MP, PR, VI), the freely associated states (FM, MH, PW) and military post offices (AA, AE, AP),
 * plus CAN and MEX, which the fillable form offers for commuters who live in Canada or Mexico (their
 * postal code then is not a ZIP code).
 */
export const I9_FOREIGN_STATE_CODES = ['CAN', 'MEX'] as const;
export const I9_STATE_CODES: readonly string[] = [
  ...STATE_LIST.filter((s) => s.country === 'US').map((s) => s.code),
  'AS', 'GU', 'MP', 'PR', 'VI',
  'FM', 'MH', 'PW',
  'AA', 'AE', 'AP',
  ...I9_FOREIGN_STATE_CODES,
];

export function isI9StateCode(value: string | null | undefined): boolean {
  return I9_STATE_CODES.includes((value ?? '').trim().toUpperCase());
}

export function validateI9State(value: string | null | undefined): RuleResult {
  return isBlank(value) || isI9StateCode(value) ? null : fail('i9_invalid_state');
}

/** A US ZIP (5 or 9 digits), or for CAN / MEX a postal code of 3 to 10 letters, digits, spaces or dashes. */
export function validateI9Zip(value: string | null | undefined, state: string | null | undefined): RuleResult {
  if (isBlank(value)) {
    return null;
  }
  const v = (value ?? '').trim();
  const foreign = (I9_FOREIGN_STATE_CODES as readonly string[]).includes((state ?? '').trim().toUpperCase());
  const ok = foreign ? /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(v) : US_ZIP_PATTERN.test(v);
  return ok ? null : fail('invalid_zip_code');
}
