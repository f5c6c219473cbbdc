import { useState, type FormEvent } from 'react';
import type { StaffLoginAnswer } from '@attest/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  TextField,
  apiFetch,
  startApplicantSession,
  setStaffSession,
  useT,
  type ApplicantSessionAnswer,
  type StaffSessionAnswer,
} from '../../light/ui';
import { usePortal } from '../../portal/PortalContext';
import { homePath, portalPath, safeReturnTo } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';
import { MfaChallenge } from './MfaChallenge';
import { MfaEnrolment } from './MfaEnrolment';
import { SsoButton } from './SsoButton';
import { useSsoOptions } from './useSsoOptions';

/** Applicant sign-in by default; `?as=staff` switches to the staff form (POST /api/v1/login). */
export function LoginPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { customerCode, locationCode, customer } = usePortal();
  const [params, setParams] = useSearchParams();
  const asStaff = params.get('as') === 'staff';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Staff with MFA: the password step answered a token for the second step.
  const [mfa, setMfa] = useState<{ kind: 'code' | 'enrol'; token: string } | null>(null);
  const sso = useSsoOptions(customer?.customer_code ?? customerCode);
  const ssoParty = sso ? (asStaff ? sso.staff : sso.applicant) : null;

  const toggleParty = () => {
    const next = new URLSearchParams(params);
    if (asStaff) {
      next.delete('as');
    } else {
      next.set('as', 'staff');
    }
    setError(null);
    setMfa(null);
    setParams(next, { replace: true });
  };

  const returnTo = safeReturnTo(params.get('returnTo'), customerCode);
  const enter = () => navigate(returnTo ?? homePath(customerCode, locationCode, asStaff ? 'staff' : 'applicant'), { replace: true });
  const staffSignedIn = (answer: StaffSessionAnswer) => {
    setStaffSession(answer);
    enter();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = { customer_code: customer?.customer_code ?? customerCode, email, password };
    try {
      if (asStaff) {
        const answer = await apiFetch<StaffLoginAnswer>('/api/v1/login', { method: 'POST', body });
        if ('mfa_token' in answer) {
          setMfa({ kind: 'mfa_required' in answer ? 'code' : 'enrol', token: answer.mfa_token });
          setBusy(false);
          return;
        }
        setStaffSession(answer);
      } else {
        await startApplicantSession(await apiFetch<ApplicantSessionAnswer>('/api/v1/applicants/login', { method: 'POST', body }));
      }
      enter();
    } catch (cause) {
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  if (mfa) {
    return (
      <GuestCard title={t('mfa_title', 'Two-step sign-in')}>
        {mfa.kind === 'code' ? (
          <MfaChallenge mfaToken={mfa.token} onSession={staffSignedIn} />
        ) : (
          <MfaEnrolment mfaToken={mfa.token} onSession={staffSignedIn} />
        )}
      </GuestCard>
    );
  }

  const passwordLogin = !ssoParty?.password_login_disabled;
  return (
    <GuestCard title={asStaff ? t('staff_sign_in', 'Staff sign in') : t('sign_in', 'Sign in')}>
      {customer ? <p className="shell-muted">{customer.name}</p> : null}
      {ssoParty?.enabled ? (
        <SsoButton customerCode={customer?.customer_code ?? customerCode} locationCode={locationCode} staff={asStaff} returnTo={returnTo} />
      ) : null}
      <form onSubmit={submit} noValidate hidden={!passwordLogin}>
        <TextField
          label={t('email', 'Email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('password', 'Password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError message={error} />
        <div className="at-form-actions">
          <Button type="submit" loading={busy} disabled={!email || !password}>
            {t('sign_in', 'Sign in')}
          </Button>
          <Button variant="link" onClick={toggleParty}>
            {asStaff ? t('applicant_sign_in', 'Applicant sign in') : t('staff_sign_in', 'Staff sign in')}
          </Button>
        </div>
      </form>
      {passwordLogin ? null : (
        <div className="at-form-actions">
          <Button variant="link" onClick={toggleParty}>
            {asStaff ? t('applicant_sign_in', 'Applicant sign in') : t('staff_sign_in', 'Staff sign in')}
          </Button>
        </div>
      )}
      {asStaff || !passwordLogin ? null : (
        <p className="shell-links">
          <Link to={portalPath(customerCode, locationCode, 'forgot-password')}>
            {t('forgot_password', 'Forgot your password?')}
          </Link>
          <Link to={portalPath(customerCode, locationCode, 'register')}>{t('create_account', 'Create an account')}</Link>
        </p>
      )}
    </GuestCard>
  );
}
