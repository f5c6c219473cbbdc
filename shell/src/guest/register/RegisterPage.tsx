import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Formik, Form, Field, type FieldProps } from 'formik';
import * as Yup from 'yup';
import { Button, TextField, apiFetch, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { GuestCard } from '../components/GuestCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';

interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

const initialValues: RegisterValues = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

const FIELDS: { name: keyof RegisterValues; key: string; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', key: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', key: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', key: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterPage() {
  const { t } = useT();
  const { customerCode, locationCode } = usePortal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const schema = Yup.object({
    first_name: Yup.string().trim().required(t('required', 'Required')),
    last_name: Yup.string().trim().required(t('required', 'Required')),
    email: Yup.string().trim().email(t('invalid_email', 'Enter a valid email address')).required(t('required', 'Required')),
    password: Yup.string().min(8, t('password_too_short', 'At least 8 characters')).required(t('required', 'Required')),
    confirm_password: Yup.string()
      .oneOf([Yup.ref('password')], t('passwords_do_not_match', 'The passwords do not match'))
      .required(t('required', 'Required')),
  });

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
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async ({ confirm_password: _confirm, ...values }) => {
          setError(null);
          try {
            await apiFetch('/api/v1/applicants/register', {
              method: 'POST',
              body: { ...values, customer_code: customerCode, location_code: locationCode },
            });
            setSentTo(values.email);
          } catch (cause) {
            setError(errorMessage(t, cause));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {FIELDS.map((f) => (
              <Field key={f.name} name={f.name}>
                {({ field, meta }: FieldProps<string>) => (
                  <TextField
                    {...field}
                    label={t(f.key, f.label)}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required
                    error={meta.touched ? meta.error : undefined}
                  />
                )}
              </Field>
            ))}
            <FormError message={error} />
            <div className="at-form-actions">
              <Button type="submit" loading={isSubmitting}>
                {t('register', 'Register')}
              </Button>
              <Link to={loginPath(customerCode, locationCode)}>{t('have_account', 'I already have an account')}</Link>
            </div>
          </Form>
        )}
      </Formik>
    </GuestCard>
  );
}
