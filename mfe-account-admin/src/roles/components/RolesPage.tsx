import { useState } from 'react';
import { PERMISSION_CATALOGUE, PERMISSIONS, type RoleDto } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useT, StatusBadge } from '@attest/shared-ui';
import { AccountAdminStyles } from '../../applicants/components/AccountAdminStyles';
import { useGetPermissionsQuery, useGetRolesQuery } from '../api/roles-api';
import { roleName } from '../permission-labels';
import { RoleView } from './RoleView';

/** `admin/roles`: the roles (system ones marked), each with its permissions; copy and edit need account.manage. */
export function RolesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.ACCOUNT_READ}>
      <RolesList />
    </RequirePermission>
  );
}

function RolesList() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.ACCOUNT_MANAGE);
  const { data: roles, error, isFetching, refetch } = useGetRolesQuery();
  // The catalogue is also in contracts: the page works while (or if) /permissions does not answer.
  const { data: catalogue = PERMISSION_CATALOGUE } = useGetPermissionsQuery();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A copy just made is shown at once, before the refreshed list arrives.
  const [created, setCreated] = useState<RoleDto | null>(null);
  const selected =
    roles?.find((r) => r.role_id === selectedId) ??
    (created?.role_id === selectedId ? created : null) ??
    roles?.[0];

  return (
    <Card title={t('roles', 'Roles')}>
      <AccountAdminStyles />
      <LoadingBar active={isFetching} />
      {error ? (
        <ErrorPanel
          title={t('roles_unavailable', 'The roles could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : null}
      {roles ? (
        <div className="aa-split">
          <nav aria-label={t('roles', 'Roles')}>
            <ul className="aa-list aa-role-list">
              {roles.map((role) => (
                <li key={role.role_id}>
                  <button
                    type="button"
                    aria-current={role.role_id === selected?.role_id}
                    onClick={() => setSelectedId(role.role_id)}
                  >
                    <span>{roleName(t, role)}</span>
                    {role.system ? (
                      <StatusBadge tone="neutral" icon="locked">{t('system_role', 'System role')}</StatusBadge>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected ? (
            <RoleView
              key={selected.role_id}
              role={selected}
              catalogue={catalogue}
              canManage={canManage}
              onCopied={(copy) => {
                setCreated(copy);
                setSelectedId(copy.role_id);
              }}
            />
          ) : (
            <p>{t('no_roles_defined', 'There are no roles.')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
