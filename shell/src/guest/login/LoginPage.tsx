import { useState, type FormEvent } from 'react';
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
} from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { homePath, portalPath, safeReturnTo } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';

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

  const toggleParty = () => {
    const next = new URLSearchParams(params);
    if (asStaff) {
      next.delete('as');
    } else {
      next.set('as', 'staff');
    }
    setError(null);
    setParams(next, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = { customer_code: customer?.customer_code ?? customerCode, email, password };
    try {
      if (asStaff) {
        setStaffSession(await apiFetch<StaffSessionAnswer>('/api/v1/login', { method: 'POST', body }));
      } else {
        await startApplicantSession(await apiFetch<ApplicantSessionAnswer>('/api/v1/applicants/login', { method: 'POST', body }));
      }
      const target =
        safeReturnTo(params.get('returnTo'), customerCode) ??
        homePath(customerCode, locationCode, asStaff ? 'staff' : 'applicant');
      navigate(target, { replace: true });
    } catch (cause) {
      setError(errorMessage(t, cause));
      setBusy(false);
    }
  };

  return (
    <GuestCard title={asStaff ? t('staff_sign_in', 'Staff sign in') : t('sign_in', 'Sign in')}>
      {customer ? <p className="shell-muted">{customer.name}</p> : null}
      <form onSubmit={submit} noValidate>
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
      {asStaff ? null : (
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
