import { DEFAULT_COUNTRY_CODE, isSelectableCountry, isValidPhone, type SignupFlags } from '@attest/contracts';

/** What the server knows about the customer when it checks sign-up or prelim-info choices. */
export interface SignupContext {
  flags: SignupFlags;
  locations: { location_id: number; location_code: string }[];
  /** Codes of the customer's languages ('en' when none is configured). */
  languages: string[];
}

type FieldErrors = Record<string, string>;

const blank = (v: string | null | undefined): boolean => v === undefined || v === null || v.trim() === '';

/**
 * Mobile phone: required unless disable_mobile_phone_signup (then not taken at all); international
 * numbers refused when disable_international_phone_numbers.
 */
export function checkMobilePhone(
  value: string | null | undefined,
  flags: SignupFlags,
  errors: FieldErrors,
  field = 'mobile_phone',
): string | null {
  if (flags.disable_mobile_phone_signup) {
    return null;
  }
  if (blank(value)) {
    errors[field] = 'required_field';
    return null;
  }
  return checkOptionalPhone(value, flags, errors, field);
}

export function checkOptionalPhone(value: string | null | undefined, flags: SignupFlags, errors: FieldErrors, field: string): string | null {
  if (blank(value)) {
    return null;
  }
  const phone = (value as string).trim();
  if (!isValidPhone(phone, { disableInternational: flags.disable_international_phone_numbers })) {
    errors[field] = 'invalid_phone_number';
    return null;
  }
  return phone;
}

/** A home location must be one of this customer's locations; required when require_home_location. */
export function checkHomeLocation(value: number | null | undefined, ctx: SignupContext, errors: FieldErrors): number | null {
  if (value === undefined || value === null) {
    if (ctx.flags.require_home_location) {
      errors.home_location = 'required_field';
    }
    return null;
  }
  if (!ctx.locations.some((l) => l.location_id === value)) {
    errors.home_location = 'invalid_entry';
    return null;
  }
  return value;
}

/** One of US, CA, UK, IE when enable_country_selection (US when not given), otherwise always US. */
export function checkCountry(value: string | null | undefined, flags: SignupFlags, errors: FieldErrors): string {
  if (!flags.enable_country_selection || blank(value)) {
    return DEFAULT_COUNTRY_CODE;
  }
  const code = (value as string).trim().toUpperCase();
  if (!isSelectableCountry(code)) {
    errors.country = 'invalid_entry';
    return DEFAULT_COUNTRY_CODE;
  }
  return code;
}

export function checkLanguage(value: string | null | undefined, ctx: SignupContext, errors: FieldErrors): string | null {
  if (blank(value)) {
    return null;
  }
  const code = (value as string).trim();
  if (!ctx.languages.includes(code)) {
    errors.language = 'invalid_entry';
    return null;
  }
  return code;
}

export function findLocationByCode(ctx: SignupContext, code: string | null | undefined) {
  const wanted = (code ?? '').trim().toLowerCase();
  return ctx.locations.find((l) => l.location_code === wanted);
}

export interface SignupChoices {
  mobile_phone?: string | null;
  location_code: string;
  location_selected?: boolean;
  home_location?: number | null;
  country?: string | null;
  time_zone?: string | null;
  language?: string | null;
}

export interface ResolvedSignup {
  mobile_phone: string | null;
  location_id: number;
  location_code: string;
  home_location: number | null;
  country: string;
  time_zone: string | null;
  language: string | null;
}

/**
 * Applies the customer's sign-up flags to the registration's choices. Answers either the values to
 * store or every field problem at once (nothing is stored then).
 */
export function resolveSignup(input: SignupChoices, ctx: SignupContext): { value: ResolvedSignup } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const mobile = checkMobilePhone(input.mobile_phone, ctx.flags, errors);
  const location = findLocationByCode(ctx, input.location_code);
  if (ctx.flags.force_location_selection_on_signup && input.location_selected !== true) {
    // The URL's location does not count: the person must pick one.
    errors.location_code = 'required_field';
  } else if (!location) {
    errors.location_code = 'invalid_entry';
  }
  const home = checkHomeLocation(input.home_location, ctx, errors);
  const country = checkCountry(input.country, ctx.flags, errors);
  const language = checkLanguage(input.language, ctx, errors);
  if (Object.keys(errors).length || !location) {
    return { errors };
  }
  return {
    value: {
      mobile_phone: mobile,
      location_id: location.location_id,
      location_code: location.location_code,
      home_location: home,
      country,
      time_zone: input.time_zone?.trim() || null,
      language,
    },
  };
}
