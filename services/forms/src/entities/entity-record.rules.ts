import { ValidationError } from 'yup';
import { customFieldValueSchema, type CustomFieldValueInput } from '../entity-custom-fields/dto/save-custom-field-values.dto';

/** Keys of an EntityRecord that are columns or client-only, never part of the stored `data`. */
const RESERVED = new Set(['temp_id', 'applicant_id', 'customer_id', 'entity_type', 'active', 'custom_fields', 'start_date', 'end_date', 'needsReview']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DATA = 64 * 1024;
export const MAX_RECORDS = 200;

export interface RecordInput {
  id: number | null;
  data: Record<string, unknown>;
  active: 0 | 1;
  start_date: string | null;
  end_date: string | null;
  custom_fields: CustomFieldValueInput[] | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads the posted changed records; every problem is collected as `[i].key` → message key. */
export function readRecords(body: unknown, idName: string): { records: RecordInput[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const records: RecordInput[] = [];
  if (!Array.isArray(body) || body.length > MAX_RECORDS) {
    return { records, errors: { _: Array.isArray(body) ? 'es_max' : 'invalid_entry' } };
  }
  body.forEach((raw: unknown, i) => {
    if (!isObject(raw)) {
      errors[`[${i}]`] = 'invalid_entry';
      return;
    }
    const idRaw = raw[idName];
    const id = idRaw == null || idRaw === '' ? null : Number(idRaw);
    if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
      errors[`[${i}].${idName}`] = 'invalid_entry';
    }
    const active = raw.active === undefined || raw.active === 1 || raw.active === true || raw.active === '1' ? 1 : raw.active === 0 || raw.active === false || raw.active === '0' ? 0 : null;
    if (active === null) {
      errors[`[${i}].active`] = 'invalid_entry';
    }
    for (const key of ['start_date', 'end_date'] as const) {
      const v = raw[key];
      if (v != null && v !== '' && !(typeof v === 'string' && DATE.test(v))) {
        errors[`[${i}].${key}`] = 'es_date';
      }
    }
    const customFields = readCustomFields(raw.custom_fields, i, errors);
    const data: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (k !== idName && !RESERVED.has(k)) {
        data[k] = v;
      }
    }
    if (JSON.stringify(data).length > MAX_DATA) {
      errors[`[${i}]`] = 'es_max';
    }
    const date = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    records.push({ id, data, active: active ?? 1, start_date: date(raw.start_date), end_date: date(raw.end_date), custom_fields: customFields });
  });
  return { records, errors };
}

function readCustomFields(raw: unknown, i: number, errors: Record<string, string>): CustomFieldValueInput[] | null {
  if (raw == null) {
    return null;
  }
  if (!Array.isArray(raw)) {
    errors[`[${i}].custom_fields`] = 'invalid_entry';
    return null;
  }
  const out: CustomFieldValueInput[] = [];
  raw.forEach((item: unknown, j) => {
    try {
      out.push(customFieldValueSchema.validateSync(item, { abortEarly: true, stripUnknown: true }) as CustomFieldValueInput);
    } catch (err) {
      errors[`[${i}].custom_fields[${j}]`] = err instanceof ValidationError && typeof err.message === 'string' ? err.message : 'invalid_entry';
    }
  });
  return out;
}
