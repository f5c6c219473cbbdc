import { number, object, string, type ObjectSchema } from 'yup';
import { TEMPLATE_TYPE_IDS } from '@attest/contracts';

/** GET /api/v1/templates and GET …/forms: filters (type, category, tag, active, validity, search) and paging. */
export interface TemplateQuery {
  type?: number;
  category?: string;
  tag?: string;
  active?: 'true' | 'false' | 'all';
  validity?: 'valid' | 'invalid';
  search?: string;
  page: number;
  take: number;
}

const blank = (v: unknown, raw: unknown) => (raw === '' ? undefined : v);

export const templateQuerySchema: ObjectSchema<TemplateQuery> = object({
  type: number().transform(blank).typeError('number_validator').oneOf([...TEMPLATE_TYPE_IDS, undefined], 'invalid_entry'),
  category: string().transform(blank).max(100, 'max_length'),
  tag: string().transform(blank).max(100, 'max_length'),
  // Active templates unless asked: a deleted template is inactive.
  active: string().transform(blank).oneOf(['true', 'false', 'all', undefined], 'invalid_entry'),
  validity: string().transform(blank).oneOf(['valid', 'invalid', undefined], 'invalid_entry'),
  search: string().transform(blank).max(100, 'max_length'),
  page: number().transform(blank).typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(100_000, 'invalid_entry').default(1),
  take: number().transform(blank).typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(100, 'invalid_entry').default(25),
}).noUnknown(true, 'unknown_field') as ObjectSchema<TemplateQuery>;

/** GET /api/v1/tags?search=&take= (entity type Template=0). */
export interface TagSearchQuery {
  search?: string;
  take: number;
  entityType: number;
}
export const tagSearchSchema: ObjectSchema<TagSearchQuery> = object({
  search: string().transform(blank).max(100, 'max_length'),
  take: number().transform(blank).typeError('number_validator').integer('interger_validator').min(1, 'invalid_entry').max(100, 'invalid_entry').default(10),
  // Only templates (0) carry tags here; jobs (1) come with the talent service.
  entityType: number().transform(blank).typeError('number_validator').oneOf([0], 'invalid_entry').default(0),
}).noUnknown(true, 'unknown_field') as ObjectSchema<TagSearchQuery>;
