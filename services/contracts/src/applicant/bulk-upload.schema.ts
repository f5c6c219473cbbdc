import { array, boolean, number, object, string } from 'yup';
import { BULK_UPLOAD_CHUNK, BULK_UPLOAD_FIELD_KEYS, BULK_UPLOAD_MAX_ROWS } from './bulk-upload-rules';

const values = object(Object.fromEntries(BULK_UPLOAD_FIELD_KEYS.map((k) => [k, string().max(500, 'es_max')]))).noUnknown(true, 'unknown_field');

/** POST .../bulk-upload/{id}/rows: a chunk of rows. Field rules run in the job, where a bad row is reported, not refused. */
export const bulkUploadRowsSchema = object({
  rows: array(
    object({
      row_no: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(BULK_UPLOAD_MAX_ROWS, 'es_max').required('required_field'),
      values: values.required('required_field'),
    }).noUnknown(true, 'unknown_field'),
  )
    .min(1, 'es_min')
    .max(BULK_UPLOAD_CHUNK, 'es_max')
    .required('required_field'),
}).noUnknown(true, 'unknown_field');

export const createBulkUploadSchema = object({
  send_invitations: boolean().typeError('invalid_entry').required('required_field'),
  location_id: number().typeError('number_validator').integer('interger_validator').positive('es_min').nullable(),
}).noUnknown(true, 'unknown_field');

export const emailCheckSchema = object({
  emails: array(string().max(254, 'es_max').required('required_field')).max(BULK_UPLOAD_CHUNK, 'es_max').required('required_field'),
}).noUnknown(true, 'unknown_field');
