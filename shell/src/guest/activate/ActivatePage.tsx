import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiFetch, startApplicantSession, useT, type ApplicantSessionAnswer } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath, portalPath } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { GuestCard } from '../components/GuestCard';
import { NewPasswordForm } from '../components/NewPasswordForm';

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

  const activate = async (password: string) => {
    const session = await apiFetch<ApplicantSessionAnswer>('/api/v1/applicants/activate', { method: 'POST', body: { token, password } });
    await startApplicantSession(session);
    navigate(portalPath(customerCode, locationCode, 'prelim-info'), { replace: true });
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
      <NewPasswordForm
        hint={t('password_rule', 'At least 8 characters')}
        submitLabel={t('activate', 'Activate account')}
        onSubmit={activate}
      />
      <Link to={loginPath(customerCode, locationCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
    </GuestCard>
  );
}
