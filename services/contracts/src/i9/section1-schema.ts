import { array, boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { validatePhone } from '../forms/rules/phone';
import { validateEmailValue } from '../forms/rules/email';
import { isI9Attestation } from './attestation';
import { addCalendarYears, compareDates, isYmd, wholeYearsBetween } from './i9-dates';
import { validateANumberOrUscis, validateForeignPassportNumber, validateI94Number, validateI9Ssn } from './i9-numbers';
import { validateI9State, validateI9Zip } from './i9-states';
import { I9_ATTESTATION, type I9Attestation, type I9Preparer, type I9Section1Data } from './i9-types';
import { blank, NAME_PATTERN, optionalText, pathErrors, requiredText, ruleTest } from './i9-yup';

/**
 * Section 1 (and Supplement A) of Form I-9, 01/20/25, as the instructions and M-274 §3 say:
 * - a person with one name enters it as the last name and "Unknown" as the first name ("Unknown" in both
 *   is refused); a middle initial is one letter, or none (i9_no_middle_name, printed N/A);
 * - the SSN is voluntary unless the employer uses E-Verify (or the customer sets require_section1_ssn);
 *   an employee who applied for one and has not received it yet ticks i9_no_ssn;
 * - CITIZEN and NONCIT give no number; LAWRES gives the A-Number/USCIS number; ALIEN gives the date the
 *   authorization ends (or N/A) and exactly one of: A-Number/USCIS number, I-94 admission number, or
 *   foreign passport number with its country.
 */
export interface Section1Context {
  requireSsn: boolean;
  everify: boolean;
  /** YYYY-MM-DD, so browser and server agree on "past" and "future". */
  today: string;
  disableInternationalPhone?: boolean;
}

/** Oldest date of birth accepted (a typo guard, not a rule of the form). */
export const I9_MAX_AGE_YEARS = 120;
const UNKNOWN = 'unknown';
const isNa = (v: string | null | undefined) => (v ?? '').trim().toUpperCase() === 'N/A';

const nameField = (required: boolean) =>
  (required ? requiredText(40) : optionalText(40)).test('name', 'i9_invalid_name', (v) => blank(v) || NAME_PATTERN.test(v ?? ''));

const dateField = () => string().trim().nullable().defined().default(null).test('date', 'i9_invalid_date', (v) => blank(v) || isYmd(v));

export function preparerSchema(ctx: Pick<Section1Context, 'today'>): ObjectSchema<I9Preparer> {
  return object({
    last_name: nameField(true),
    first_name: nameField(true),
    middle_initial: optionalText(1).test('initial', 'i9_invalid_middle_initial', (v) => blank(v) || /^\p{L}$/u.test(v ?? '')),
    address: requiredText(100),
    city: requiredText(60),
    state: requiredText(3).test(ruleTest('state', validateI9State)),
    zip: requiredText(10).test('zip', function zip(v) {
      const error = validateI9Zip(v, (this.parent as I9Preparer).state);
      return error ? this.createError({ message: error.key }) : true;
    }),
    signed_date: dateField().test('past', 'i9_date_in_future', (v) => !isYmd(v) || compareDates(v, ctx.today) <= 0),
    email: optionalText(254).test(ruleTest('email', validateEmailValue)),
  }).noUnknown(true, 'unknown_field') as ObjectSchema<I9Preparer>;
}

function nameErrors(d: I9Section1Data): Record<string, string | null> {
  const first = (d.i9_first_name ?? '').trim().toLowerCase();
  const last = (d.i9_last_name ?? '').trim().toLowerCase();
  const errors: Record<string, string | null> = {};
  if (first === UNKNOWN && last === UNKNOWN) {
    errors.i9_first_name = 'i9_name_unknown_both';
  } else if (last === UNKNOWN) {
    errors.i9_last_name = 'i9_single_name_in_last_name';
  }
  const mi = d.i9_middle_initial;
  if (d.i9_no_middle_name) {
    errors.i9_middle_initial = blank(mi) || isNa(mi) ? null : 'i9_middle_initial_conflict';
  } else if (blank(mi)) {
    errors.i9_middle_initial = 'i9_middle_initial_or_none';
  } else if (!/^\p{L}$/u.test((mi ?? '').trim())) {
    errors.i9_middle_initial = 'i9_invalid_middle_initial';
  }
  return errors;
}

function ssnErrors(d: I9Section1Data, ctx: Section1Context): Record<string, string | null> {
  if (d.i9_no_ssn) {
    return { i9_ssn: blank(d.i9_ssn) ? null : 'i9_ssn_and_no_ssn' };
  }
  return { i9_ssn: (ctx.requireSsn || ctx.everify) && blank(d.i9_ssn) ? 'required_field' : null };
}

const NUMBER_FIELDS = ['uscis_number', 'work_auth_until_date', 'form_i94_num', 'foreign_passport_num', 'foreign_country'] as const;

function notApplicable(d: I9Section1Data, fields: readonly (typeof NUMBER_FIELDS)[number][]): Record<string, string | null> {
  return Object.fromEntries(fields.map((f) => [f, blank(d[f]) ? null : 'i9_not_applicable_for_attestation']));
}

function alienErrors(d: I9Section1Data, ctx: Section1Context): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  if (d.work_auth_na) {
    errors.work_auth_until_date = blank(d.work_auth_until_date) ? null : 'i9_work_auth_date_or_na';
  } else if (blank(d.work_auth_until_date)) {
    errors.work_auth_until_date = 'required_field';
  } else if (isYmd(d.work_auth_until_date) && compareDates(d.work_auth_until_date, ctx.today) < 0) {
    errors.work_auth_until_date = 'i9_work_auth_date_past';
  }
  const passport = !blank(d.foreign_passport_num) || !blank(d.foreign_country);
  const given = [!blank(d.uscis_number), !blank(d.form_i94_num), passport].filter(Boolean).length;
  if (given === 0) {
    errors.uscis_number = 'i9_alien_number_required';
  } else if (given > 1) {
    // The form: "provide only one of" the three numbers; the later ones are marked.
    if (!blank(d.form_i94_num) && !blank(d.uscis_number)) {
      errors.form_i94_num = 'i9_alien_one_number_only';
    }
    if (passport) {
      errors.foreign_passport_num = 'i9_alien_one_number_only';
    }
  } else if (passport) {
    errors.foreign_passport_num = blank(d.foreign_passport_num) ? 'required_field' : null;
    errors.foreign_country = blank(d.foreign_country) ? 'required_field' : null;
  }
  return errors;
}

