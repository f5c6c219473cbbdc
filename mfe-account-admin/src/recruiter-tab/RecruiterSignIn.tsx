import { useState, type FormEvent } from 'react';
import { Button, TextField, apiFetch, isApiError, setStaffSession, useT, type StaffSessionAnswer } from '@attest/shared-ui';

/**
 * Staff sign-in inside the tab itself: the session lives in this frame's sessionStorage, so signing in
 * in another window would not reach it.
 */
export function RecruiterSignIn({ customerCode, onSignedIn }: { customerCode: string; onSignedIn: () => void }) {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<StaffSessionAnswer>('/api/v1/login', {
        method: 'POST',
        body: { customer_code: customerCode, email, password },
      });
      setStaffSession(answer);
      onSignedIn();
    } catch (cause) {
      setError(t(isApiError(cause) ? cause.messageKey : 'unexpected_error', 'Sign in failed. Check your email and password.'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField label={t('email', 'Email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('password', 'Password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? (
        <p role="alert" className="aa-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} disabled={!email || !password}>
        {t('staff_sign_in', 'Staff sign in')}
      </Button>
    </form>
  );
}
