import { useMemo } from 'react';
import type { SelectOption } from '@attest/shared-ui';
import { useT } from '@attest/shared-ui';
import { useGetRolesQuery } from '../api/roles-api';
import { roleName } from '../permission-labels';

/** The roles a user can be given, as select options, and the display name of a role id. */
export function useRoleOptions() {
  const { t } = useT();
  const { data: roles = [] } = useGetRolesQuery();
  return useMemo(() => {
    const options: SelectOption[] = roles.map((r) => ({ value: String(r.role_id), label: roleName(t, r) }));
    const byId = new Map(roles.map((r) => [r.role_id, r]));
    const labelOf = (roleId: number, fallback: string): string => {
      const role = byId.get(roleId);
      return role ? roleName(t, role) : fallback;
    };
    return { roles, options, labelOf };
  }, [roles, t]);
}
