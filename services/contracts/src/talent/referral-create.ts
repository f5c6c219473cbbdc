import { object, type InferType } from 'yup';
import { email, phone, requiredText, text } from '../application/records/record-rules';

/**
 * POST /api/v2/customers/{customerId}/aplreferral (path not shown; decision 0044): the applicant refers a friend
 * (applicant-side §3 Referral: first and last name, email, phone, comment) with the shared email and phone rules.
 */
export const createReferralSchema = object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: email(254).required('required_field'),
  phone: phone(32).optional(),
  comment: text(1000).optional(),
}).noUnknown(true, 'unknown_field');
export type CreateReferralInput = InferType<typeof createReferralSchema>;
