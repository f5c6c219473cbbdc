import {
  joinMulti,
  recordValue,
  type DynamicField,
  type EntityCustomFieldValue,
  type EntityRecord,
  type FieldValue,
  type FormValues,
} from '@attest/contracts';

/** Spec §3: a custom field is addressed in formConfig, tableConfig and reviewLogic as `custom_fields->name` (read with contracts' recordValue). */
export const CUSTOM_FIELD_PREFIX = 'custom_fields->';

const customFieldName = (fieldName: string): string | null =>
  fieldName.startsWith(CUSTOM_FIELD_PREFIX) ? fieldName.slice(CUSTOM_FIELD_PREFIX.length) : null;

const asFieldValue = (raw: unknown): FieldValue => {
  if (raw === undefined || raw === null) {
    return null;
  }
  if (Array.isArray(raw)) {
    return raw.map(String);
  }
  return String(raw);
};

/** The value of a record's field or custom field, as the form engine holds values (string, list or null). */
export function readEntityField(record: EntityRecord, fieldName: string): FieldValue {
  return asFieldValue(recordValue(record, fieldName));
}

export function recordToValues(record: EntityRecord, fields: DynamicField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] = readEntityField(record, field.name);
  }
  return values;
}

const storedCustomValue = (value: FieldValue): string | null =>
  Array.isArray(value) ? joinMulti(value) : value;

/**
 * Writes form values back onto a copy of the record. A custom field the record does not carry yet
 * is created from its definition (a new record has none); without a definition it cannot be saved
 * and is left out.
 */
export function applyValues(
  record: EntityRecord,
  values: FormValues,
  definitions: EntityCustomFieldValue[],
): EntityRecord {
  const next: EntityRecord = { ...record, custom_fields: [...(record.custom_fields ?? [])] };
  for (const [name, value] of Object.entries(values)) {
    const custom = customFieldName(name);
    if (custom === null) {
      next[name] = value;
      continue;
    }
    const index = next.custom_fields.findIndex((cf) => cf.name === custom);
    if (index >= 0) {
      next.custom_fields[index] = { ...next.custom_fields[index], value: storedCustomValue(value) };
      continue;
    }
    const definition = definitions.find((d) => d.name === custom);
    if (definition) {
      next.custom_fields.push({ ...definition, id: null, entity_id: null, value: storedCustomValue(value) });
    }
  }
  return next;
}

/** The record without client-only keys: what is compared for changes and what is sent. */
export function withoutClientKeys(record: EntityRecord): EntityRecord {
  const { needsReview: _needsReview, ...rest } = record;
  return rest as EntityRecord;
}

/** A record never stored has no value in its id field. */
export function isNewRecord(record: EntityRecord, idName: string): boolean {
  return record[idName] === undefined || record[idName] === null;
}

/** Records that differ from what was loaded (needsReview ignored), plus new ones; never a deleted new one. */
export function changedRecords(records: EntityRecord[], loaded: EntityRecord[], idName: string): EntityRecord[] {
  const original = new Map(loaded.map((r) => [r.temp_id, JSON.stringify(withoutClientKeys(r))]));
  return records
    .filter((record) => {
      if (isNewRecord(record, idName)) {
        return record.active === 1;
      }
      return original.get(record.temp_id) !== JSON.stringify(withoutClientKeys(record));
    })
    .map(withoutClientKeys);
}

/**
 * Spec §8: a load answer is unexpected when it is not a list, or is non-empty and a record lacks the
 * configured id field or a custom field lacks entity_type.
 */
export function isExpectedEntityList(answer: unknown, idName: string): answer is EntityRecord[] {
  if (!Array.isArray(answer)) {
    return false;
  }
  return answer.every((item: unknown) => {
    if (typeof item !== 'object' || item === null || !(idName in item)) {
      return false;
    }
    const customFields = (item as { custom_fields?: unknown }).custom_fields;
    if (customFields === undefined || customFields === null) {
      return true;
    }
    return (
      Array.isArray(customFields) &&
      customFields.every((cf: unknown) => typeof cf === 'object' && cf !== null && typeof (cf as { entity_type?: unknown }).entity_type === 'string')
    );
  });
}

/** temp_id is the server id (spec §3); custom_fields always a list; active defaults to 1. */
export function normaliseLoadedRecords(records: EntityRecord[], idName: string): EntityRecord[] {
  return records.map((record) => ({
    ...record,
    temp_id: typeof record[idName] === 'number' ? (record[idName] as number) : Number(record[idName] ?? record.temp_id),
    active: record.active === 0 ? 0 : 1,
    custom_fields: record.custom_fields ?? [],
  }));
}

let lastTempId = 0;
/** A client timestamp for a new record, made unique when two are created in the same millisecond. */
export function nextTempId(): number {
  lastTempId = Math.max(Date.now(), lastTempId + 1);
  return lastTempId;
}

export function newRecord(idName: string, applicantId: number | string): EntityRecord {
  return {
    [idName]: null,
    temp_id: nextTempId(),
    applicant_id: Number(applicantId),
    active: 1,
    custom_fields: [],
  };
}
