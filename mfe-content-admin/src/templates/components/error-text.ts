import type { TFunction } from 'i18next';
import { fieldErrorText, isApiError } from '@attest/shared-ui';

/** English fallbacks of the server's messageKeys these pages can meet; the key is translated first. */
const API_ERROR_FALLBACKS: Record<string, string> = {
  validation_failed: 'Some fields are not valid.',
  permission_denied: 'You do not have permission to do this.',
  template_in_use: 'An open signature request still uses this template. Try again once it is signed or expired.',
  field_has_no_options: 'This field has no options.',
  not_found: 'It no longer exists. Reload the page.',
  upload_type_not_accepted: 'This type of file is not accepted. Use a PDF.',
  upload_content_mismatch: 'The file\'s content does not match its type.',
  upload_too_large: 'The file is too large (30 MB at most).',
  upload_empty: 'The file is empty.',
  upload_file_required: 'Choose a file.',
  network_error: 'The server cannot be reached. Check your connection and try again.',
  unexpected_error: 'Something went wrong. Please try again.',
};

/** The translated message of a failed call. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const key = isApiError(error) ? error.messageKey : 'unexpected_error';
  return t(key, API_ERROR_FALLBACKS[key] ?? API_ERROR_FALLBACKS.unexpected_error);
}

/** English of the field error keys the template forms can receive from the server. */
const FIELD_FALLBACKS: Record<string, string> = {
  invalid_json: 'Enter valid JSON (an object in braces).',
  invalid_url: 'Enter an address starting with https:// or /.',
  invalid_entry: 'This value is not accepted.',
  max_length: 'Too long.',
};

/** The text of each field error of a 400 answer (`details.fields`). */
export function apiFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  if (!fields || typeof fields !== 'object') {
    return {};
  }
  return Object.fromEntries(
    Object.entries(fields as Record<string, string>).map(([name, key]) => [
      name,
      FIELD_FALLBACKS[key] ? t(key, FIELD_FALLBACKS[key]) : (fieldErrorText((k, o) => t(k, o ?? {}), { key, params: {} }) ?? key),
    ]),
  );
}
