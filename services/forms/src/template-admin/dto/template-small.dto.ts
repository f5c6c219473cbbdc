import { number, object, type ObjectSchema } from 'yup';
import { nullableText, tagList, text } from './form-values';

/** POST form-encoded …/forms/{formId}/category. */
export interface CategoryInput {
  category: string;
}
export const categorySchema: ObjectSchema<CategoryInput> = object({
  category: text(100).required('required_field').min(1, 'required_field'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<CategoryInput>;

/** POST form-encoded /api/customers/{customerId}/tags/{templateId}: the template's whole set of tags. */
export interface TagsInput {
  tags: string[];
}
export const tagsSchema: ObjectSchema<TagsInput> = object({
  tags: tagList().required('required_field'),
}).noUnknown(true, 'unknown_field') as unknown as ObjectSchema<TagsInput>;

/** POST /api/v1/templates/{id}/field/{fieldId}/default-option. */
export interface DefaultOptionInput {
  code: string;
}
export const defaultOptionSchema: ObjectSchema<DefaultOptionInput> = object({
  code: text(128).required('required_field').min(1, 'required_field'),
}).noUnknown(true, 'unknown_field') as ObjectSchema<DefaultOptionInput>;

/** POST /api/v1/templates/history/query: who changed what (a template, an action, a date range), newest first. */
export interface HistoryQueryInput {
  template_id?: number;
  action?: string | null;
  from?: string | null;
  to?: string | null;
  page: number;
  take: number;
}
const day = () => nullableText(10).matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date', excludeEmptyString: true });
export const historyQuerySchema: ObjectSchema<HistoryQueryInput> = object({
  template_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry'),
  action: nullableText(32),
  from: day(),
  to: day(),
  page: number().typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(100_000, 'invalid_entry').default(1),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(100, 'invalid_entry').default(25),
}).noUnknown(true, 'unknown_field') as ObjectSchema<HistoryQueryInput>;

