import type { FieldError } from '@attest/contracts';

/**
 * English fallbacks of the rule message keys (spec §5 "General field messages"). The keys and when
 * they apply come from @attest/contracts; this table is only the text shown before translations load.
 * Parameters are inserted with i18next interpolation ({{name}}).
 */
export const FIELD_MESSAGE_FALLBACKS: Readonly<Record<string, string>> = {
  required_field: 'Required Field',
  invalid_email: 'Invalid Email',
  es_disallow_starting_with_at_symbol: "Value must not start with '@'",
  duplicate_email: '{{value}} is already in use',
  duplicate_phone: '{{value}} is already in use',
  duplicate_address: 'Duplicate address',
  invalid_phone_number: 'Invalid Phone Number',
  invalid_zip_code: 'Invalid Zip Code',
  es_date: 'Invalid date, expected: {{format}}',
  invalid_year: 'Invalid year',
  invalid_routing_number: 'Invalid routing number',
  required_if_other_value_is_falsy: 'Required when {{other}} is not set',
  invalid_ssn: 'Invalid SSN',
  invalid_sin: 'Invalid SIN',
  invalid_nino: 'Invalid NINO',
  invalid_ppsn: 'Invalid PPSN',
  es_fed_id: 'Invalid federal id',
  duplicate_fed_id: 'This federal id is already in use',
  re_enter_value: 'Values do not match',
  confirm_dynamic_field: 'Values do not match',
  number_validator: 'Enter a valid number',
  interger_validator: 'Enter a whole number',
  modulo_validator: 'Must be a multiple of {{number}}',
  number_with_leading_zeros: 'Enter digits only',
  date_at_least: 'Date must not be before {{date}}',
  date_at_most: 'Date must be on or before {{date}}',
  es_min: 'Enter at least {{bound}} characters',
  es_max: 'Enter at most {{bound}} characters',
  invalid_entry: 'Invalid entry',
  unknown_field: 'Unknown field',
  upload_missing: 'Upload missing',
};

export type TranslateFn = (key: string, options?: Record<string, unknown>) => string;

/** Turns a rule error ({ key, params }) into text. A configured message key (masks, regex) may have no fallback. */
export function fieldErrorText(t: TranslateFn, error: FieldError | null | undefined): string | null {
  if (!error) {
    return null;
  }
  const params = error.params ?? {};
  const fallback = FIELD_MESSAGE_FALLBACKS[error.key] ?? error.key;
  return t(error.key, { ...params, defaultValue: fallback });
}
