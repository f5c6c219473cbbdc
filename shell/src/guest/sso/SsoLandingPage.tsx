import { Link, Navigate } from 'react-router-dom';
import type { ApplicantSessionDto, StaffSessionDto } from '@attest/contracts';
import { Spinner, apiFetch, setStaffSession, startApplicantSession, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { homePath, loginPath, safeReturnTo } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { GuestCard } from '../components/GuestCard';
import { useRunOnce } from '../components/useRunOnce';
import { errorMessage } from '../error-messages';

const SSO_ERRORS: Record<string, string> = {
  sso_user_not_found: 'Your company account is not linked to an account here. Ask your administrator.',
  sso_failed: 'Single sign-on did not complete. Please try again.',
};

/** Reads the fragment once and takes it out of the address bar (it holds a single-use code). */
function takeFragment(): URLSearchParams {
  const params = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return params;
}

/**
 * `sso`: where the SSO callback sends the browser. The fragment's single-use code is exchanged for the
 * session (POST /api/v1/sso/exchange), which starts like a password login's.
 */
export function SsoLandingPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const state = useRunOnce(async () => {
    const fragment = takeFragment();
    const failure = fragment.get('error');
    const code = fragment.get('code');
    if (failure || !code) {
      throw Object.assign(new Error(failure ?? 'sso_failed'), { ssoError: failure ?? 'sso_failed' });
    }
    const answer = await apiFetch<StaffSessionDto | ApplicantSessionDto>('/api/v1/sso/exchange', { method: 'POST', body: { code } });
    const staff = answer.party === 'user';
    if (answer.party === 'user') {
      setStaffSession(answer);
    } else {
      await startApplicantSession(answer);
    }
    return safeReturnTo(fragment.get('return_to'), customerCode) ?? homePath(customerCode, locationCode, staff ? 'staff' : 'applicant');
  });

  if (state.status === 'done') {
    return <Navigate to={state.value} replace />;
  }
  let message: string | null = null;
  if (state.status === 'failed') {
    const key = (state.error as { ssoError?: string }).ssoError;
    message = key ? t(key, SSO_ERRORS[key] ?? SSO_ERRORS.sso_failed) : errorMessage(t, state.error);
  }
  return (
    <GuestCard title={t('sso_signing_in', 'Signing you in')}>
      {state.status === 'running' ? <Spinner /> : null}
      <FormError message={message} />
      {message ? (
        <p className="shell-links">
          <Link to={loginPath(customerCode, locationCode)}>{t('back_to_sign_in', 'Back to sign in')}</Link>
        </p>
      ) : null}
    </GuestCard>
  );
}
