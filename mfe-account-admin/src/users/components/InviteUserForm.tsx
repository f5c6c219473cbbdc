import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { createUserSchema } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../admin-common/error-text';
import {
  FormikSelect,
  FormikText,
  ServerErrorsProvider,
  useServerErrors,
} from '../../admin-common/FormikFields';
import { useLocations } from '../../admin-common/useLocations';
import { useCreateUserMutation } from '../api/users-api';
import { EMPTY_INVITE, toCreateUserBody, validateInvite, type InviteValues } from '../invite-values';
import { InviteRolesField } from './InviteRolesField';

/**
 * "Invite user": the contract's createUserSchema checks the fields as they are typed; a refused invitation
 * keeps everything typed and shows the server's field errors beside their inputs.
 */
export function InviteUserForm({ onDone }: { onDone: (invited: boolean) => void }) {
  const { t } = useT();
  const toast = useToast();
  const [createUser] = useCreateUserMutation();
  const { options: locationOptions } = useLocations();
  const { setErrors: setServerErrors, value: serverErrors } = useServerErrors();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    setFormError(null);
    setServerErrors({});
    try {
      const created = await createUser(createUserSchema.cast(toCreateUserBody(values))).unwrap();
      toast.success(t('invitation_sent', 'Invitation sent to {{email}}', { email: created.email }));
      helpers.resetForm();
      onDone(true);
    } catch (error) {
      setServerErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby="aa-invite-title">
      <h3 id="aa-invite-title">{t('invite_user', 'Invite user')}</h3>
      <ServerErrorsProvider value={serverErrors}>
        <Formik initialValues={EMPTY_INVITE} validate={validateInvite} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('invite_user', 'Invite user')}>
              <div className="aa-form-grid">
                <FormikText
                  name="email"
                  maxLength={254}
                  label={t('email', 'Email')}
                  type="email"
                  autoComplete="off"
                  required
                />
                <FormikText
                  name="first_name"
                  maxLength={100}
                  label={t('first_name', 'First name')}
                  required
                />
                <FormikText name="last_name" maxLength={100} label={t('last_name', 'Last name')} required />
                <FormikText
                  name="mobile"
                  maxLength={32}
                  label={t('mobile_phone', 'Mobile phone')}
                  type="tel"
                />
                <FormikText name="job_title" maxLength={100} label={t('job_title', 'Job title')} />
                <FormikSelect
                  name="location_id"
                  label={t('home_location', 'Home location')}
                  options={locationOptions}
                  placeholder={t('no_home_location', 'None')}
                />
                <FormikText
                  name="country_code"
                  maxLength={2}
                  label={t('country_code', 'Country code (2 letters)')}
                />
              </div>
              <InviteRolesField />
              {formError ? (
                <p role="alert" className="aa-error">
                  {formError}
                </p>
              ) : null}
              <div className="aa-actions">
                <Button type="submit" loading={isSubmitting}>
                  {t('send_invitation', 'Send invitation')}
                </Button>
                <Button variant="secondary" onClick={() => onDone(false)}>
                  {t('cancel', 'Cancel')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </ServerErrorsProvider>
    </section>
  );
}
