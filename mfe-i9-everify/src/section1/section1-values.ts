import {
  formErrorsFromYup,
  I9_ATTESTATION,
  section1Schema,
  type FormErrors,
  type I9Attestation,
  type I9Preparer,
  type I9Section1Data,
  type Section1Context,
} from '@attest/contracts';
import { ValidationError } from 'yup';
import { isMaskedValue } from '../i9-common/i9-record';

/** ALIEN gives exactly one of these (the form: "provide one of"); the screen asks which, then shows that field. */
export type AlienNumberKind = '' | 'uscis' | 'i94' | 'passport';

export interface PreparerValues {
  /** React key of the row (not sent). */
  _key: string;
  last_name: string;
  first_name: string;
  middle_initial: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  signed_date: string;
}

/** What the Section 1 screen holds: text as typed, the form's check boxes as booleans. */
export interface Section1Values {
  i9_last_name: string;
  i9_first_name: string;
  i9_middle_initial: string;
  i9_no_middle_name: boolean;
  i9_other_last_names: string;
  i9_address1: string;
  i9_address2: string;
  i9_city: string;
  i9_state: string;
  i9_zip: string;
  i9_dob: string;
  i9_ssn: string;
  i9_no_ssn: boolean;
  i9_email: string;
  i9_phone: string;
  attest_type: '' | '1' | '2' | '3' | '4';
  uscis_number: string;
  work_auth_until_date: string;
  work_auth_na: boolean;
  alien_number_kind: AlienNumberKind;
  form_i94_num: string;
  foreign_passport_num: string;
  foreign_country: string;
  i9_additional_info: string;
  i9_use_preparer: boolean;
  preparers: PreparerValues[];
}

/** Numbers the server answered masked (`*****6789`): unchanged, they are sent back as they came. */
export type MaskedOriginals = Partial<
  Record<'i9_ssn' | 'uscis_number' | 'form_i94_num' | 'foreign_passport_num', string>
>;

export const MAX_PREPARERS = 5;
const SENSITIVE = ['i9_ssn', 'uscis_number', 'form_i94_num', 'foreign_passport_num'] as const;
/** Valid stand-ins for masked, unchanged numbers while the browser runs the rules (the server checks the real ones). */
const STAND_INS: Record<(typeof SENSITIVE)[number], string> = {
  i9_ssn: '123456789',
  uscis_number: '123456789',
  form_i94_num: '12345678901',
  foreign_passport_num: 'AB1234567',
};

let nextKey = 1;
export const rowKey = () => `p${nextKey++}`;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export function emptyPreparer(): PreparerValues {
  return {
    _key: rowKey(),
    last_name: '',
    first_name: '',
    middle_initial: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    email: '',
    signed_date: '',
  };
}

function preparerValues(p: unknown): PreparerValues {
  const r = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
  return {
    _key: rowKey(),
    last_name: text(r.last_name),
    first_name: text(r.first_name),
    middle_initial: text(r.middle_initial),
    address: text(r.address),
    city: text(r.city),
    state: text(r.state),
    zip: text(r.zip),
    email: text(r.email),
    signed_date: text(r.signed_date),
  };
}

function alienKind(v: Record<string, unknown>): AlienNumberKind {
  if (text(v.uscis_number)) {
    return 'uscis';
  }
  if (text(v.form_i94_num)) {
    return 'i94';
  }
  return text(v.foreign_passport_num) || text(v.foreign_country) ? 'passport' : '';
}

/** The screen's values from a saved Section 1 (a draft or the signed one), and which numbers came masked. */
export function toSection1Values(value: Record<string, unknown> | null | undefined): {
  values: Section1Values;
  masked: MaskedOriginals;
} {
  const v = value ?? {};
  const attest = text(v.attest_type);
  const masked: MaskedOriginals = {};
  for (const key of SENSITIVE) {
    if (isMaskedValue(v[key])) {
      masked[key] = v[key];
    }
  }
  return {
    masked,
    values: {
      i9_last_name: text(v.i9_last_name),
      i9_first_name: text(v.i9_first_name),
      i9_middle_initial: text(v.i9_middle_initial),
      i9_no_middle_name: v.i9_no_middle_name === true,
      i9_other_last_names: text(v.i9_other_last_names),
      i9_address1: text(v.i9_address1),
      i9_address2: text(v.i9_address2),
      i9_city: text(v.i9_city),
      i9_state: text(v.i9_state),
      i9_zip: text(v.i9_zip),
      i9_dob: text(v.i9_dob),
      i9_ssn: text(v.i9_ssn),
      i9_no_ssn: v.i9_no_ssn === true,
      i9_email: text(v.i9_email),
      i9_phone: text(v.i9_phone),
      attest_type: /^[1-4]$/.test(attest) ? (attest as Section1Values['attest_type']) : '',
      uscis_number: text(v.uscis_number),
      work_auth_until_date: text(v.work_auth_until_date),
      work_auth_na: v.work_auth_na === true,
      alien_number_kind: alienKind(v),
      form_i94_num: text(v.form_i94_num),
      foreign_passport_num: text(v.foreign_passport_num),
      foreign_country: text(v.foreign_country),
      i9_additional_info: text(v.i9_additional_info),
      i9_use_preparer: v.i9_use_preparer === true,
      preparers: Array.isArray(v.preparers) ? v.preparers.map(preparerValues) : [],
    },
  };
}

