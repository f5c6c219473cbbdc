import { Navigate, useSearchParams } from 'react-router-dom';
import {
  Spinner,
  apiFetch,
  setApplicantLoginFlag,
  startApplicantSession,
  useT,
  type ApplicantSessionAnswer,
} from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { homePath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { useRunOnce } from '../components/useRunOnce';
import { errorMessage } from '../error-messages';

/**
 * A staff user's "log in as applicant" tab: spends the single-use token, stores the applicant session
 * (this tab only: the session is in sessionStorage) and marks it as an applicant-login session.
 */
export function UserApplicantLoginPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useRunOnce(async () => {
    if (!token) {
      throw new Error('missing token');
    }
    const answer = await apiFetch<ApplicantSessionAnswer>(`/api/v1/auth/singleuse?token=${encodeURIComponent(token)}`);
    await startApplicantSession(answer);
    setApplicantLoginFlag(true);
    return answer;
  });

  if (state.status === 'done') {
    return <Navigate to={homePath(customerCode, locationCode, 'applicant')} replace />;
  }
  return (
    <GuestCard title={t('signing_in_as_applicant', 'Signing in as the applicant')}>
      {state.status === 'running' ? <Spinner /> : null}
      {state.status === 'failed' ? (
        <FormError message={token ? errorMessage(t, state.error) : t('invalid_token', 'This link is not valid.')} />
      ) : null}
    </GuestCard>
  );
}
