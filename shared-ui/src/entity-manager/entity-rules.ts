/**
 * The one place the manager calls the entity-manager rules of @attest/contracts
 * (docs/form-engine.md: rules live only there). This file adapts their signatures to the
 * manager's state and holds no rule of its own.
 */
import type { DynamicField, EntityManagerConfig, EntityRecord, FormErrors, FormValues } from '@attest/contracts';

export type DateSide = 'start' | 'end';

// PENDING: wired to @attest/contracts as each rule lands.
export function configUsable(config: unknown): config is EntityManagerConfig {
  return typeof config === 'object' && config !== null;
}
export function recordNeedsReview(_record: EntityRecord, _config: EntityManagerConfig): boolean {
  return false;
}
export function yearsStillRequiredFor(_records: EntityRecord[], _config: EntityManagerConfig, _today: string): number {
  return 0;
}
export function correctRecordDates(values: FormValues, _changed: DateSide, _startProp: string, _endProp: string): FormValues {
  return values;
}
export function addAllowed(_activeCount: number, _max: number | null): boolean {
  return true;
}
export function minimumMet(_activeCount: number, _min: number | null): boolean {
  return true;
}
export function formErrors(_fields: DynamicField[], _values: FormValues): FormErrors {
  return {};
}
