import { boolean, number, object, string, type ObjectSchema } from 'yup';

export interface CredentialTypeInput {
  name: string;
  alt_id?: string | null;
  description?: string | null;
  requires_expiration?: boolean;
  has_back?: boolean;
  active?: boolean;
}
const fields = {
  alt_id: string().trim().max(100, 'max_length').nullable().optional(),
  description: string().max(4000, 'max_length').nullable().optional(),
  requires_expiration: boolean().typeError('invalid_entry').optional(),
  has_back: boolean().typeError('invalid_entry').optional(),
  active: boolean().typeError('invalid_entry').optional(),
};
export const credentialTypeSchema: ObjectSchema<CredentialTypeInput> = object({
  name: string().trim().required('required_field').max(255, 'max_length'),
  ...fields,
}).noUnknown(true, 'unknown_field') as ObjectSchema<CredentialTypeInput>;

export type CredentialTypePatch = Partial<CredentialTypeInput>;
export const credentialTypePatchSchema: ObjectSchema<CredentialTypePatch> = object({
  name: string().trim().min(1, 'required_field').max(255, 'max_length').optional(),
  ...fields,
}).noUnknown(true, 'unknown_field') as ObjectSchema<CredentialTypePatch>;

export interface CredentialTypeQuery {
  search?: string;
  active?: boolean;
  skip?: number;
  take?: number;
}
export const credentialTypeQuerySchema: ObjectSchema<CredentialTypeQuery> = object({
  search: string().trim().max(255, 'max_length').optional(),
  active: boolean().typeError('invalid_entry').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'invalid_entry').optional(),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(200, 'max_length').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CredentialTypeQuery>;
