import { Link, useSearchParams } from 'react-router-dom';
import { Spinner, apiFetch, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { useRunOnce } from '../components/useRunOnce';
import { errorMessage } from '../error-messages';

/** `?token=` from the registration email → POST /api/v1/applicants/confirm. */
export function ConfirmationPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useRunOnce(() =>
    token
      ? apiFetch<{ verified: boolean }>('/api/v1/applicants/confirm', { method: 'POST', body: { token } })
      : Promise.reject(new Error('missing token')),
  );

  return (
    <GuestCard title={t('confirm_email', 'Confirm your email')}>
      {state.status === 'running' ? <Spinner label={t('confirming', 'Confirming…')} /> : null}
      {state.status === 'done' ? <p>{t('email_confirmed', 'Your email is confirmed. You can sign in now.')}</p> : null}
      {state.status === 'failed' ? (
        <FormError message={token ? errorMessage(t, state.error) : t('invalid_token', 'This link is not valid.')} />
      ) : null}
      {state.status === 'running' ? null : (
        <Link to={loginPath(customerCode, locationCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
      )}
    </GuestCard>
  );
}
