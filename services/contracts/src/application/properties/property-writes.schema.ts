import { array, mixed, object, string, type InferType } from 'yup';
import { normalisePropertyState } from './parse-property-write';
import { PROPERTY_MULTI_SEPARATOR, PROPERTY_VALUE_MAX } from './property-keys';

/** Most writes one PATCH may carry. */
export const PROPERTY_WRITES_MAX = 200;

type PropertyValueInput = string | string[] | null;

/** The stored text of a value: lists (multi-values) are joined by '||'. */
export function propertyValueText(value: PropertyValueInput | undefined): string | null {
  if (value == null) {
    return null;
  }
  return Array.isArray(value) ? value.join(PROPERTY_MULTI_SEPARATOR) : value;
}

const isValueShape = (v: unknown): v is PropertyValueInput =>
  v === null || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

const propertyValue = mixed<string | string[]>()
  .nullable()
  .test('defined', 'required_field', (v) => v !== undefined)
  .test('shape', 'invalid_entry', (v) => v === undefined || isValueShape(v))
  .test('max', 'es_max', (v) => !isValueShape(v) || (propertyValueText(v)?.length ?? 0) <= PROPERTY_VALUE_MAX);

/**
 * PATCH /api/v1/properties/multi (and the staff variant): a list of {code, value, state}. The value is a
 * string, null (removes the property) or a list of strings (stored joined by '||'); state is '' / null
 * for a general property or a 2-letter US state / Canadian province. Whether the code is known is decided
 * by parsePropertyWrite (the server answers unknown_property for the whole batch). Validate with
 * `stripUnknown: false`: yup otherwise drops unknown keys silently instead of refusing them.
 */
export const propertyWritesSchema = array(
  object({
    code: string().strict().typeError('invalid_entry').required('required_field').max(70, 'es_max'),
    value: propertyValue,
    state: string().strict().typeError('invalid_entry').nullable().optional().test('state', 'invalid_entry', (v) => normalisePropertyState(v) !== null),
  }).noUnknown(true, 'unknown_field'),
)
  .required('required_field')
  .max(PROPERTY_WRITES_MAX, 'es_max');

export type PropertyWritesInput = InferType<typeof propertyWritesSchema>;