/** The number and date rules of each attestation. */
export function attestationErrors(d: I9Section1Data, ctx: Section1Context): Record<string, string | null> {
  const attestation: unknown = d.attest_type;
  if (!isI9Attestation(attestation)) {
    return {};
  }
  switch (attestation) {
    case I9_ATTESTATION.CITIZEN:
    case I9_ATTESTATION.NONCIT:
      return notApplicable(d, NUMBER_FIELDS);
    case I9_ATTESTATION.LAWRES:
      return {
        ...notApplicable(d, ['work_auth_until_date', 'form_i94_num', 'foreign_passport_num', 'foreign_country']),
        uscis_number: blank(d.uscis_number) ? 'required_field' : null,
      };
    case I9_ATTESTATION.ALIEN:
      return alienErrors(d, ctx);
  }
}

export function section1Schema(ctx: Section1Context): ObjectSchema<I9Section1Data> {
  return object({
    i9_last_name: nameField(true),
    i9_first_name: nameField(true),
    i9_middle_initial: optionalText(3).transform((v: string | null) => (v == null ? v : v.toUpperCase())),
    i9_no_middle_name: boolean().typeError('invalid_entry').defined().default(false),
    i9_other_last_names: optionalText(100),
    i9_address1: requiredText(100),
    i9_address2: optionalText(50),
    i9_city: requiredText(60),
    i9_state: requiredText(3).uppercase().test(ruleTest('state', validateI9State)),
    i9_zip: requiredText(10).test('zip', function zip(v) {
      const error = validateI9Zip(v, (this.parent as I9Section1Data).i9_state);
      return error ? this.createError({ message: error.key }) : true;
    }),
    i9_dob: string()
      .trim()
      .required('required_field')
      .test('date', 'i9_invalid_date', (v) => isYmd(v) && compareDates(v, addCalendarYears(ctx.today, -I9_MAX_AGE_YEARS)) >= 0)
      .test('past', 'i9_dob_in_past', (v) => !isYmd(v) || compareDates(v, ctx.today) < 0),
    i9_ssn: optionalText(11).test(ruleTest('ssn', validateI9Ssn)),
    i9_no_ssn: boolean().typeError('invalid_entry').defined().default(false),
    i9_email: optionalText(254).test(ruleTest('email', validateEmailValue)),
    i9_phone: optionalText(32).test(
      ruleTest('phone', (v) => validatePhone(v, { disableInternational: ctx.disableInternationalPhone })),
    ),
    attest_type: mixed<I9Attestation>()
      .required('i9_attestation_required')
      .test('attestation', 'i9_attestation_required', (v) => isI9Attestation(v)),
    uscis_number: optionalText(12).test(ruleTest('a_number', validateANumberOrUscis)),
    work_auth_until_date: dateField(),
    work_auth_na: boolean().typeError('invalid_entry').optional(),
    form_i94_num: optionalText(11).test(ruleTest('i94', validateI94Number)),
    foreign_passport_num: optionalText(20).test(ruleTest('passport', validateForeignPassportNumber)),
    foreign_country: optionalText(100),
    i9_additional_info: optionalText(1000),
    i9_use_preparer: boolean().typeError('invalid_entry').defined().default(false),
    preparers: array(preparerSchema(ctx)).max(20, 'es_max').defined().default([]),
  })
    .noUnknown(true, 'unknown_field')
    .test('section1', function section1(value) {
      const d = value as I9Section1Data;
      const preparers = d.i9_use_preparer
        ? (d.preparers ?? []).length === 0 ? 'i9_preparer_required' : null
        : (d.preparers ?? []).length > 0 ? 'i9_preparer_not_used' : null;
      return pathErrors(this, { ...nameErrors(d), ...ssnErrors(d, ctx), ...attestationErrors(d, ctx), preparers });
    }) as unknown as ObjectSchema<I9Section1Data>;
}

export interface Section1Warning {
  path: keyof I9Section1Data;
  key: string;
}

/** Not errors: worth a second look (under 14 on the day; most jobs need 14 under federal child labor law). */
export function section1Warnings(d: Pick<I9Section1Data, 'i9_dob'>, ctx: Pick<Section1Context, 'today'>): Section1Warning[] {
  if (isYmd(d.i9_dob) && compareDates(d.i9_dob, ctx.today) < 0 && wholeYearsBetween(d.i9_dob, ctx.today) < 14) {
    return [{ path: 'i9_dob', key: 'i9_warning_under_14' }];
  }
  return [];
}
