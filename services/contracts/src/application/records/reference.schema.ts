import { array, number, object, type InferType } from 'yup';
import { clientOnlyKeys, email, flag01, phone, RECORD_ROWS_MAX, requiredText, rowId, serverDate, stateCode, text } from './record-rules';

const id = () => number().strict().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry');

/**
 * One row of POST /api/v2/customers/{c}/aplreference/multi. applicant_id names whose reference it is;
 * removal is active: 0 (then the names are not required). created is set by the server on insert.
 */
export const referenceRowSchema = object({
  ref_id: rowId().optional(),
  applicant_id: id().required('required_field'),
  customer_id: id().optional(),
  created: serverDate(),
  company: text(200),
  active: flag01(),
  first_name: requiredText(100).when('active', { is: 0, then: () => text(100) }),
  last_name: requiredText(100).when('active', { is: 0, then: () => text(100) }),
  // A removal (active 0) only needs its id: stored values may fail a rule switched on since.
  email: email().when('active', { is: 0, then: () => text(254) }),
  phone: phone().when('active', { is: 0, then: () => text(32) }),
  city: text(100),
  state: stateCode(),
  comment: text(4000),
  status: number().strict().typeError('invalid_entry').integer('invalid_entry').min(0, 'invalid_entry').max(99, 'invalid_entry').optional(),
  ...clientOnlyKeys(),
}).noUnknown(true, 'unknown_field');

export const referenceRowsSchema = array(referenceRowSchema).required('required_field').max(RECORD_ROWS_MAX, 'es_max');

export type ReferenceRowInput = InferType<typeof referenceRowSchema>;
