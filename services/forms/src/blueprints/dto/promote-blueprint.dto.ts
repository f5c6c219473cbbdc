import { array, boolean, number, object, string, type ObjectSchema } from 'yup';

const KEY = /^[A-Za-z0-9_.-]{1,64}$/;
const CODE = /^[^<>\n\r]{1,128}$/;
const id = () => number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');

export interface PromoteBlueprintInput {
  blueprint_id: number;
  /** Template ids of the blueprint's customer. */
  template_ids?: number[];
  external_code_maps?: { category: string; code: string; external_code: string }[];
  code_values?: { category: string; code: string }[];
  /** true: answer what would change and change nothing. */
  preview?: boolean;
}

export const promoteBlueprintSchema: ObjectSchema<PromoteBlueprintInput> = object({
  blueprint_id: id().required('required_field'),
  template_ids: array(id().required('required_field')).max(1000, 'max_length').optional(),
  external_code_maps: array(
    object({
      category: string().trim().required('required_field').matches(KEY, 'invalid_entry'),
      code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
      external_code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
    }).noUnknown(true, 'unknown_field'),
  ).max(5000, 'max_length').optional(),
  code_values: array(
    object({
      category: string().trim().required('required_field').matches(KEY, 'invalid_entry'),
      code: string().trim().required('required_field').matches(CODE, 'invalid_entry'),
    }).noUnknown(true, 'unknown_field'),
  ).max(5000, 'max_length').optional(),
  preview: boolean().typeError('invalid_entry').optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<PromoteBlueprintInput>;
