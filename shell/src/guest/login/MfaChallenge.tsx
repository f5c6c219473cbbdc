import { useState, type FormEvent } from 'react';
import { Button, TextField, apiFetch, useT, type StaffSessionAnswer } from '../../light/ui';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';

/** The second step of staff login: a code from the authenticator app, or a recovery code. */
export function MfaChallenge({ mfaToken, onSession }: { mfaToken: string; onSession: (answer: StaffSessionAnswer) => void }) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSession(await apiFetch<StaffSessionAnswer>('/api/v1/login/mfa', { method: 'POST', body: { mfa_token: mfaToken, code: code.trim() } }));
    } catch (cause) {
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('mfa_enter_code', 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.')}</p>
      <TextField
        label={t('mfa_code', 'Authentication code')}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError message={error} />
      <div className="at-form-actions">
        <Button type="submit" loading={busy} disabled={!code.trim()}>
          {t('mfa_verify', 'Verify')}
        </Button>
      </div>
    </form>
  );
}
