import { Form, Formik, type FormikHelpers } from 'formik';
import { createUserSchema } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { FormikText, ServerErrorsProvider, useServerErrors } from '../../admin-common/FormikFields';
import { useCreateUserMutation } from '../api/users-api';
import { EMPTY_INVITE, toCreateUserBody, validateInvite, type InviteValues } from '../invite-values';
import { InviteRolesField } from './InviteRolesField';
import { ProfileFields } from './ProfileFields';

/**
 * "Invite user": the contract's createUserSchema checks the fields as they are typed; a refused invitation
 * keeps everything typed and shows the server's field errors beside their inputs.
 */
export function InviteUserForm({ onDone }: { onDone: (invited: boolean) => void }) {
  const { t } = useT();
  const toast = useToast();
  const [createUser] = useCreateUserMutation();
  const { formError, save, value: serverErrors } = useServerErrors();

  const submit = (values: InviteValues, helpers: FormikHelpers<InviteValues>) =>
    save(async () => {
      const created = await createUser(createUserSchema.cast(toCreateUserBody(values))).unwrap();
      toast.success(t('invitation_sent', 'Invitation sent to {{email}}', { email: created.email }));
      helpers.resetForm();
      onDone(true);
    });

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
                <ProfileFields />
              </div>
              <InviteRolesField />
              <ErrorAlert message={formError} />
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
