import { array, number, object, string, type ObjectSchema } from 'yup';

const id = () => number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TransferContentInput {
  template_ids?: number[];
  package_ids?: number[];
}

/** Templates and packages of the source customer; a package brings its templates. */
export const exportBundleSchema: ObjectSchema<TransferContentInput> = object({
  template_ids: array(id().required('required_field')).max(2000, 'max_length').optional(),
  package_ids: array(id().required('required_field')).max(500, 'max_length').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<TransferContentInput>;

export interface TransferSelectionInput extends TransferContentInput {
  /** The environment's name (GET /api/v1/customerEnvironment); absent means this one. */
  source_environment?: string;
  /** A customer of this environment the caller manages content of. */
  source_customer_id?: number;
  /** Or a bundle imported from another environment (POST .../bulktransfer/import). */
  bundle_id?: string;
}

export const transferSelectionSchema: ObjectSchema<TransferSelectionInput> = object({
  source_environment: string().trim().max(100, 'max_length').optional(),
  source_customer_id: id().optional(),
  bundle_id: string().trim().matches(UUID, 'invalid_entry').optional(),
  template_ids: array(id().required('required_field')).max(2000, 'max_length').optional(),
  package_ids: array(id().required('required_field')).max(500, 'max_length').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<TransferSelectionInput>;

export interface SourceEnvInput {
  environment: string;
}

export const sourceEnvSchema: ObjectSchema<SourceEnvInput> = object({
  environment: string().trim().required('required_field').max(100, 'max_length'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<SourceEnvInput>;
