import * as Yup from 'yup';
import { isSelectableCountry, isValidPhone, type PrelimInfo } from '@attest/contracts';
import type { PrelimInfoUpdate } from './prelim-info-api';

/** The customer flags the page reads (useCustomerConfig); each unset flag is off. */
export interface PrelimInfoSwitches {
  disableMobilePhoneSignup: boolean;
  disableInternationalPhones: boolean;
  requireHomeLocation: boolean;
  enableCountrySelection: boolean;
  promptLocationOnApp: boolean;
}

export interface PrelimInfoValues {
  first_name: string;
  last_name: string;
  mobile_phone: string;
  home_phone: string;
  country: string;
  /** A location id as text; '' for none. */
  home_location: string;
  location_code: string;
  time_zone: string;
  opt_in_text: boolean;
}

export function toPrelimValues(info: PrelimInfo): PrelimInfoValues {
  return {
    first_name: info.first_name ?? '',
    last_name: info.last_name ?? '',
    mobile_phone: info.mobile_phone ?? '',
    home_phone: info.home_phone ?? '',
    country: info.country ?? 'US',
    home_location: info.home_location === null ? '' : String(info.home_location),
    location_code: info.location_code ?? '',
    time_zone: info.time_zone ?? '',
    opt_in_text: info.opt_in_text,
  };
}

/** The server's rules (contracts) as the browser runs them; messages are translation keys. */
export function prelimInfoSchema(s: PrelimInfoSwitches) {
  const required = 'required_field';
  const phone = (v: string | undefined) => !v || isValidPhone(v, { disableInternational: s.disableInternationalPhones });
  const mobile = Yup.string().trim().test('phone', 'invalid_phone_number', phone);
  return Yup.object({
    first_name: Yup.string().trim().required(required).max(100, 'es_max'),
    last_name: Yup.string().trim().required(required).max(100, 'es_max'),
    mobile_phone: s.disableMobilePhoneSignup ? mobile : mobile.required(required),
    home_phone: Yup.string().trim().test('phone', 'invalid_phone_number', phone),
    country: s.enableCountrySelection ? Yup.string().test('country', 'invalid_entry', (v) => isSelectableCountry(v)) : Yup.string(),
    home_location: s.requireHomeLocation ? Yup.string().required(required) : Yup.string(),
    location_code: s.promptLocationOnApp ? Yup.string().required(required) : Yup.string(),
    time_zone: Yup.string(),
  });
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The PUT body; the language is the one the page is shown in (chosen with the language picker). */
export function toPrelimUpdate(values: PrelimInfoValues, language: string | null): PrelimInfoUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    mobile_phone: orNull(values.mobile_phone),
    home_phone: orNull(values.home_phone),
    country: orNull(values.country),
    home_location: values.home_location === '' ? null : Number(values.home_location),
    location_code: orNull(values.location_code),
    time_zone: orNull(values.time_zone),
    language,
    opt_in_text: values.opt_in_text,
  };
}
