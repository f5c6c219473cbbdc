import { array, boolean, mixed, number, object, string } from 'yup';

const text = (max = 200) => string().nullable().max(max, 'es_max');

/**
 * A Section 1 draft: any subset of the form's fields (unknown keys refused). Only shapes and lengths
 * are checked here; the form's rules (section1Schema from contracts) run when it is signed.
 */
export const section1DraftSchema = object({
  i9_last_name: text(),
  i9_first_name: text(),
  i9_middle_initial: text(4),
  i9_no_middle_name: boolean(),
  i9_other_last_names: text(),
  i9_address1: text(),
  i9_address2: text(),
  i9_city: text(),
  i9_state: text(8),
  i9_zip: text(16),
  i9_dob: text(10),
  i9_ssn: text(16),
  i9_no_ssn: boolean(),
  i9_email: text(254),
  i9_phone: text(32),
  attest_type: number().nullable().integer('invalid_entry'),
  uscis_number: text(16),
  work_auth_until_date: text(10),
  work_auth_na: boolean(),
  form_i94_num: text(16),
  foreign_passport_num: text(32),
  foreign_country: text(64),
  i9_additional_info: text(1000),
  i9_use_preparer: boolean(),
  preparers: array(mixed()).max(5, 'es_max'),
})
  .noUnknown('unknown_field')
  .strict();

/** POST /api/v1/i9/section1/sign: the attestation box, and (after a 409) the confirmation of a mismatch. */
export const signSection1Schema = object({
  confirmed: boolean().required('required_field').oneOf([true], 'required_field'),
  mismatch_confirmed: boolean(),
}).noUnknown('unknown_field');

export interface SignSection1Body {
  confirmed: true;
  mismatch_confirmed?: boolean;
}
