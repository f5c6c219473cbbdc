import { array, number, object, type InferType } from 'yup';
import { clientOnlyKeys, deletedFlag, flag01, RECORD_ROWS_MAX, requiredText, rowId, serverDate, stateCode, text } from './record-rules';

/**
 * One professional license row of POST /api/v2/customers/{c}/applicants/{a}/licenses. A row without
 * license_id is new; deleted: true removes it (then only its id matters). license_number may come back
 * masked as answered: an unchanged mask keeps the stored number.
 */
export const licenseRowSchema = object({
  license_id: rowId().optional(),
  applicant_id: number().strict().typeError('invalid_entry').integer('invalid_entry').positive('invalid_entry').optional(),
  license_type: requiredText(100).when('deleted', { is: true, then: () => text(100) }),
  license_number: text(64),
  state: stateCode(),
  expiration_date: serverDate(),
  active: flag01(),
  notes: text(2000),
  external_id: text(128),
  deleted: deletedFlag(),
  ...clientOnlyKeys(),
}).noUnknown(true, 'unknown_field');

export const licenseRowsSchema = array(licenseRowSchema).required('required_field').max(RECORD_ROWS_MAX, 'es_max');

export type LicenseRowInput = InferType<typeof licenseRowSchema>;
