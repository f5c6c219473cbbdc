import type { TFunction } from 'i18next';
import { isApiError } from '@attest/shared-ui';

/** English of the refusals the configuration editor can meet (Spanish in content-checklists.es.ts). */
const KNOWN: Record<string, string> = {
  invalid_entry: 'The configuration is not complete: the applicant would see an error. Fix the marked keys.',
  no_previous_version: 'There is no earlier saved version to go back to.',
  duplicate_entry: 'That entry already exists.',
  not_found: 'It was not found; it may have been deleted.',
  permission_denied: 'You may not make this change.',
  validation_failed: 'Check the marked fields.',
};

export function configErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? error.messageKey : '';
  return key in KNOWN ? t(key === 'invalid_entry' ? 'emc_unusable' : key, KNOWN[key]) : t('emc_save_failed', 'The configuration could not be saved.');
}

export function configFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? ((error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {}) : {};
}

/** The text of a key's error. */
export function keyErrorText(t: TFunction, reason: string | undefined): string | undefined {
  if (!reason) {
    return undefined;
  }
  const english: Record<string, string> = {
    required_field: 'Required Field',
    invalid_entry: 'Invalid entry',
    unknown_entity_function: 'Not a function the entity manager knows',
    interger_validator: 'Must be a whole number',
    min_above_max: 'The minimum is above the maximum',
  };
  return t(reason, english[reason] ?? reason);
}