/** The SSN as sent: a masked value unchanged as it came, else without the mask's dashes. */
function ssnOf(values: Section1Values, masked: MaskedOriginals): string | null {
  if (masked.i9_ssn && values.i9_ssn === masked.i9_ssn) {
    return masked.i9_ssn;
  }
  return orNull(values.i9_ssn.replace(/-/g, ''));
}

function preparerData(p: PreparerValues): I9Preparer {
  return {
    last_name: p.last_name.trim(),
    first_name: p.first_name.trim(),
    middle_initial: orNull(p.middle_initial),
    address: p.address.trim(),
    city: p.city.trim(),
    state: p.state.trim().toUpperCase(),
    zip: p.zip.trim(),
    signed_date: orNull(p.signed_date),
    email: orNull(p.email),
  };
}

/**
 * The Section 1 the server stores (I9Section1Data): only the numbers the chosen status asks for are sent
 * (the others stay on screen, not on the form), no middle initial with "No middle name", no preparers
 * unless one helped.
 */
export function toSection1Data(
  values: Section1Values,
  ctx: { ssnAsked: boolean; masked: MaskedOriginals },
): I9Section1Data {
  const attest = values.attest_type ? (Number(values.attest_type) as I9Attestation) : null;
  const alien = attest === I9_ATTESTATION.ALIEN;
  const kind = alien ? values.alien_number_kind : '';
  const noSsn = ctx.ssnAsked && values.i9_no_ssn;
  return {
    i9_last_name: values.i9_last_name.trim(),
    i9_first_name: values.i9_first_name.trim(),
    i9_middle_initial: values.i9_no_middle_name ? null : orNull(values.i9_middle_initial),
    i9_no_middle_name: values.i9_no_middle_name,
    i9_other_last_names: orNull(values.i9_other_last_names),
    i9_address1: values.i9_address1.trim(),
    i9_address2: orNull(values.i9_address2),
    i9_city: values.i9_city.trim(),
    i9_state: values.i9_state.trim().toUpperCase(),
    i9_zip: values.i9_zip.trim(),
    i9_dob: values.i9_dob.trim(),
    i9_ssn: noSsn ? null : ssnOf(values, ctx.masked),
    i9_no_ssn: noSsn,
    i9_email: orNull(values.i9_email),
    i9_phone: orNull(values.i9_phone),
    attest_type: attest as I9Attestation,
    uscis_number: attest === I9_ATTESTATION.LAWRES || kind === 'uscis' ? orNull(values.uscis_number) : null,
    work_auth_until_date: alien && !values.work_auth_na ? orNull(values.work_auth_until_date) : null,
    work_auth_na: alien && values.work_auth_na,
    form_i94_num: kind === 'i94' ? orNull(values.form_i94_num) : null,
    foreign_passport_num: kind === 'passport' ? orNull(values.foreign_passport_num) : null,
    foreign_country: kind === 'passport' ? orNull(values.foreign_country) : null,
    i9_additional_info: orNull(values.i9_additional_info),
    i9_use_preparer: values.i9_use_preparer,
    preparers: values.i9_use_preparer ? values.preparers.map(preparerData) : [],
  };
}

/** Masked numbers sent back unchanged are checked as valid stand-ins: the server holds (and checks) the real ones. */
function forRules(data: I9Section1Data, masked: MaskedOriginals): I9Section1Data {
  const out = { ...data };
  for (const key of SENSITIVE) {
    if (masked[key] && out[key] === masked[key]) {
      out[key] = STAND_INS[key];
    }
  }
  return out;
}

/**
 * contracts' section1Schema (the rules the server runs when it signs) on what would be sent, keyed by the
 * screen's paths; plus the screen's own question for ALIEN (which number), reported where the server would.
 */
export function section1Errors(
  values: Section1Values,
  ctx: Section1Context & { masked: MaskedOriginals },
): FormErrors {
  const data = forRules(
    toSection1Data(values, { ssnAsked: ctx.requireSsn || ctx.everify, masked: ctx.masked }),
    ctx.masked,
  );
  let errors: FormErrors = {};
  try {
    section1Schema(ctx).validateSync(data, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) {
      throw e;
    }
    errors = formErrorsFromYup(e);
  }
  if (values.attest_type === '4' && values.alien_number_kind === '') {
    errors.alien_number_kind = { key: 'i9_alien_number_required' };
    delete errors.uscis_number;
  }
  return errors;
}
