import type { CstUserDto } from '@attest/contracts';
import { Button, ModalResponse, useConfirm, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import {
  useDeactivateUserMutation,
  useResendInvitationMutation,
  useUpdateUserMutation,
} from '../api/users-api';

/** Activate / deactivate, and resend a pending invitation (account.manage only; the page hides this otherwise). */
export function UserStatusActions({ user }: { user: CstUserDto }) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [deactivate, deactivating] = useDeactivateUserMutation();
  const [update, activating] = useUpdateUserMutation();
  const [resend, resending] = useResendInvitationMutation();
  const name = user.full_name || user.email;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.danger(apiErrorText(t, error));
    }
  };

  const onDeactivate = async () => {
    const answer = await confirm({
      title: t('deactivate_user_title', 'Deactivate {{name}}?', { name }),
      body: t('deactivate_user_body', 'They can no longer sign in. You can activate them again later.'),
      confirmLabel: t('deactivate_user', 'Deactivate user'),
      danger: true,
    });
    if (answer === ModalResponse.CONFIRM) {
      await run(
        () => deactivate(user.user_id).unwrap(),
        t('user_deactivated', 'The user has been deactivated.'),
      );
    }
  };

  return (
    <div className="aa-actions">
      {user.active ? (
        <Button variant="danger" loading={deactivating.isLoading} onClick={() => void onDeactivate()}>
          {t('deactivate_user', 'Deactivate user')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          loading={activating.isLoading}
          onClick={() =>
            void run(
              () => update({ id: user.user_id, body: { active: true } }).unwrap(),
              t('user_activated', 'The user has been activated.'),
            )
          }
        >
          {t('activate_user', 'Activate user')}
        </Button>
      )}
      {user.invitation_pending ? (
        <Button
          variant="secondary"
          loading={resending.isLoading}
          onClick={() =>
            void run(
              () => resend(user.user_id).unwrap(),
              t('invitation_resent', 'The invitation has been sent again.'),
            )
          }
        >
          {t('resend_invitation', 'Resend invitation')}
        </Button>
      ) : null}
    </div>
  );
}
