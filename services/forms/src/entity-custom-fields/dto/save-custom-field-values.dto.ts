import { array, mixed, number, object, string, type Schema } from 'yup';

/** One posted value: only entity_custom_field_id, entity_type and value are read (the rest of EntityCustomFieldValue is ignored). */
export interface CustomFieldValueInput {
  entity_custom_field_id: number;
  entity_type: string;
  value: string | null;
}

export const customFieldValueSchema = object({
  entity_custom_field_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required('required_field'),
  entity_type: string().typeError('invalid_entry').matches(/^[A-Za-z0-9_.-]{1,64}$/, 'invalid_entry').required('required_field'),
  value: mixed<string>()
    .nullable()
    .transform((v: unknown) => (typeof v === 'number' ? String(v) : v))
    .test('scalar', 'invalid_entry', (v) => v === undefined || v === null || typeof v === 'string')
    .default(null),
});

export const saveCustomFieldValuesSchema = array(customFieldValueSchema)
  .max(200, 'es_max')
  .required('required_field') as unknown as Schema<CustomFieldValueInput[]>;
