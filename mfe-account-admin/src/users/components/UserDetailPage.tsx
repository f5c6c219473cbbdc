import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetUserQuery } from '../api/users-api';
import { UserExternalIdsSection } from './UserExternalIdsSection';
import { UserProfileForm } from './UserProfileForm';
import { UserRolesSection } from './UserRolesSection';
import { UserSettingsSection } from './UserSettingsSection';
import { UserStatusActions } from './UserStatusActions';
import { UserStatusBadge } from './UserStatusBadge';

/** `admin/users/:userId`: one staff user — details, status, roles, settings and external ids. */
export function UserDetailPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <UserDetail />
    </RequirePermission>
  );
}

function UserDetail() {
  const { t } = useT();
  const { customerCode = '', locationCode = '', userId = '' } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const { data: user, error, isFetching, refetch } = useGetUserQuery(id, { skip: !valid });
  const back = `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/users`;

  return (
    <Card title={user ? user.full_name || user.email : t('user', 'User')}>
      <AccountAdminStyles />
      <p>
        <Link to={back}>{t('back_to_users', 'Back to users')}</Link>
      </p>
      <LoadingBar active={isFetching} />
      {!valid || error ? (
        <ErrorPanel
          title={t('user_unavailable', 'The user could not be loaded')}
          onRetry={valid ? () => void refetch() : undefined}
        />
      ) : null}
      {user ? (
        <>
          <div className="aa-toolbar">
            <UserStatusBadge user={user} />
            {canManage ? <UserStatusActions user={user} /> : null}
          </div>
          <UserProfileForm user={user} canManage={canManage} />
          <UserRolesSection userId={user.user_id} canManage={canManage} />
          <UserSettingsSection userId={user.user_id} canManage={canManage} />
          <UserExternalIdsSection userId={user.user_id} canManage={canManage} />
        </>
      ) : null}
    </Card>
  );
}
