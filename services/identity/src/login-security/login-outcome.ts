import { AppException, unauthorized } from '@attest/platform';

/** What is known about a login attempt once the password has been checked. */
export interface LoginFacts {
  /** The account exists for this customer (unknown customer counts as no account). */
  found: boolean;
  /** Locked before this attempt. */
  locked: boolean;
  passwordOk: boolean;
  /** Locked by this attempt's failure. */
  lockedNow?: boolean;
  active: boolean;
  /** Applicants must confirm their email; staff accounts pass true. */
  verified: boolean;
}

export type LoginOutcome = 'ok' | 'invalid_credentials' | 'account_locked' | 'email_not_confirmed';

/**
 * One place decides the answer. Unknown account, wrong password and inactive account look the same
 * (401); the lock is reported whatever the password; the email check comes only after a right
 * password, so it reveals nothing to someone guessing.
 */
export function loginOutcome(f: LoginFacts): LoginOutcome {
  if (!f.found) {
    return 'invalid_credentials';
  }
  if (f.locked || f.lockedNow) {
    return 'account_locked';
  }
  if (!f.passwordOk || !f.active) {
    return 'invalid_credentials';
  }
  if (!f.verified) {
    return 'email_not_confirmed';
  }
  return 'ok';
}

export function loginError(outcome: Exclude<LoginOutcome, 'ok'>): AppException {
  switch (outcome) {
    case 'invalid_credentials':
      return unauthorized('invalid_credentials');
    case 'account_locked':
      return new AppException(423, 'account_locked');
    case 'email_not_confirmed':
      return new AppException(403, 'email_not_confirmed');
  }
}
