import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordProblem } from '@attest/contracts';
import { Button, TextField, apiFetch, isApiError, startApplicantSession, useT, type ApplicantSessionAnswer } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath, portalPath } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { GuestCard } from '../components/GuestCard';
import { errorMessage } from '../error-messages';
import { fieldError } from '../field-error';

/**
 * `activate?token=` from a staff invitation: create a password, be signed in (the session is stored
 * exactly as the login page stores it) and continue to the preliminary-info page.
 */
export function ActivatePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { customerCode, locationCode } = usePortal();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverPasswordError, setServerPasswordError] = useState<string | null>(null);

  const passwordKey = serverPasswordError ?? (submitted || password ? passwordProblem(password) : undefined);
  const confirmKey = (submitted || confirm) && confirm !== password ? (confirm ? 'passwords_do_not_match' : 'required_field') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordProblem(password) || confirm !== password) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await apiFetch<ApplicantSessionAnswer>('/api/v1/applicants/activate', { method: 'POST', body: { token, password } });
      await startApplicantSession(session);
      navigate(portalPath(customerCode, locationCode, 'prelim-info'), { replace: true });
    } catch (cause) {
      setServerPasswordError(isApiError(cause) ? (cause.details?.fields?.password ?? null) : null);
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  const title = t('activate_account', 'Activate your account');
  if (!token) {
    return (
      <GuestCard title={title}>
        <FormError message={t('invalid_token', 'This link is not valid.')} />
        <Link to={loginPath(customerCode, locationCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
      </GuestCard>
    );
  }
  return (
    <GuestCard title={title}>
      <p>{t('activate_intro', 'Choose a password for your account. You will be signed in right away.')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('create_password', 'Create password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={t('password_rule', 'At least 8 characters')}
          error={fieldError(t, passwordKey)}
          onChange={(e) => {
            setServerPasswordError(null);
            setPassword(e.target.value);
          }}
        />
        <TextField
          label={t('confirm_password', 'Confirm password')}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirm}
          error={fieldError(t, confirmKey)}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError message={error} />
        <div className="at-form-actions">
          <Button type="submit" loading={busy}>
            {t('activate', 'Activate account')}
          </Button>
        </div>
      </form>
      <Link to={loginPath(customerCode, locationCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
    </GuestCard>
  );
}
