import { loginError, loginOutcome, type LoginFacts } from '../login-outcome';

const ok: LoginFacts = { found: true, locked: false, passwordOk: true, active: true, verified: true };

describe('loginOutcome', () => {
  it('lets a right password on an open, active, verified account in', () => {
    expect(loginOutcome(ok)).toBe('ok');
  });

  it('answers the same for no account, a wrong password and an inactive account', () => {
    expect(loginOutcome({ ...ok, found: false })).toBe('invalid_credentials');
    expect(loginOutcome({ ...ok, passwordOk: false })).toBe('invalid_credentials');
    expect(loginOutcome({ ...ok, active: false })).toBe('invalid_credentials');
  });

  it('reports a lock whatever the password, including the failure that set it', () => {
    expect(loginOutcome({ ...ok, locked: true })).toBe('account_locked');
    expect(loginOutcome({ ...ok, locked: true, passwordOk: false })).toBe('account_locked');
    expect(loginOutcome({ ...ok, passwordOk: false, lockedNow: true })).toBe('account_locked');
  });

  it('tells about an unconfirmed email only after a right password', () => {
    expect(loginOutcome({ ...ok, verified: false })).toBe('email_not_confirmed');
    expect(loginOutcome({ ...ok, verified: false, passwordOk: false })).toBe('invalid_credentials');
  });

  it('maps outcomes to status and message key', () => {
    expect([401, 423, 403].map((s, i) => [s, ['invalid_credentials', 'account_locked', 'email_not_confirmed'][i]])).toEqual(
      (['invalid_credentials', 'account_locked', 'email_not_confirmed'] as const).map((o) => {
        const e = loginError(o);
        return [e.getStatus(), e.messageKey];
      }),
    );
  });
});
