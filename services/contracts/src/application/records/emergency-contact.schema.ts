import { array, number, object, type InferType } from 'yup';
import { clientOnlyKeys, deletedFlag, email, phone, RECORD_ROWS_MAX, requiredText, rowId, text } from './record-rules';

/**
 * One row of POST /api/v2/customers/{c}/applicants/{a}/emergencycontacts: name and phone required, the
 * shared phone and email rules. A row without contact_id is new; deleted: true removes it.
 */
export const emergencyContactRowSchema = object({
  contact_id: rowId().optional(),
  applicant_id: number().strict().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').optional(),
  name: requiredText(200).when('deleted', { is: true, then: () => text(200) }),
  relationship: text(100),
  // A removal only needs its id: a stored number may fail a rule the customer switched on since.
  phone: phone().when('deleted', { is: true, then: () => text(32), otherwise: (s) => s.required('required_field') }),
  email: email().when('deleted', { is: true, then: () => text(254) }),
  deleted: deletedFlag(),
  ...clientOnlyKeys(),
}).noUnknown(true, 'unknown_field');

export const emergencyContactRowsSchema = array(emergencyContactRowSchema).required('required_field').max(RECORD_ROWS_MAX, 'es_max');

export type EmergencyContactRowInput = InferType<typeof emergencyContactRowSchema>;
