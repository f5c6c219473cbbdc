import { boolean, number, object, string, type ObjectSchema } from 'yup';

const KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const CODE = /^[^<>\n\r]{1,128}$/;
const order = () => number().typeError('number_validator').integer('interger_validator').min(0, 'invalid_entry').max(100000, 'invalid_entry');

export interface AddCodeValueInput {
  category: string;
  code: string;
  value: string;
  sort_order?: number;
  is_default?: boolean;
  active?: boolean;
}
export const addCodeValueSchema: ObjectSchema<AddCodeValueInput> = object({
  category: string().trim().required('required_field').matches(KEY, 'invalid_entry'),
  code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
  value: string().trim().required('required_field').max(255, 'max_length'),
  sort_order: order().optional(),
  is_default: boolean().typeError('invalid_entry').optional(),
  active: boolean().typeError('invalid_entry').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<AddCodeValueInput>;

/** A code value's code and category are its identity (external code maps name them): only these change. */
export interface UpdateCodeValueInput {
  value?: string;
  sort_order?: number;
  is_default?: boolean;
  active?: boolean;
}
export const updateCodeValueSchema: ObjectSchema<UpdateCodeValueInput> = object({
  value: string().trim().min(1, 'required_field').max(255, 'max_length').optional(),
  sort_order: order().optional(),
  is_default: boolean().typeError('invalid_entry').optional(),
  active: boolean().typeError('invalid_entry').optional(),
})
  .noUnknown(true, 'unknown_field')
  .test('something', 'body_required', (v) => v !== undefined && Object.values(v).some((x) => x !== undefined)) as ObjectSchema<UpdateCodeValueInput>;
