import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField, apiFetch, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';

/** Asks for a reset link; the server answers the same whether or not the email exists. */
export function ForgotPasswordPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/v1/applicants/forgot-password', {
        method: 'POST',
        body: { customer_code: customerCode, location_code: locationCode, email },
      });
      setSent(true);
    } catch (cause) {
      setError(errorMessage(t, cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <GuestCard title={t('forgot_password_title', 'Reset your password')}>
      {sent ? (
        <p role="status">
          {t('reset_link_sent', 'If an account exists for {{email}}, we sent it a link to reset the password.', { email })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t('email', 'Email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormError message={error} />
          <div className="at-form-actions">
            <Button type="submit" loading={busy} disabled={!email}>
              {t('send_reset_link', 'Send reset link')}
            </Button>
          </div>
        </form>
      )}
      <Link to={loginPath(customerCode, locationCode)}>{t('back_to_sign_in', 'Back to sign in')}</Link>
    </GuestCard>
  );
}
