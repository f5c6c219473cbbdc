import type { TFunction } from 'i18next';
import { fieldErrorText } from '@attest/shared-ui';

/** English fallbacks of the password policy's keys (contracts' passwordProblem), beside the shared field messages. */
const PASSWORD_FALLBACKS: Record<string, string> = {
  password_too_short: 'At least 8 characters',
  password_too_long: 'At most 128 characters',
  password_needs_letter_and_digit: 'Use at least one letter and one digit',
  passwords_do_not_match: 'The passwords do not match',
};

/** The text of a field error key (client rule or server answer). */
export function fieldError(t: TFunction, key: string | undefined | null): string | undefined {
  if (!key) {
    return undefined;
  }
  if (PASSWORD_FALLBACKS[key]) {
    return t(key, PASSWORD_FALLBACKS[key]);
  }
  return fieldErrorText((k, options) => t(k, options ?? {}), { key }) ?? undefined;
}
