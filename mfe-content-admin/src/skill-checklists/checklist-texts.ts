import type { TFunction } from 'i18next';
import { isApiError } from '@attest/shared-ui';

/** English of the refusals the checklists manager can meet (Spanish in content-checklists.es.ts). */
const KNOWN: Record<string, string> = {
  duplicate_entry: 'That entry already exists.',
  job_category_not_found: 'A job category was not found.',
  location_not_found: 'A location was not found.',
  checklist_item_answered: 'An item you removed was answered on a signed or completed checklist; it cannot be removed.',
  not_found: 'It was not found; it may have been deleted.',
  permission_denied: 'You may not make this change.',
};

export function checklistErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? error.messageKey : '';
  return key in KNOWN ? t(key, KNOWN[key]) : t('scl_save_failed', 'The checklist could not be saved.');
}

/** The server's field errors (`details.fields`), keyed as the editor's inputs are. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) {
    return {};
  }
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  return fields ?? {};
}

/** The text of a field error key. */
export function fieldErrorText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) {
    return undefined;
  }
  const english: Record<string, string> = {
    required_field: 'Required Field',
    invalid_entry: 'Invalid entry',
    duplicate_entry: 'That entry already exists.',
    scale_levels: 'The scale has four levels.',
    too_many_items: 'A checklist holds at most 500 items.',
  };
  return t(key, english[key] ?? key);
}
