import type { TFunction } from 'i18next';
import { fieldErrorText, isApiError } from '@attest/shared-ui';

/** English fallbacks of the server's messageKeys these screens can meet; the key is translated first. */
const API_ERROR_FALLBACKS: Record<string, string> = {
  validation_failed: 'Some fields are not valid.',
  permission_denied: 'You do not have permission to do this.',
  forbidden_party: 'This page is for staff users only.',
  system_role_read_only: 'System roles cannot be changed. Copy the role to adapt it.',
  role_in_use: 'This role is still assigned to users.',
  duplicate_email: 'A user with this email already exists.',
  not_found: 'It no longer exists. Reload the page.',
  network_error: 'The server cannot be reached. Check your connection and try again.',
  unauthorized: 'Please sign in again.',
  unexpected_error: 'Something went wrong. Please try again.',
  // Issue 17: locations, languages and translations.
  default_language_not_removable: 'The default language cannot be removed.',
  language_used_by_location: 'A location still offers this language. Remove it from the location first.',
  language_already_added: 'This language has already been added.',
  bulk_rows_invalid: 'Some rows are not valid. Nothing was added.',
};

/** The translated message of a failed call. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? error.messageKey : 'unexpected_error';
  return t(key, API_ERROR_FALLBACKS[key] ?? API_ERROR_FALLBACKS.unexpected_error);
}

/** The field errors of a 400 answer (`details.fields`), or none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  return fields && typeof fields === 'object' ? fields : {};
}

/** The text of a field error key from the Yup schema or the server; `value` fills `{{value}}` (duplicate_email). */
export function fieldText(t: TFunction, key: string | undefined | null, value?: string): string | undefined {
  if (!key) {
    return undefined;
  }
  return (
    fieldErrorText((k, options) => t(k, options ?? {}), { key, params: { value: value ?? '', bound: '' } }) ??
    undefined
  );
}
