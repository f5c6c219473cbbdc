import { boolean, number, object, string, type InferType } from 'yup';
import { isValidPhone } from '../forms/rules/phone';
import { isKnownTimeZone } from '../application/reference/timezones';

/**
 * Per-customer sign-up flags (spec §9). Read by the server on every sign-up and prelim-info save and
 * handed to guest pages by GET /api/v1/customerContext/{code}/signup-options. Unset = off.
 */
export const SIGNUP_FLAG_NAMES = [
  'disable_mobile_phone_signup',
  'force_location_selection_on_signup',
  'require_home_location',
  'enable_country_selection',
  'disable_international_phone_numbers',
] as const;
export type SignupFlagName = (typeof SIGNUP_FLAG_NAMES)[number];
export type SignupFlags = Record<SignupFlagName, boolean>;

/** Flags the prelim-info page also reads (prompt_location_on_app shows the location choice there). */
export const PRELIM_INFO_FLAG_NAMES = [...SIGNUP_FLAG_NAMES, 'prompt_location_on_app'] as const;
export type PrelimInfoFlagName = (typeof PRELIM_INFO_FLAG_NAMES)[number];
export type PrelimInfoFlags = Record<PrelimInfoFlagName, boolean>;

export interface SignupLocation {
  location_id: number;
  location_code: string;
  name: string;
}

/** Answer of GET /api/v1/customerContext/{code}/signup-options (public). */
export interface SignupOptionsDto {
  locations: SignupLocation[];
  flags: SignupFlags;
  /** The selectable countries (US, CA, UK, IE) with their states. */
  countries: import('../application/application-dtos').CountryReference[];
}

/** GET/PUT /api/v1/languages/applicant-language/{id}. */
export interface ApplicantLanguageDto {
  applicant_id: number;
  language: string | null;
}

/**
 * The phone rule of the shared rules (US pattern, or an international number); whether the number is
 * required, and whether international numbers are refused, depends on the customer: the server checks
 * those with the customer's flags.
 */
export const optionalPhone = string()
  .trim()
  .nullable()
  .optional()
  .max(32, 'es_max')
  .test('phone', 'invalid_phone_number', (v) => !v || isValidPhone(v));

export const optionalTimeZone = string()
  .trim()
  .nullable()
  .optional()
  .test('time-zone', 'invalid_entry', (v) => !v || isKnownTimeZone(v));

export const optionalLocationId = number()
  .typeError('number_validator')
  .integer('interger_validator')
  .positive('invalid_entry')
  .nullable()
  .optional();

export const optionalCountry = string().trim().uppercase().nullable().optional().max(8, 'es_max');
export const optionalLanguage = string()
  .trim()
  .nullable()
  .optional()
  .matches(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { message: 'invalid_entry', excludeEmptyString: true });

/** Fields of POST /api/v1/applicants/register beyond name, email and password (issue 4). */
export const signupExtraFields = {
  mobile_phone: optionalPhone,
  /** True when the person picked location_code themselves (force_location_selection_on_signup). */
  location_selected: boolean().typeError('invalid_entry').optional(),
  home_location: optionalLocationId,
  country: optionalCountry,
  time_zone: optionalTimeZone,
  language: optionalLanguage,
};

const name = string().trim().required('required_field').max(100, 'es_max');

/** PUT /api/v1/applicants/prelim-info (body). prelim_info_complete is the server's to set. */
export const prelimInfoSchema = object({
  first_name: name,
  last_name: name,
  mobile_phone: optionalPhone,
  home_phone: optionalPhone,
  country: optionalCountry,
  home_location: optionalLocationId,
  location_code: string().trim().nullable().optional().max(64, 'es_max'),
  time_zone: optionalTimeZone,
  language: optionalLanguage,
  opt_in_text: boolean().typeError('invalid_entry').optional(),
  prelim_info_complete: boolean().optional(),
}).noUnknown(true, 'unknown_field');
export type PrelimInfoInput = InferType<typeof prelimInfoSchema>;

export const applicantLanguageSchema = object({
  language: string().trim().required('required_field').matches(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'invalid_entry'),
}).noUnknown(true, 'unknown_field');
export type ApplicantLanguageInput = InferType<typeof applicantLanguageSchema>;

/** The applicant prop set when the prelim-info page has been saved ('1'). */
export const PRELIM_INFO_COMPLETE_PROP = 'prelim_info_complete';
