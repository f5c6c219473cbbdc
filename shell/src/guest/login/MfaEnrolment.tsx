import { useState } from 'react';
import type { MfaEnrolledSessionDto, TotpEnrolmentDto } from '@attest/contracts';
import { Spinner, apiFetch, useT, type StaffSessionAnswer } from '../../light/ui';
import { RecoveryCodeList } from '../../account/mfa/RecoveryCodeList';
import { TotpSetup } from '../../account/mfa/TotpSetup';
import { FormError } from '../components/FormError';
import { useRunOnce } from '../components/useRunOnce';
import { errorMessage } from '../error-messages';

/** The customer requires MFA and the user has none yet: set it up now, then the session starts. */
export function MfaEnrolment({ mfaToken, onSession }: { mfaToken: string; onSession: (answer: StaffSessionAnswer) => void }) {
  const { t } = useT();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<MfaEnrolledSessionDto | null>(null);
  const started = useRunOnce(() => apiFetch<TotpEnrolmentDto>('/api/v1/login/mfa/enrol', { method: 'POST', body: { mfa_token: mfaToken } }));

  const verify = async (code: string) => {
    setError(null);
    try {
      setDone(await apiFetch<MfaEnrolledSessionDto>('/api/v1/login/mfa/enrol/verify', { method: 'POST', body: { mfa_token: mfaToken, code } }));
    } catch (cause) {
      setError(errorMessage(t, cause));
    }
  };

  if (done) {
    return <RecoveryCodeList codes={done.recovery_codes} onDone={() => onSession(done)} />;
  }
  return (
    <>
      <p>{t('mfa_enrolment_required', 'Your organisation requires two-step sign-in. Set it up to continue.')}</p>
      {started.status === 'running' ? <Spinner /> : null}
      {started.status === 'failed' ? <FormError message={errorMessage(t, started.error)} /> : null}
      {started.status === 'done' ? <TotpSetup enrolment={started.value} onVerify={verify} error={error} /> : null}
    </>
  );
}
