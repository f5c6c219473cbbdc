import { Form, Formik } from 'formik';
import type { CstUserDto } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { useUpdateUserMutation } from '../api/users-api';
import { profileValuesOf, toProfileBody, validateProfile, type ProfileValues } from '../profile-values';
import { ProfileFields } from './ProfileFields';

/** The user's own fields (the email is the sign-in name and is not changed here). */
export function UserProfileForm({ user, canManage }: { user: CstUserDto; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const [updateUser] = useUpdateUserMutation();
  const { formError, save, value: serverErrors } = useServerErrors();

  const submit = (values: ProfileValues) =>
    save(async () => {
      await updateUser({ id: user.user_id, body: toProfileBody(values) }).unwrap();
      toast.success(t('user_saved', 'The user has been saved.'));
    });

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
                <ProfileFields disabled={!canManage} />
              </div>
              <ErrorAlert message={formError} />
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
