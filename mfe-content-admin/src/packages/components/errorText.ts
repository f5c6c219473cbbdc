import type { TFunction } from 'i18next';
import { isApiError } from '@attest/shared-ui';

/** English of the refusals these pages can meet (Spanish in content-packages.es.ts). */
const KNOWN: Record<string, string> = {
  duplicate_entry: 'That entry already exists.',
  template_not_found: 'A template was not found.',
  not_found: 'It was not found; it may have been deleted.',
  permission_denied: 'You may not make this change.',
};

/** The translated text of a failed call: its messageKey when known, else the fallback. */
export function errorText(t: TFunction, error: unknown, fallbackKey: string, fallback: string): string {
  const key = isApiError(error) ? error.messageKey : '';
  return key in KNOWN ? t(key, KNOWN[key]) : t(fallbackKey, fallback);
}
