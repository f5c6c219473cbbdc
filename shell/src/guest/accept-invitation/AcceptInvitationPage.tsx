import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiFetch, useT, useToast } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { GuestCard } from '../components/GuestCard';
import { NewPasswordForm } from '../components/NewPasswordForm';

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
  const staffLogin = (code: string) => loginPath(code, locationCode, undefined, true);

  const accept = async (password: string) => {
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
      <NewPasswordForm
        hint={t('password_policy', 'At least 8 characters, with a letter and a digit')}
        submitLabel={t('set_password', 'Set password')}
        onSubmit={accept}
      />
      <Link to={staffLogin(customerCode)}>{t('go_to_sign_in', 'Go to sign in')}</Link>
    </GuestCard>
  );
}
