import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Spinner, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';
import { RegisterForm } from './RegisterForm';
import { useSignupOptions } from './useSignupOptions';

/** `register`: loads the customer's sign-up options, then the form; after sign-up, "check your email". */
export function RegisterPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const options = useSignupOptions(customerCode);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <GuestCard title={t('check_your_email', 'Check your email')}>
        <p>
          {t('confirmation_sent', 'We sent a confirmation link to {{email}}. Open it to activate your account.', {
            email: sentTo,
          })}
        </p>
        <Link to={loginPath(customerCode, locationCode)}>{t('back_to_sign_in', 'Back to sign in')}</Link>
      </GuestCard>
    );
  }
  return (
    <GuestCard title={t('create_account', 'Create an account')}>
      {options.status === 'loading' ? <Spinner label={t('loading', 'Loading…')} /> : null}
      {options.status === 'failed' ? (
        <>
          <FormError message={errorMessage(t, options.error)} />
          <Button variant="secondary" onClick={options.retry}>
            {t('retry', 'Try again')}
          </Button>
        </>
      ) : null}
      {options.status === 'ready' ? <RegisterForm options={options.options} onRegistered={setSentTo} /> : null}
    </GuestCard>
  );
}
