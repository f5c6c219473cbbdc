import { array, number, object, string, type ObjectSchema } from 'yup';

const KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const CODE = /^[^<>\n\r]{1,128}$/;

export interface CodeMapEntryInput {
  /** Optional; when given it must be the customer in the path (or of the session). */
  customer_id?: number;
  category: string;
  code: string;
  external_code: string;
}

const entryShape = {
  customer_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  category: string().trim().required('required_field').matches(KEY, 'invalid_entry'),
  code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
  external_code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
};

export const codeMapEntrySchema: ObjectSchema<CodeMapEntryInput> = object(entryShape).noUnknown(true, 'unknown_field') as ObjectSchema<CodeMapEntryInput>;

export interface CodeMapEditInput {
  old: CodeMapEntryInput;
  new: CodeMapEntryInput;
}
/** The spec's edit shape: the entry as it was and as it should be. */
export const codeMapEditSchema: ObjectSchema<CodeMapEditInput> = object({
  old: codeMapEntrySchema.required('required_field').default(undefined),
  new: codeMapEntrySchema.required('required_field').default(undefined),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CodeMapEditInput>;

export const codeMapEntryListSchema = array(codeMapEntrySchema.required('required_field')).min(1, 'required_field').max(500, 'max_length').required('required_field');
export const codeMapEditListSchema = array(codeMapEditSchema.required('required_field')).min(1, 'required_field').max(500, 'max_length').required('required_field');
