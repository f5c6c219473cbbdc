import { useId, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import type { SsoAudience, SsoAudienceSettingsDto } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { FormikText, ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { useSaveSsoSettingsMutation } from '../api/security-api';
import { ssoValidator, ssoValuesOf, toSsoBody, type SsoFormValues } from '../sso-values';
import { CallbackUrl } from './CallbackUrl';
import { FormikCheckbox } from './FormikCheckbox';
import { SsoSecretField } from './SsoSecretField';

/** The texts that name the audience (literal keys, so the Spanish coverage check finds them). */
function audienceTexts(t: TFunction, audience: SsoAudience) {
  return audience === 'staff'
    ? {
        title: t('sso_staff_title', 'Company single sign-on for staff'),
        intro: t(
          'sso_staff_intro',
          'Staff sign in with their company account (OpenID Connect). The email the provider confirms must belong to a staff user here: signing in does not create accounts.',
        ),
        enable: t('sso_staff_enable', 'Turn on single sign-on for staff'),
        disablePassword: t('sso_staff_disable_password', 'Turn off password sign-in for staff'),
        save: t('sso_staff_save', 'Save single sign-on for staff'),
        saved: t('sso_staff_saved', 'Single sign-on for staff has been saved.'),
      }
    : {
        title: t('sso_applicant_title', 'Company single sign-on for applicants'),
        intro: t(
          'sso_applicant_intro',
          'Applicants sign in with an account at your provider (OpenID Connect). The email the provider confirms must belong to an applicant here: signing in does not create accounts.',
        ),
        enable: t('sso_applicant_enable', 'Turn on single sign-on for applicants'),
        disablePassword: t('sso_applicant_disable_password', 'Turn off password sign-in for applicants'),
        save: t('sso_applicant_save', 'Save single sign-on for applicants'),
        saved: t('sso_applicant_saved', 'Single sign-on for applicants has been saved.'),
      };
}

interface Props {
  audience: SsoAudience;
  settings: SsoAudienceSettingsDto;
}

/**
 * One audience's OpenID Connect connection. Its values start from the settings once (a save of the other
 * audience does not reset what is typed here); a refused save keeps them and shows the server's field errors
 * inline; a saved one starts again from the answer (the secret field empty).
 */
export function SsoSettingsForm({ audience, settings }: Props) {
  const { t } = useT();
  const toast = useToast();
  const titleId = useId();
  const texts = audienceTexts(t, audience);
  const [saveSettings] = useSaveSsoSettingsMutation();
  const { formError, save, value: serverErrors } = useServerErrors();
  const [initialValues] = useState(() => ssoValuesOf(audience, settings));
  const [validate] = useState(() => ssoValidator(audience));
  const name = (field: string) => `${audience}.${field}`;

  const submit = (values: SsoFormValues, form: FormikHelpers<SsoFormValues>) =>
    save(async () => {
      const answer = await saveSettings(toSsoBody(audience, values)).unwrap();
      form.resetForm({ values: ssoValuesOf(audience, answer[audience]) });
      toast.success(texts.saved);
    });

  return (
    <section className="aa-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <p className="aa-muted sec-intro">{texts.intro}</p>
      <CallbackUrl audience={audience} />
      <ServerErrorsProvider value={serverErrors}>
        <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-labelledby={titleId}>
              <FormikCheckbox name={name('enable')} label={texts.enable} />
              <div className="aa-form-grid">
                <FormikText
                  name={name('issuer')}
                  label={t('sso_issuer', 'Issuer URL')}
                  type="url"
                  autoComplete="off"
                  maxLength={500}
                />
                <FormikText
                  name={name('client_id')}
                  label={t('sso_client_id', 'Client ID')}
                  autoComplete="off"
                  maxLength={255}
                />
              </div>
              <SsoSecretField
                audience={audience}
                secretSet={settings.client_secret_set}
                server={serverErrors}
              />
              <FormikText
                name={name('logout_url')}
                label={t('sso_logout_url', 'Logout URL (optional)')}
                type="url"
                autoComplete="off"
                maxLength={500}
              />
              <FormikCheckbox
                name={name('disable_password_login')}
                label={texts.disablePassword}
                tone="warning"
                description={t(
                  'sso_disable_password_warning',
                  'This applies only while single sign-on is fully set up: turned on, with an issuer URL and a client ID. Until then password sign-in keeps working. Check that signing in with the company account works before you rely on it.',
                )}
              />
              <ErrorAlert message={formError} />
              <div className="sec-form-actions">
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {texts.save}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </ServerErrorsProvider>
    </section>
  );
}
