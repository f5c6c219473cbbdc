import { boolean, number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '../validation/email';
import { passwordProblem } from '../validation/password';
import { signupExtraFields } from './signup-schemas';

const code = string().trim().required('required_field').matches(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_entry');
const email = string()
  .trim()
  .required('required_field')
  .max(254, 'es_max')
  .test('no-at-start', 'es_disallow_starting_with_at_symbol', (v) => !v?.startsWith('@'))
  .matches(EMAIL_PATTERN, 'invalid_email');
const password = string()
  .required('required_field')
  .test('policy', (v, ctx) => {
    const problem = passwordProblem(v);
    return problem ? ctx.createError({ message: problem }) : true;
  });
const name = string().trim().required('required_field').max(100, 'es_max');

export const registerApplicantSchema = object({
  customer_code: code,
  location_code: code.default('hq'),
  first_name: name,
  last_name: name,
  email,
  password,
  ...signupExtraFields,
  /** The terms of service (TERMS_OF_SERVICE_VERSION) must be accepted to create an account. */
  accept_terms: boolean().typeError('terms_must_be_accepted').required('terms_must_be_accepted').oneOf([true], 'terms_must_be_accepted'),
}).noUnknown(true, 'unknown_field');

export const loginSchema = object({
  customer_code: code,
  email: string().trim().required('required_field').max(254, 'es_max'),
  password: string().required('required_field').max(1024, 'es_max'),
}).noUnknown(true, 'unknown_field');

export const forgotPasswordSchema = object({
  customer_code: code,
  location_code: code.default('hq'),
  email,
}).noUnknown(true, 'unknown_field');

const token = string().required('required_field').max(200, 'es_max');

export const resetPasswordSchema = object({ token, password }).noUnknown(true, 'unknown_field');
export const confirmEmailSchema = object({ token }).noUnknown(true, 'unknown_field');
/** POST /api/v1/applicants/activate: the invitation link's token and the new password. */
export const activateAccountSchema = object({ token, password }).noUnknown(true, 'unknown_field');
export const singleUseCreateSchema = object({
  applicant_id: number().typeError('number_validator').integer('interger_validator').positive().required('required_field'),
}).noUnknown(true, 'unknown_field');
export const singleUseAuthenticateSchema = object({ value: token }).noUnknown(true, 'unknown_field');

export type RegisterApplicantInput = InferType<typeof registerApplicantSchema>;
export type LoginInput = InferType<typeof loginSchema>;
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
export type ConfirmEmailInput = InferType<typeof confirmEmailSchema>;
export type ActivateAccountInput = InferType<typeof activateAccountSchema>;
export type SingleUseCreateInput = InferType<typeof singleUseCreateSchema>;
export type SingleUseAuthenticateInput = InferType<typeof singleUseAuthenticateSchema>;
