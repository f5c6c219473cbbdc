import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { CstUserDto } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors } from '../../admin-common/error-text';
import {
  FormikSelect,
  FormikText,
  ServerErrorsProvider,
  useServerErrors,
} from '../../admin-common/FormikFields';
import { useLocations } from '../../admin-common/useLocations';
import { useUpdateUserMutation } from '../api/users-api';
import { profileValuesOf, toUpdateUserBody, validateProfile, type ProfileValues } from '../profile-values';

/** The user's own fields (the email is the sign-in name and is not changed here). */
export function UserProfileForm({ user, canManage }: { user: CstUserDto; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const [updateUser] = useUpdateUserMutation();
  const { options: locationOptions } = useLocations();
  const { setErrors: setServerErrors, value: serverErrors } = useServerErrors();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: ProfileValues) => {
    setFormError(null);
    setServerErrors({});
    try {
      await updateUser({ id: user.user_id, body: toUpdateUserBody(values) }).unwrap();
      toast.success(t('user_saved', 'The user has been saved.'));
    } catch (error) {
      setServerErrors(apiFieldErrors(error));
      setFormError(apiErrorText(t, error));
    }
  };

  return (
    <section className="aa-panel" aria-labelledby="aa-profile-title">
      <h3 id="aa-profile-title">{t('user_details', 'Details')}</h3>
      <p className="aa-break">
        <strong>{t('email', 'Email')}:</strong> {user.email}
      </p>
      <ServerErrorsProvider value={serverErrors}>
        <Formik
          initialValues={profileValuesOf(user)}
          validate={validateProfile}
          onSubmit={submit}
          enableReinitialize
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate>
              <div className="aa-form-grid">
                <FormikText
                  name="first_name"
                  maxLength={100}
                  label={t('first_name', 'First name')}
                  required
                  disabled={!canManage}
                />
                <FormikText
                  name="last_name"
                  maxLength={100}
                  label={t('last_name', 'Last name')}
                  required
                  disabled={!canManage}
                />
                <FormikText
                  name="mobile"
                  maxLength={32}
                  label={t('mobile_phone', 'Mobile phone')}
                  type="tel"
                  disabled={!canManage}
                />
                <FormikText
                  name="job_title"
                  maxLength={100}
                  label={t('job_title', 'Job title')}
                  disabled={!canManage}
                />
                <FormikSelect
                  name="location_id"
                  label={t('home_location', 'Home location')}
                  options={locationOptions}
                  placeholder={t('no_home_location', 'None')}
                  disabled={!canManage}
                />
                <FormikText
                  name="country_code"
                  maxLength={2}
                  label={t('country_code', 'Country code (2 letters)')}
                  disabled={!canManage}
                />
              </div>
              {formError ? (
                <p role="alert" className="aa-error">
                  {formError}
                </p>
              ) : null}
              {canManage ? (
                <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                  {t('save_changes', 'Save changes')}
                </Button>
              ) : null}
            </Form>
          )}
        </Formik>
      </ServerErrorsProvider>
    </section>
  );
}
