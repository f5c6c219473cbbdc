import { number, object, string, type InferType } from 'yup';
import { APPLICATION_STATUS_ORDER } from '@attest/contracts';

/** PUT /api/v1/applicants/application-status (ApplicationStatusUpdate). */
export const updateApplicationStatusSchema = object({
  applicant_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required('required_field'),
  session_token: string().strict().typeError('invalid_entry').required('required_field').max(512, 'es_max'),
  current_application_status: string()
    .strict()
    .typeError('invalid_entry')
    .required('required_field')
    .oneOf(Object.keys(APPLICATION_STATUS_ORDER), 'invalid_entry'),
}).noUnknown(true, 'unknown_field');

export type UpdateApplicationStatusInput = InferType<typeof updateApplicationStatusSchema>;
