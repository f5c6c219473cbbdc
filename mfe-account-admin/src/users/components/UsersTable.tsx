import { Link, useParams } from 'react-router-dom';
import type { CstUserDto, UserRoleDto } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { useLocations } from '../../admin-common/useLocations';
import { useRoleOptions } from '../../roles/hooks/useRoleOptions';
import { UserStatusBadge } from './UserStatusBadge';

/** "Recruiter (West)": the role's name and, when it is limited to one, its location. */
export function useUserRoleLabel() {
  const { t } = useT();
  const { labelOf } = useRoleOptions();
  const { nameOf } = useLocations();
  return (ur: Pick<UserRoleDto, 'role_id' | 'role_name' | 'location_id'>): string => {
    const name = labelOf(ur.role_id, ur.role_name);
    const location = nameOf(ur.location_id);
    return location ? t('role_at_location', '{{role}} ({{location}})', { role: name, location }) : name;
  };
}

/** The user list: a table that becomes stacked cards on a phone. */
export function UsersTable({ users }: { users: CstUserDto[] }) {
  const { t } = useT();
  const { customerCode = '', locationCode = '' } = useParams();
  const roleLabel = useUserRoleLabel();
  if (users.length === 0) {
    return <p>{t('no_users', 'There are no users yet.')}</p>;
  }
  const cols = {
    name: t('name', 'Name'),
    email: t('email', 'Email'),
    roles: t('roles', 'Roles'),
    status: t('status', 'Status'),
  };
  return (
    <div className="aa-table-wrap">
      <table className="aa-table aa-stack">
        <thead>
          <tr>
            <th scope="col">{cols.name}</th>
            <th scope="col">{cols.email}</th>
            <th scope="col">{cols.roles}</th>
            <th scope="col">{cols.status}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.user_id}>
              <td data-label={cols.name}>
                <Link
                  to={`/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/admin/users/${u.user_id}`}
                >
                  {u.full_name || `${u.first_name} ${u.last_name}`}
                </Link>
              </td>
              <td data-label={cols.email} className="aa-break">
                {u.email}
              </td>
              <td data-label={cols.roles}>
                {u.roles.length > 0 ? u.roles.map(roleLabel).join(', ') : t('no_roles', 'No roles')}
              </td>
              <td data-label={cols.status}>
                <UserStatusBadge user={u} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
