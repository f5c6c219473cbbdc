import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, TextField, apiFetch, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';

/** `?token=` from the reset email → a new password (POST /api/v1/applicants/reset-password). */
export function ResetPasswordPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || password.length < 8) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/v1/applicants/reset-password', { method: 'POST', body: { token, password } });
      setDone(true);
    } catch (cause) {
      setError(errorMessage(t, cause));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <GuestCard title={t('reset_password', 'Choose a new password')}>
        <FormError message={t('invalid_token', 'This link is not valid.')} />
      </GuestCard>
    );
  }
  return (
    <GuestCard title={t('reset_password', 'Choose a new password')}>
      {done ? (
        <p role="status">{t('password_reset_done', 'Your password has been changed. You can sign in now.')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t('new_password', 'New password')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            hint={t('password_rule', 'At least 8 characters')}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t('confirm_password', 'Confirm password')}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            error={mismatch ? t('passwords_do_not_match', 'The passwords do not match') : undefined}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <FormError message={error} />
          <div className="at-form-actions">
            <Button type="submit" loading={busy} disabled={password.length < 8 || confirm !== password}>
              {t('save_password', 'Save password')}
            </Button>
          </div>
        </form>
      )}
      <Link to={loginPath(customerCode, locationCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
    </GuestCard>
  );
}
