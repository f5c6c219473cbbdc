import type { TFunction } from 'i18next';
import { fieldText } from '../admin-common/error-text';

/** English of the field errors only these screens meet; others come from the shared field messages. */
const FALLBACKS: Record<string, string> = {
  language_not_offered: 'Add this language to the account first.',
  location_code_taken: 'This code is already used by another location.',
};

export function locationFieldText(t: TFunction, key: string | undefined | null): string | undefined {
  if (!key) {
    return undefined;
  }
  return FALLBACKS[key] ? t(key, FALLBACKS[key]) : fieldText(t, key);
}
