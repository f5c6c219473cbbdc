import {
  computeFieldStates,
  correctDates,
  DATATYPE,
  isEmptyValue,
  isStateCode,
  type EntityManagerConfig,
  type EntityRecord,
  type FieldValue,
  type FormValues,
} from '@attest/contracts';
import type { HistoryKind } from './history-kinds';
import type { ColumnValue } from './history-record.rules';

const CUSTOM_FIELD_PREFIX = 'custom_fields->';
const DEFAULT_WORK_HISTORY_REQUIRED = 1;

/** The record after a save, as checked: its columns and its custom field values by name. */
export interface MergedRecord {
  columns: Record<string, ColumnValue>;
  custom: Record<string, string | null>;
}

const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * The minimum number of active records, as the entity manager computes it: for work history the
 * customer's num_work_history_required when set (0 → none), else the configured minEntities, else 1 for
 * work history; none for other types.
 */
export function historyMinimum(kind: HistoryKind, config: Partial<EntityManagerConfig>, numWorkHistoryRequired: string | null): number | null {
  if (kind.entityType === 'work_history' && numWorkHistoryRequired !== null && /^\s*\d{1,4}\s*$/.test(numWorkHistoryRequired)) {
    return positive(Number(numWorkHistoryRequired));
  }
  const configured = positive(config.minEntities);
  if (configured !== null) {
    return configured;
  }
  return kind.entityType === 'work_history' ? DEFAULT_WORK_HISTORY_REQUIRED : null;
}

/** A maximum of 0 or none means no maximum. */
export function historyMaximum(config: Partial<EntityManagerConfig>): number | null {
  return positive(config.maxEntities);
}

/** An end date before the start date becomes the start date (the client's correctDates, end changed). */
export function withCorrectedDates(columns: Record<string, ColumnValue>): Record<string, ColumnValue> {
  if (!('start_date' in columns) || !('end_date' in columns)) {
    return columns;
  }
  const record = { ...columns, temp_id: 0, applicant_id: 0, active: 1, custom_fields: [] } as unknown as EntityRecord;
  const corrected = correctDates(record, 'start_date', 'end_date');
  return { ...columns, end_date: corrected.end_date as ColumnValue };
}

const asFieldValue = (v: ColumnValue | undefined): FieldValue => (v === null || v === undefined ? null : String(v));

/**
 * Field errors of one active record against the customer's form: each active required field that the
 * form shows (triggers applied) must hold a value; a state field (datatype 27) must hold a state or
 * province code. Fields that are neither columns nor custom fields cannot be stored and are not checked.
 */
export function recordFieldErrors(config: Partial<EntityManagerConfig>, kind: HistoryKind, record: MergedRecord, prefix: string): Record<string, string> {
  const fields = (config.formConfig?.fields ?? []).filter((f) => f && typeof f.name === 'string' && f.active !== false);
  const values: FormValues = {};
  for (const f of fields) {
    values[f.name] = f.name.startsWith(CUSTOM_FIELD_PREFIX) ? (record.custom[f.name.slice(CUSTOM_FIELD_PREFIX.length)] ?? null) : asFieldValue(record.columns[f.name]);
  }
  const states = computeFieldStates(fields, values);
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const storable = f.name.startsWith(CUSTOM_FIELD_PREFIX) || f.name in kind.columns;
    if (!storable || states[f.name]?.visible === false) {
      continue;
    }
    const value = values[f.name];
    if (f.required && isEmptyValue(value)) {
      errors[`${prefix}.${f.name}`] = 'required_field';
    } else if (f.datatype_id === DATATYPE.STATE && typeof value === 'string' && value !== '' && !isStateCode(value)) {
      errors[`${prefix}.${f.name}`] = 'invalid_entry';
    }
  }
  return errors;
}
