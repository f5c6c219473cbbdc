/**
 * The one place the manager calls the entity-manager rules of @attest/contracts
 * (docs/form-engine.md: rules live only there). This file adapts their signatures to the
 * manager's state and holds no rule of its own.
 */
import {
  canAdd,
  correctDates,
  isConfigUsable,
  meetsMinimum,
  needsReview,
  validateFormValues,
  yearsStillRequired,
  type DynamicField,
  type EntityManagerConfig,
  type EntityRecord,
  type FormErrors,
  type FormValues,
} from '@attest/contracts';

export type DateSide = 'start' | 'end';

export const startPropOf = (config: EntityManagerConfig): string => config.numYearsRequiredStartProp || 'start_date';
export const endPropOf = (config: EntityManagerConfig): string => config.numYearsRequiredEndProp || 'end_date';

export function configUsable(config: unknown): config is EntityManagerConfig {
  return isConfigUsable(config as Partial<EntityManagerConfig> | null);
}

export function recordNeedsReview(record: EntityRecord, config: EntityManagerConfig): boolean {
  return needsReview(record, config.reviewLogic);
}

export function yearsStillRequiredFor(records: EntityRecord[], config: EntityManagerConfig, today: string): number {
  return yearsStillRequired(records, config.numYearsRequired, startPropOf(config), endPropOf(config), today);
}

export function correctRecordDates(record: EntityRecord, config: EntityManagerConfig, changed: DateSide): EntityRecord {
  return correctDates(record, startPropOf(config), endPropOf(config), changed);
}

export const addAllowed = (activeCount: number, max: number | null): boolean => canAdd(activeCount, max);
export const minimumMet = (activeCount: number, min: number | null): boolean => meetsMinimum(activeCount, min);

/** The record form is an applicant form: REQUESTER fields and trigger-hidden fields are not checked. */
export function formErrors(fields: DynamicField[], values: FormValues, today: string): FormErrors {
  return validateFormValues(fields, values, { mode: 'applicant', today });
}
