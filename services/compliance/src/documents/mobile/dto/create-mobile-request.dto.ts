import { number, object, string } from 'yup';

/** POST /api/v1/mobileVerificationRequests `{ recordId, list, index }` (list and index re-checked by parseDocumentSlot). */
export const createMobileRequestSchema = object({
  recordId: number().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').required('required_field'),
  list: string().required('required_field'),
  index: number().typeError('invalid_entry').integer('invalid_entry').min(0, 'invalid_entry').required('required_field'),
}).noUnknown('unknown_field');

export interface CreateMobileRequestBody {
  recordId: number;
  list: string;
  index: number;
}

/** POST .../verify `{ value }`: the 6-digit code. */
export const verifyMobileRequestSchema = object({
  value: string().required('required_field').matches(/^\d{6}$/, 'invalid_entry'),
}).noUnknown('unknown_field');

export interface VerifyMobileRequestBody {
  value: string;
}
