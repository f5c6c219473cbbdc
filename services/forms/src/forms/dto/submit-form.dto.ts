import { mixed, number, object, type ObjectSchema } from 'yup';
import type { FormValues } from '@attest/contracts';

export interface SubmitFormInput {
  values: FormValues;
  /** Staff (requester mode) name the applicant; an applicant may only name themself. */
  applicantId?: number;
  /** The signature request this form belongs to: its template is marked form_complete. */
  sig_request_id?: number;
}

const MAX_FIELDS = 2000;
const MAX_TEXT = 20_000;
const MAX_ITEMS = 500;

const isValue = (v: unknown) =>
  v === null ||
  (typeof v === 'string' && v.length <= MAX_TEXT) ||
  (Array.isArray(v) && v.length <= MAX_ITEMS && v.every((x) => typeof x === 'string' && x.length <= MAX_TEXT));

/** Form values as a body may carry them: strings, string lists or null, keyed by field name, within size limits. */
export function isFormValues(v: unknown): v is FormValues {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return false;
  }
  const entries = Object.entries(v);
  return entries.length <= MAX_FIELDS && entries.every(([k, val]) => k.length > 0 && k.length <= 128 && isValue(val));
}

/** POST forms/{id}/submit: values are strings, string lists or null, keyed by field name. */
export const submitFormSchema: ObjectSchema<SubmitFormInput> = object({
  values: mixed<FormValues>().required('required_field').test('values', 'invalid_entry', isFormValues),
  applicantId: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  sig_request_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<SubmitFormInput>;
