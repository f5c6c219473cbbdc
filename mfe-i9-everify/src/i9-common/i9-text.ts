import { I9_MESSAGES_EN, type FieldError } from '@attest/contracts';
import { FIELD_MESSAGE_FALLBACKS, isApiError, type useT } from '@attest/shared-ui';

export type Translate = ReturnType<typeof useT>['t'];

/**
 * The texts of the message keys the I-9 screens can meet that neither contracts' I9_MESSAGES_EN nor the form
 * engine's FIELD_MESSAGE_FALLBACKS holds: the server's answers (section1.service, section2.service, the
 * exception filter). Written as t('key', 'English') so the Spanish coverage spec sees them.
 */
function serverMessage(t: Translate, key: string): string | null {
  switch (key) {
    case 'i9_dob_mismatch':
      return t('i9_dob_mismatch', 'This date of birth is not the one in your profile');
    case 'i9_ssn_mismatch':
      return t('i9_ssn_mismatch', 'This Social Security number is not the one in your profile');
    case 'i9_section1_mismatch':
      return t('i9_section1_mismatch', 'Some of what you entered differs from your profile.');
    case 'i9_nothing_to_sign':
      return t('i9_nothing_to_sign', 'There is nothing to sign yet: save your Section 1 first.');
    case 'i9_employee_must_sign':
      return t('i9_employee_must_sign', 'Only the employee may sign Section 1.');
    case 'i9_section1_not_signed':
      return t('i9_section1_not_signed', 'The employee has not signed Section 1 yet.');
    case 'i9_section2_signed':
      return t('i9_section2_signed', 'Section 2 is already signed.');
    case 'validation_failed':
      return t('i9_validation_failed', 'Some fields are not valid. Check the fields marked below.');
    case 'permission_denied':
      return t('i9_permission_denied', 'You do not have permission to do this.');
    case 'not_found':
      return t('i9_not_found', 'This I-9 no longer exists or is not in your locations.');
    case 'network_error':
      return t('i9_network_error', 'The server cannot be reached. Check your connection and try again.');
    case 'unauthorized':
      return t('i9_unauthorized', 'Please sign in again.');
    default:
      return null;
  }
}

/** The text of a rule or server message key, with its parameters; unknown keys read as a general error. */
export function i9MessageText(
  t: Translate,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const known = serverMessage(t, key);
  if (known) {
    return known;
  }
  const fallback = I9_MESSAGES_EN[key] ?? FIELD_MESSAGE_FALLBACKS[key];
  if (!fallback) {
    return t('i9_unexpected_error', 'Something went wrong. Please try again.');
  }
  const bound = params.bound ?? params.max ?? params.min ?? '';
  return t(key, { ...params, bound, defaultValue: fallback });
}

/** A field error (from section1Schema/section2Schema or the server) as text; null when there is none. */
export function i9ErrorText(t: Translate, error: FieldError | string | null | undefined): string | null {
  if (!error) {
    return null;
  }
  return typeof error === 'string' ? i9MessageText(t, error) : i9MessageText(t, error.key, error.params);
}

/** The message of a failed call. */
export function apiErrorText(t: Translate, error: unknown): string {
  return i9MessageText(t, isApiError(error) ? error.messageKey : 'unexpected_error');
}

/** `details.fields` of a refused call (`{ name: key }`), or none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  return fields && typeof fields === 'object' ? { ...fields } : {};
}
