import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetUsersQuery } from '../api/users-api';
import { BulkAddForm } from './BulkAddForm';
import { InviteUserForm } from './InviteUserForm';
import { UsersTable } from './UsersTable';

type Panel = 'none' | 'invite' | 'bulk';

/** `admin/users`: the customer's staff users; inviting (one or a pasted list) needs account.manage. */
export function UsersPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <UsersList />
    </RequirePermission>
  );
}

function UsersList() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const [invitations, setInvitations] = useState(false);
  const [panel, setPanel] = useState<Panel>('none');
  const { data, error, isFetching, refetch } = useGetUsersQuery({ invitations });
  const toggle = (next: Panel) => setPanel((current) => (current === next ? 'none' : next));

  return (
    <Card title={t('users', 'Users')}>
      <AccountAdminStyles />
      <div className="aa-toolbar">
        <label className="aa-check">
          <input type="checkbox" checked={invitations} onChange={(e) => setInvitations(e.target.checked)} />
          {t('show_pending_invitations', 'Show pending invitations')}
        </label>
        {canManage ? (
          <div className="aa-actions">
            <Button aria-expanded={panel === 'invite'} onClick={() => toggle('invite')}>
              {t('invite_user', 'Invite user')}
            </Button>
            <Button variant="secondary" aria-expanded={panel === 'bulk'} onClick={() => toggle('bulk')}>
              {t('bulk_add_users', 'Bulk add users')}
            </Button>
          </div>
        ) : null}
      </div>
      {canManage && panel === 'invite' ? (
        <InviteUserForm
          onDone={(invited) => {
            setPanel('none');
            // The new invitation is listed at once.
            setInvitations((shown) => shown || invited);
          }}
        />
      ) : null}
      {canManage && panel === 'bulk' ? (
        <BulkAddForm onDone={() => setPanel('none')} onInvited={() => setInvitations(true)} />
      ) : null}
      <LoadingBar active={isFetching} />
      {error ? (
        <ErrorPanel
          title={t('users_unavailable', 'The users could not be loaded')}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : null}
      {data ? <UsersTable users={data} /> : null}
    </Card>
  );
}
