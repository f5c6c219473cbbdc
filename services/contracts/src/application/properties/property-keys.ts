/**
 * The general applicant property keys (spec applicant-side §3 "Applicant property keys"). A general
 * property (no state) must use one of these codes; state-specific properties (state tax form fields and
 * the like) are named by the state's own forms, so only their shape is checked (see parsePropertyWrite).
 */
export const PROPERTY_KEYS = [
  // Category and specialty
  'category', 'categories', 'selected_categories', 'skills', 'specialties',
  'primary_specialty_name', 'primary_specialty_value', 'secondary_specialty_name', 'secondary_specialty_value',
  // Availability and pay
  'shifts', 'days', 'travel', 'minimum_pay', 'min_ot_pay', 'available_immediately', 'job_alerts', 'date_available',
  'isApplyingFromJobBoard', 'pay_history',
  // Tax and pay settings ('presceening' is spelt so in the spec and in stored data)
  'tax_state', 'pay_settings_pay_type', 'presceening_is_exempt', 'prescreening_exempt_reasons',
  // TNC further action notice (tnc_fan_language holds JSON with the language)
  'tnc_fan_step1', 'tnc_fan_step2', 'tnc_fan_downloaded', 'tnc_fan_language',
  // Portal bookkeeping: preliminary info was saved once
  'prelim_info_complete',
] as const;

export type PropertyKey = (typeof PROPERTY_KEYS)[number];

const KNOWN = new Set<string>(PROPERTY_KEYS);

export function isPropertyKey(code: string): code is PropertyKey {
  return KNOWN.has(code);
}

/** Multi-valued props (categories, skills, shifts, days, reasons ...) are stored joined by this. */
export const PROPERTY_MULTI_SEPARATOR = '||';

/** Longest stored property value (characters). */
export const PROPERTY_VALUE_MAX = 4000;

/** A property name: letters, digits and '_' (the applicant_props.code column holds 64 characters). */
export const PROPERTY_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
