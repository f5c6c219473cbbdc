import { array, date, mixed, number, object, string, type ObjectSchema } from 'yup';
import type { FormValues } from '@attest/contracts';
import { isFormValues } from '@attest/forms';

const id = () => number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');

export interface CandidateSignedInput {
  date: Date;
}
export const candidateSignedSchema: ObjectSchema<CandidateSignedInput> = object({
  date: date().typeError('invalid_date').required('required_field'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CandidateSignedInput>;

export interface CreateOrderInput {
  order?: unknown;
}
/** The order body is passed through to the audit event (its shape is not specified). */
export const createOrderSchema: ObjectSchema<CreateOrderInput> = object({
  order: mixed().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CreateOrderInput>;

export interface LogFailureInput {
  name?: string;
  customer_id?: number;
  errors: unknown;
  applicant_id?: number;
  sig_request_id?: number;
}
export const logFailureSchema: ObjectSchema<LogFailureInput> = object({
  name: string().max(255, 'max_length').optional(),
  customer_id: id().optional(),
  errors: mixed()
    .required('required_field')
    .test('size', 'max_length', (v) => JSON.stringify(v ?? null).length <= 20_000),
  applicant_id: id().optional(),
  sig_request_id: id().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<LogFailureInput>;

export interface SecondSignerInput {
  sig_request_id: number;
  second_signer_id?: number;
  self_assign_second_signer?: boolean;
}
export const secondSignerSchema: ObjectSchema<SecondSignerInput> = object({
  sig_request_id: id().required('required_field'),
  second_signer_id: id().optional(),
  self_assign_second_signer: mixed<boolean>().oneOf([true, false], 'invalid_entry').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<SecondSignerInput>;

export interface CreateSigRequestInput {
  package_ids?: number[];
  template_ids?: number[];
  expiration_days?: number;
  sign_individually?: boolean;
  /** Staff fill the REQUESTER fields when sending: values by template id, then by field name. */
  requester_values?: Record<string, FormValues>;
}

/** `{ "<templateId>": { "<field>": value } }` for at most 200 templates. */
const isRequesterValues = (v: unknown): boolean =>
  v === undefined ||
  (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length <= 200 &&
    Object.entries(v as Record<string, unknown>).every(([key, values]) => /^[1-9]\d{0,9}$/.test(key) && isFormValues(values)));

export const createSigRequestSchema: ObjectSchema<CreateSigRequestInput> = object({
  package_ids: array(id().required()).max(50, 'max_length').optional(),
  template_ids: array(id().required()).max(200, 'max_length').optional(),
  expiration_days: number().typeError('number_validator').integer('interger_validator').min(1, 'min_value').max(365, 'max_value').optional(),
  sign_individually: mixed<boolean>().oneOf([true, false], 'invalid_entry').optional(),
  requester_values: mixed<Record<string, FormValues>>().test('requester_values', 'invalid_entry', isRequesterValues).optional(),
})
  .noUnknown(true, 'unknown_field')
  .test('templates', 'required_field', (v) => !!(v?.package_ids?.length || v?.template_ids?.length)) as ObjectSchema<CreateSigRequestInput>;

export interface ExtendExpirationInput {
  key: 'numberOfDays';
  value: number;
}
export const extendExpirationSchema: ObjectSchema<ExtendExpirationInput> = object({
  key: string().oneOf(['numberOfDays'], 'invalid_entry').required('required_field'),
  value: number().typeError('number_validator').integer('interger_validator').min(1, 'min_value').max(365, 'max_value').required('required_field'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<ExtendExpirationInput>;

export interface SigRequestFilter {
  status?: string[];
  applicant_id?: number;
  term?: string;
  locations?: number[];
  skip?: number;
  take?: number;
}
export const sigRequestFilterSchema: ObjectSchema<SigRequestFilter> = object({
  status: array(string().oneOf(['SENT', 'OPENED', 'VIEWED', 'SIGNED', 'PROCESSING'], 'invalid_entry').required()).max(5).optional(),
  applicant_id: id().optional(),
  term: string().max(100, 'max_length').optional(),
  locations: array(id().required()).max(500, 'max_length').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'min_value').optional(),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'min_value').max(500, 'max_value').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<SigRequestFilter>;
