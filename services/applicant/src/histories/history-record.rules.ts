import { ValidationError } from 'yup';
import { parseServerYmd, validateNumber } from '@attest/contracts';
import { customFieldValueSchema, type CustomFieldValueInput } from '@attest/forms';
import type { ColumnKind, HistoryKind } from './history-kinds';

export const MAX_HISTORY_RECORDS = 200;

export type ColumnValue = string | number | null;

/** One posted record, read: only the columns it carries (an absent key keeps the stored value). */
export interface HistoryInput {
  index: number;
  id: number | null;
  /** active 0 or deleted true: a soft delete. */
  remove: boolean;
  values: Record<string, ColumnValue>;
  customFields: CustomFieldValueInput[] | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
const FLAG: ReadonlyMap<unknown, 0 | 1> = new Map<unknown, 0 | 1>([[0, 0], [1, 1], ['0', 0], ['1', 1], [false, 0], [true, 1]]);

/** A posted value of one column → the stored value, or an error key. */
export function readColumn(kind: ColumnKind, raw: unknown): { value: ColumnValue; error?: string } {
  if (blank(raw)) {
    return { value: null };
  }
  const str = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
  switch (kind.kind) {
    case 'flag':
      return FLAG.has(raw) ? { value: FLAG.get(raw)! } : { value: null, error: 'invalid_entry' };
    case 'text':
      if (str === null) {
        return { value: null, error: 'invalid_entry' };
      }
      return str.length > kind.max ? { value: null, error: 'es_max' } : { value: str };
    case 'money':
      if (str === null || validateNumber(str) || /\.\d{3,}$/.test(str) || str.length > 32) {
        return { value: null, error: 'number_validator' };
      }
      return { value: str };
    case 'count':
      return str !== null && /^\d{1,7}$/.test(str) ? { value: Number(str) } : { value: null, error: 'interger_validator' };
    case 'date':
      return str !== null && parseServerYmd(str) ? { value: str } : { value: null, error: 'es_date' };
    case 'year': {
      const year = str !== null && /^\d{4}$/.test(str) ? Number(str) : NaN;
      return year >= 1900 && year <= 2100 ? { value: str } : { value: null, error: 'invalid_entry' };
    }
  }
}

/**
 * Reads the posted changed records of one history kind. Every problem is collected as `[i].key` → message
 * key. Keys that are not columns (needsReview, temp_id, entity_type ...) are ignored; a removal reads
 * nothing but its id.
 */
export function readHistoryRecords(body: unknown, kind: HistoryKind): { records: HistoryInput[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const records: HistoryInput[] = [];
  if (!Array.isArray(body) || body.length > MAX_HISTORY_RECORDS) {
    return { records, errors: { _: Array.isArray(body) ? 'es_max' : 'invalid_entry' } };
  }
  const seen = new Set<number>();
  body.forEach((raw: unknown, i) => {
    if (!isObject(raw)) {
      errors[`[${i}]`] = 'invalid_entry';
      return;
    }
    const idRaw = raw[kind.idName];
    const id = idRaw == null || idRaw === '' ? null : Number(idRaw);
    if (id !== null && (!Number.isSafeInteger(id) || id <= 0 || seen.has(id))) {
      // Without a usable id the record cannot be told apart from a new one: only this error is reported.
      errors[`[${i}].${kind.idName}`] = 'invalid_entry';
      return;
    }
    if (id !== null) {
      seen.add(id);
    }
    const active = raw.active === undefined ? 1 : FLAG.get(raw.active);
    if (active === undefined) {
      errors[`[${i}].active`] = 'invalid_entry';
    }
    const remove = active === 0 || raw.deleted === true || raw.deleted === 1;
    const values: Record<string, ColumnValue> = {};
    let customFields: CustomFieldValueInput[] | null = null;
    if (!remove) {
      for (const [name, columnKind] of Object.entries(kind.columns)) {
        if (raw[name] === undefined) {
          continue;
        }
        const read = readColumn(columnKind, raw[name]);
        if (read.error) {
          errors[`[${i}].${name}`] = read.error;
        }
        values[name] = read.value;
      }
      customFields = readCustomFields(raw.custom_fields, `[${i}].custom_fields`, errors);
    }
    records.push({ index: i, id, remove, values, customFields });
  });
  return { records, errors };
}

function readCustomFields(raw: unknown, prefix: string, errors: Record<string, string>): CustomFieldValueInput[] | null {
  if (raw == null) {
    return null;
  }
  if (!Array.isArray(raw)) {
    errors[prefix] = 'invalid_entry';
    return null;
  }
  const out: CustomFieldValueInput[] = [];
  raw.forEach((item: unknown, j) => {
    try {
      out.push(customFieldValueSchema.validateSync(item, { abortEarly: true, stripUnknown: true }) as CustomFieldValueInput);
    } catch (err) {
      errors[`${prefix}[${j}]`] = err instanceof ValidationError && typeof err.message === 'string' ? err.message : 'invalid_entry';
    }
  });
  return out;
}
