import * as Yup from 'yup';
import { EMAIL_PATTERN, isSelectableCountry, isValidPhone, passwordProblem, type SignupFlags } from '@attest/contracts';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile_phone: string;
  password: string;
  confirm_password: string;
  /** '' until chosen (only asked when force_location_selection_on_signup). */
  location_code: string;
  /** A location id as text, '' until chosen (only asked when require_home_location). */
  home_location: string;
  country: string;
  language: string;
  /** The terms of service checkbox: must be ticked to sign up. */
  accept_terms: boolean;
}

export const emptyRegisterValues = (language: string): RegisterValues => ({
  first_name: '',
  last_name: '',
  email: '',
  mobile_phone: '',
  password: '',
  confirm_password: '',
  location_code: '',
  home_location: '',
  country: 'US',
  language,
  accept_terms: false,
});

/**
 * The browser's copy of the server's rules (contracts), shaped by the customer's sign-up flags.
 * Messages are translation keys, turned into text where they are shown.
 */
export function registerSchema(flags: SignupFlags) {
  const required = 'required_field';
  return Yup.object({
    first_name: Yup.string().trim().required(required).max(100, 'es_max'),
    last_name: Yup.string().trim().required(required).max(100, 'es_max'),
    email: Yup.string().trim().required(required).matches(EMAIL_PATTERN, 'invalid_email'),
    mobile_phone: flags.disable_mobile_phone_signup
      ? Yup.string()
      : Yup.string()
          .trim()
          .required(required)
          .test('phone', 'invalid_phone_number', (v) => isValidPhone(v, { disableInternational: flags.disable_international_phone_numbers })),
    password: Yup.string().test('policy', (v, ctx) => {
      const problem = passwordProblem(v);
      return problem ? ctx.createError({ message: problem }) : true;
    }),
    confirm_password: Yup.string().required(required).oneOf([Yup.ref('password')], 'passwords_do_not_match'),
    location_code: flags.force_location_selection_on_signup ? Yup.string().required(required) : Yup.string(),
    home_location: flags.require_home_location ? Yup.string().required(required) : Yup.string(),
    country: flags.enable_country_selection ? Yup.string().test('country', 'invalid_entry', (v) => isSelectableCountry(v)) : Yup.string(),
    language: Yup.string(),
    accept_terms: Yup.boolean().oneOf([true], 'terms_must_be_accepted'),
  });
}

/** The POST /api/v1/applicants/register body: only what the flags ask for. */
export function registerBody(values: RegisterValues, flags: SignupFlags, customerCode: string, urlLocationCode: string) {
  const body: Record<string, unknown> = {
    customer_code: customerCode,
    location_code: flags.force_location_selection_on_signup ? values.location_code : urlLocationCode,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    accept_terms: values.accept_terms,
  };
  if (flags.force_location_selection_on_signup) {
    body.location_selected = true;
  }
  if (!flags.disable_mobile_phone_signup) {
    body.mobile_phone = values.mobile_phone;
  }
  if (values.home_location) {
    body.home_location = Number(values.home_location);
  }
  if (flags.enable_country_selection) {
    body.country = values.country;
  }
  if (values.language) {
    body.language = values.language;
  }
  return body;
}
