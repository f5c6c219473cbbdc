import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Form, Formik, type FieldProps, type FormikHelpers } from 'formik';
import type { SignupOptionsDto } from '@attest/contracts';
import { Button, SelectField, TextField, type SelectOption, apiFetch, changeLanguage, isApiError, useGetLanguagesQuery, useServerFieldErrors, useT } from '@attest/shared-ui';
import { usePortal } from '../../portal/PortalContext';
import { loginPath } from '../../routing/route-rules';
import { FormError } from '../components/FormError';
import { errorMessage } from '../error-messages';
import { fieldError } from '../field-error';
import { AcceptTermsField } from './AcceptTermsField';
import { emptyRegisterValues, registerBody, registerSchema, type RegisterValues } from './register-schema';

type TextName = 'first_name' | 'last_name' | 'email' | 'mobile_phone' | 'password' | 'confirm_password';
const TEXT_FIELDS: { name: TextName; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'mobile_phone', label: 'Mobile phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

interface Props {
  options: SignupOptionsDto;
  onRegistered: (email: string) => void;
}

/**
 * The sign-up form, shaped by the customer's flags. A failed sign-up keeps everything typed and shows
 * the server's field errors beside their fields until the person edits them.
 */
export function RegisterForm({ options, onRegistered }: Props) {
  const { t, i18n } = useT();
  const { customerCode, locationCode } = usePortal();
  const { flags } = options;
  const [error, setError] = useState<string | null>(null);
  const { serverErrors, setServerErrors, clearField } = useServerFieldErrors();
  const { data: languages = [] } = useGetLanguagesQuery({ customerCode, locationCode });

  const locationOptions: SelectOption[] = options.locations.map((l) => ({ value: l.location_code, label: l.name }));
  const homeOptions: SelectOption[] = options.locations.map((l) => ({ value: String(l.location_id), label: l.name }));
  const countryOptions: SelectOption[] = options.countries.map((c) => ({ value: c.code, label: t(`country_${c.code}`, c.name) }));
  const languageOptions: SelectOption[] = languages.map((l) => ({ value: l.code, label: l.name }));

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    setError(null);
    setServerErrors({});
    try {
      // The language is sent only when the person could choose it.
      const chosen = { ...values, language: languageOptions.length > 1 ? values.language : '' };
      await apiFetch('/api/v1/applicants/register', { method: 'POST', body: registerBody(chosen, flags, customerCode, locationCode) });
      onRegistered(values.email);
    } catch (cause) {
      const fields = isApiError(cause) ? cause.details?.fields : undefined;
      if (fields) {
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, { key }])));
        void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])), false);
      }
      setError(errorMessage(t, cause));
    }
  };

  return (
    <Formik initialValues={emptyRegisterValues(i18n.language)} validationSchema={registerSchema(flags)} onSubmit={submit}>
      {({ isSubmitting, setFieldValue }) => {
        const select = (name: keyof RegisterValues, label: [string, string], list: SelectOption[], placeholder?: string, onPick?: (v: string) => void) => (
          <Field name={name}>
            {({ field, meta }: FieldProps<string>) => (
              <SelectField
                {...field}
                onChange={(e) => {
                  clearField(name);
                  void setFieldValue(name, e.target.value);
                  onPick?.(e.target.value);
                }}
                label={t(label[0], label[1])}
                options={list}
                placeholder={placeholder}
                required={placeholder !== undefined}
                error={fieldError(t, (meta.touched && meta.error) || serverErrors[name]?.key)}
              />
            )}
          </Field>
        );
        return (
          <Form noValidate>
            {languageOptions.length > 1
              ? select('language', ['language', 'Language'], languageOptions, undefined, (code) => void changeLanguage(customerCode, code))
              : null}
            {TEXT_FIELDS.filter((f) => f.name !== 'mobile_phone' || !flags.disable_mobile_phone_signup).map((f) => (
              <Field key={f.name} name={f.name}>
                {({ field, meta }: FieldProps<string>) => (
                  <TextField
                    {...field}
                    onChange={(e) => {
                      clearField(f.name);
                      field.onChange(e);
                    }}
                    label={t(f.name, f.label)}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required
                    error={fieldError(t, (meta.touched && meta.error) || serverErrors[f.name]?.key)}
                  />
                )}
              </Field>
            ))}
            {flags.force_location_selection_on_signup
              ? select('location_code', ['choose_location', 'Choose your location'], locationOptions, t('select_location', 'Select a location'))
              : null}
            {flags.require_home_location
              ? select('home_location', ['home_location', 'Home location'], homeOptions, t('select_home_location', 'Select your home location'))
              : null}
            {flags.enable_country_selection ? select('country', ['country', 'Country'], countryOptions) : null}
            <AcceptTermsField serverError={serverErrors.accept_terms?.key} onChange={() => clearField('accept_terms')} />
            <FormError message={error} />
            <div className="at-form-actions">
              <Button type="submit" loading={isSubmitting}>
                {t('register', 'Register')}
              </Button>
              <Link to={loginPath(customerCode, locationCode)}>{t('have_account', 'I already have an account')}</Link>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
