import { useState } from 'react';
import type { PermissionInfo, RoleDto } from '@attest/contracts';
import { Button, useT, StatusBadge } from '@attest/shared-ui';
import { roleDescription, roleName } from '../permission-labels';
import { CopyRoleForm } from './CopyRoleForm';
import { PermissionChecklist } from './PermissionChecklist';
import { RoleEditor } from './RoleEditor';

interface Props {
  role: RoleDto;
  catalogue: readonly PermissionInfo[];
  canManage: boolean;
  onCopied: (role: RoleDto) => void;
}

/** One role: a system role (or any role without account.manage) read-only; a customer role editable; any role copyable. */
export function RoleView({ role, catalogue, canManage, onCopied }: Props) {
  const { t } = useT();
  const [copying, setCopying] = useState(false);
  const editable = canManage && !role.system;
  return (
    <section className="aa-panel" aria-labelledby="aa-role-title">
      <div className="aa-role-head">
        <h3 id="aa-role-title">{roleName(t, role)}</h3>
        {role.system ? (
          <StatusBadge tone="neutral" icon="locked">{t('system_role', 'System role')}</StatusBadge>
        ) : null}
        {canManage && !copying ? (
          <Button variant="secondary" onClick={() => setCopying(true)}>
            {t('copy_role', 'Copy role')}
          </Button>
        ) : null}
      </div>
      {copying ? (
        <CopyRoleForm
          source={role}
          onCancel={() => setCopying(false)}
          onCopied={(created) => {
            setCopying(false);
            onCopied(created);
          }}
        />
      ) : null}
      {editable ? (
        <RoleEditor key={role.role_id} role={role} catalogue={catalogue} />
      ) : (
        <>
          {roleDescription(t, role) ? <p>{roleDescription(t, role)}</p> : null}
          {role.system ? (
            <p className="aa-muted">
              {t('system_role_hint', 'System roles cannot be changed. Copy one to adapt it.')}
            </p>
          ) : null}
          <h4>{t('permissions', 'Permissions')}</h4>
          <PermissionChecklist catalogue={catalogue} selected={new Set(role.permissions)} disabled />
        </>
      )}
    </section>
  );
}
