import type { TFunction } from 'i18next';
import type { Tone } from '@attest/shared-ui';
import { isApiError } from '@attest/shared-ui';

/**
 * English of the answers the transfer and promotion pages can meet (the server's messageKeys, decision 0030);
 * Spanish in services/server/src/seed/translations/content-transfer.es.ts.
 */
export const TRANSFER_MESSAGES: Record<string, string> = {
  environment_not_found: 'That environment was not found.',
  environment_bundle_only: 'Content from another environment comes as a bundle file exported there.',
  transfer_source_not_found: 'That customer was not found.',
  transfer_same_customer: 'The source and target customer are the same.',
  transfer_nothing_chosen: 'Choose at least one template or package.',
  package_not_found: 'A package was not found.',
  template_not_found: 'A template was not found.',
  bundle_not_found: 'That transfer file was not found; import it again.',
  bundle_invalid: 'The file is not a transfer bundle.',
  bundle_version_unsupported: 'This version of the transfer bundle is not supported.',
  bundle_signature_invalid: 'The bundle signature is not valid: it was changed, or comes from an environment with another key.',
  bundle_too_large: 'The transfer bundle is too large.',
  transfer_done: 'Transfer complete.',
  transfer_no_changes: 'No changes: everything was already the same.',
  transfer_failed: 'The transfer failed.',
  blueprint_not_found: 'That blueprint was not found.',
  blueprint_own_customer: "This customer is the blueprint's source; there is nothing to promote.",
  blueprint_inactive: 'This blueprint is not active.',
  blueprint_nothing_chosen: 'Choose at least one item to promote.',
  blueprint_option_disabled: 'This blueprint does not offer that kind of item.',
  blueprint_item_not_found: 'A chosen item is not in the blueprint.',
  permission_denied: 'You may not make this change.',
  customer_forbidden: 'You do not belong to that customer.',
  network_error: 'The server could not be reached. Check the connection and try again.',
};

/** The translated text of a failed call: its messageKey when known, else the page's fallback. */
export function transferErrorText(t: TFunction, error: unknown, fallbackKey: string, fallback: string): string {
  const key = isApiError(error) ? error.messageKey : typeof error === 'string' ? error : '';
  return key in TRANSFER_MESSAGES ? t(key, TRANSFER_MESSAGES[key]) : t(fallbackKey, fallback);
}

export type ChangeStatusWord = 'new' | 'changed' | 'same' | 'conflict';

/** Each preview state as a badge: key, English and tone. */
export const STATUS_BADGES: Record<ChangeStatusWord, [string, string, Tone]> = {
  new: ['transfer_status_new', 'New', 'info'],
  changed: ['transfer_status_changed', 'Changed', 'warning'],
  same: ['transfer_status_same', 'Same', 'neutral'],
  conflict: ['transfer_status_conflict', 'Conflict', 'danger'],
};

/** Why an item conflicts (template-plan.ts, package-content.ts). */
export const CONFLICT_REASONS: Record<string, [string, string]> = {
  duplicate_external_id: ['transfer_reason_duplicate_external_id', 'The external id is ambiguous: several templates have it.'],
  duplicate_name: ['transfer_reason_duplicate_name', 'The name is ambiguous: several items have it.'],
  name_taken: ['transfer_reason_name_taken', 'A template with this name but another external id is already there.'],
  template_conflict: ['transfer_reason_template_conflict', 'One of its templates is in conflict.'],
};

export function reasonText(t: TFunction, reason: string): string {
  const known = CONFLICT_REASONS[reason];
  return known ? t(known[0], known[1]) : reason;
}
