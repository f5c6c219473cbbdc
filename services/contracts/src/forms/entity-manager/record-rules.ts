import { ENTITY_MANAGER_REQUIRED_KEYS, type EntityManagerConfig, type EntityRecord } from '../entity-manager-types';
import { parseServerDateTime } from '../rules/server-date';

const CUSTOM_FIELD_PREFIX = 'custom_fields->';

/** A record property, or a custom field's value for `custom_fields->name`. */
export function recordValue(record: EntityRecord, name: string): unknown {
  if (name.startsWith(CUSTOM_FIELD_PREFIX)) {
    const cfName = name.slice(CUSTOM_FIELD_PREFIX.length);
    return (record.custom_fields ?? []).find((cf) => cf.name === cfName)?.value;
  }
  return record[name];
}

/** Active and any required field of the review logic is undefined or null. */
export function needsReview(record: EntityRecord, reviewLogic: EntityManagerConfig['reviewLogic']): boolean {
  if (record.active !== 1 || !reviewLogic?.requiredFields?.length) {
    return false;
  }
  return reviewLogic.requiredFields.some((name) => recordValue(record, name) == null);
}

const time = (v: unknown) => (typeof v === 'string' ? (parseServerDateTime(v)?.date.getTime() ?? null) : null);

/**
 * An end date before the start date is set to the start date; a start date after the end date is set to the
 * end date. Both describe the same conflict, so which side moves depends on which one the user changed:
 * `changed` 'start' moves the start to the end; 'end' (the default, and what a form without that
 * knowledge gets) moves the end to the start. Answers a new record; unchanged when no conflict.
 */
export function correctDates<T extends EntityRecord>(record: T, startProp = 'start_date', endProp = 'end_date', changed: 'start' | 'end' = 'end'): T {
  const start = time(record[startProp]);
  const end = time(record[endProp]);
  if (start == null || end == null || end >= start) {
    return record;
  }
  return changed === 'start' ? { ...record, [startProp]: record[endProp] } : { ...record, [endProp]: record[startProp] };
}

/** The add control is blocked once active records reach the maximum, if a maximum is set. */
export function canAdd(activeCount: number, max: number | null | undefined): boolean {
  return max == null || max <= 0 || activeCount < max;
}

/** At least the minimum number of active records (no minimum → met). */
export function meetsMinimum(activeCount: number, min: number | null | undefined): boolean {
  return min == null || activeCount >= min;
}

export function activeCount(records: readonly EntityRecord[]): number {
  return records.filter((r) => r.active === 1).length;
}

/** Without entityIdName, formConfig, the get and save functions and tableConfig the manager is in its backend-error state. */
export function isConfigUsable(config: Partial<EntityManagerConfig> | null | undefined): boolean {
  if (!config) {
    return false;
  }
  return ENTITY_MANAGER_REQUIRED_KEYS.every((key) => {
    const v = config[key];
    return v != null && v !== '';
  });
}
