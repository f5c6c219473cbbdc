import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { MfaStatusDto, RecoveryCodesDto, TotpEnrolmentDto } from '@attest/contracts';
import { Button, Spinner, TextField, apiFetch, getSession, useT } from '@attest/shared-ui';
import { GuestCard } from '../guest/components/GuestCard';
import { FormError } from '../guest/components/FormError';
import { errorMessage } from '../guest/error-messages';
import { usePortal } from '../portal/PortalContext';
import { loginPath } from '../routing/route-rules';
import { sessionAllows } from '../routing/session-access';
import { RecoveryCodeList } from './mfa/RecoveryCodeList';
import { TotpSetup } from './mfa/TotpSetup';

type View = { kind: 'status' } | { kind: 'setup'; enrolment: TotpEnrolmentDto } | { kind: 'codes'; codes: string[] };

/** `account/security`: the signed-in staff user switches their authenticator-app sign-in on or off. */
export function AccountSecurityPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const location = useLocation();
  const allowed = sessionAllows('staff', getSession(), customerCode);
  const [status, setStatus] = useState<MfaStatusDto | null>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    apiFetch<MfaStatusDto>('/api/v1/users/me/mfa').then(setStatus, (cause: unknown) => setError(errorMessage(t, cause)));
  }, [t]);
  useEffect(() => {
    if (allowed) {
      load();
    }
  }, [allowed, load]);

  if (!allowed) {
    return <Navigate to={loginPath(customerCode, locationCode, location.pathname, true)} replace />;
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(errorMessage(t, cause));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => setView({ kind: 'setup', enrolment: await apiFetch<TotpEnrolmentDto>('/api/v1/users/me/mfa/totp', { method: 'POST' }) }));

  const verify = async (value: string) => {
    setError(null);
    try {
      const answer = await apiFetch<RecoveryCodesDto>('/api/v1/users/me/mfa/totp/verify', { method: 'POST', body: { code: value } });
      setView({ kind: 'codes', codes: answer.recovery_codes });
    } catch (cause) {
      setError(errorMessage(t, cause));
    }
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await apiFetch('/api/v1/users/me/mfa/totp', { method: 'DELETE', body: { code: code.trim() } });
      setCode('');
      load();
    });
  };

  let body;
  if (view.kind === 'setup') {
    body = <TotpSetup enrolment={view.enrolment} onVerify={verify} error={error} />;
  } else if (view.kind === 'codes') {
    body = <RecoveryCodeList codes={view.codes} onDone={() => (setView({ kind: 'status' }), load())} />;
  } else if (!status) {
    body = error ? <FormError message={error} /> : <Spinner />;
  } else if (!status.totp_enabled) {
    body = (
      <>
        <p>{t('mfa_off', 'Two-step sign-in is off. Turn it on to be asked for a code from an authenticator app when you sign in.')}</p>
        <FormError message={error} />
        <Button loading={busy} onClick={start}>
          {t('mfa_turn_on', 'Turn on two-step sign-in')}
        </Button>
      </>
    );
  } else {
    body = (
      <form onSubmit={disable} noValidate>
        <p>{t('mfa_on', 'Two-step sign-in is on.')}</p>
        <p className="shell-muted">
          {t('mfa_recovery_codes_left', 'Recovery codes left: {{count}}', { count: status.recovery_codes_left })}
        </p>
        {status.required ? (
          <p>{t('mfa_required_by_customer', 'Your organisation requires two-step sign-in, so it cannot be turned off.')}</p>
        ) : (
          <>
            <TextField label={t('mfa_code_or_recovery', 'Authentication or recovery code')} autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
            <FormError message={error} />
            <Button type="submit" variant="danger" loading={busy} disabled={!code.trim()}>
              {t('mfa_turn_off', 'Turn off two-step sign-in')}
            </Button>
          </>
        )}
      </form>
    );
  }
  return <GuestCard title={t('account_security', 'Sign-in security')}>{body}</GuestCard>;
}
