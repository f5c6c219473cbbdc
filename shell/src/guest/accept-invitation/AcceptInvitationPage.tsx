import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordProblem } from '@attest/contracts';
import { Button, TextField, apiFetch, isApiError, useT, useToast } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { GuestCard } from '../components/GuestCard';
import { errorMessage } from '../error-messages';
import { fieldError } from '../field-error';

interface AcceptInvitationAnswer {
  email: string;
  customer_code: string;
}

/** How long the "password set" message stays on the sign-in page. */
const SUCCESS_TOAST_MS = 15_000;

/**
 * `accept-invitation?token=` from a staff invitation email (issue 11): the invited user chooses a password
 * (POST /api/v1/users/accept-invitation), then signs in on the staff sign-in page, where a message says so.
 */
export function AcceptInvitationPage() {
  const { t } = useT();
  const toast = useToast();
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
  const confirmKey =
    (submitted || confirm) && confirm !== password
      ? confirm
        ? 'passwords_do_not_match'
        : 'required_field'
      : undefined;
  const staffLogin = (code: string) => loginPath(code, locationCode, undefined, true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (passwordProblem(password) || confirm !== password) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<AcceptInvitationAnswer>('/api/v1/users/accept-invitation', {
        method: 'POST',
        body: { token, password },
      });
      toast.success(
        t('invitation_accepted', 'Your password is set. Sign in with {{email}}.', { email: answer.email }),
        {
          displayTime: SUCCESS_TOAST_MS,
        },
      );
      navigate(staffLogin(answer.customer_code || customerCode), {
        replace: true,
        state: { email: answer.email },
      });
    } catch (cause) {
      setServerPasswordError(isApiError(cause) ? (cause.details?.fields?.password ?? null) : null);
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  const title = t('accept_invitation', 'Set up your staff account');
  if (!token) {
    return (
      <GuestCard title={title}>
        <FormError message={t('invalid_token', 'This link is not valid.')} />
        <Link to={staffLogin(customerCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
      </GuestCard>
    );
  }
  return (
    <GuestCard title={title}>
      <p>
        {t(
          'accept_invitation_intro',
          'You have been invited as a staff user. Choose a password, then sign in.',
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('create_password', 'Create password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={t('password_policy', 'At least 8 characters, with a letter and a digit')}
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
            {t('set_password', 'Set password')}
          </Button>
        </div>
      </form>
      <Link to={staffLogin(customerCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
    </GuestCard>
  );
}
