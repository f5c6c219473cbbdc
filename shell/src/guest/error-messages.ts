import type { TFunction } from 'i18next';
import { isApiError } from '../light/ui';

/** English fallbacks of the server's messageKeys the guest pages can meet; the key itself is translated first. */
const FALLBACKS: Record<string, string> = {
  invalid_credentials: 'The email or password is not correct.',
  account_locked: 'Your account is locked. Try again later or reset your password.',
  too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
  email_not_confirmed: 'Please confirm your email address first: follow the link in the email we sent you.',
  email_taken: 'An account with this email already exists.',
  duplicate_email: 'An account with this email already exists.',
  token_invalid_or_expired: 'This link is not valid or has expired. Please ask for a new one.',
  invalid_token: 'This link is not valid.',
  token_expired: 'This link has expired. Please ask for a new one.',
  token_used: 'This link has already been used.',
  validation_failed: 'Some fields are not valid.',
  customer_not_found: 'This portal does not exist.',
  party_mismatch: 'This page needs a different kind of account.',
  unauthorized: 'Please sign in again.',
  mfa_code_invalid: 'The code is not correct.',
  mfa_required_by_customer: 'Your organisation requires two-step sign-in, so it cannot be turned off.',
  sso_login_required: 'Please sign in with your company account.',
  sso_not_enabled: 'Single sign-on is not set up for this portal.',
  network_error: 'The server cannot be reached. Check your connection and try again.',
  unexpected_error: 'Something went wrong. Please try again.',
};

export function messageKeyOf(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'unexpected_error';
}

/** The translated message of a failed call, with an English fallback for known keys. */
export function errorMessage(t: TFunction, error: unknown): string {
  const key = messageKeyOf(error);
  return t(key, FALLBACKS[key] ?? FALLBACKS.unexpected_error);
}
