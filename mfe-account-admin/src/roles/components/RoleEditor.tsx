import { useState, type FormEvent } from 'react';
import { ALL_PERMISSIONS, type Permission, type PermissionInfo, type RoleDto } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { fieldText } from '../../admin-common/error-text';
import { useUpdateRoleMutation } from '../api/roles-api';
import { PermissionChecklist } from './PermissionChecklist';
import { RoleDetailsFields, useRoleDetails } from './RoleDetailsFields';

/** Edit a customer role: name, description and its permissions (PUT /roles/{id}). */
export function RoleEditor({ role, catalogue }: { role: RoleDto; catalogue: readonly PermissionInfo[] }) {
  const { t } = useT();
  const toast = useToast();
  const [updateRole, { isLoading }] = useUpdateRoleMutation();
  const { details, setDetails, errors, formError, submit } = useRoleDetails(() => ({
    name: role.name,
    description: role.description ?? '',
  }));
  const [selected, setSelected] = useState<Set<Permission>>(() => new Set(role.permissions));

  const toggle = (permission: Permission, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) {
        next.add(permission);
      } else {
        next.delete(permission);
      }
      return next;
    });

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (body) => {
      // Catalogue order, so the saved list reads like the page.
      const permissions = ALL_PERMISSIONS.filter((p) => selected.has(p));
      await updateRole({ id: role.role_id, body: { ...body, permissions } }).unwrap();
      toast.success(t('role_saved', 'The role has been saved.'));
    });
  };

  return (
    <form onSubmit={saveRole} noValidate aria-label={t('edit_role', 'Edit role')}>
      <RoleDetailsFields details={details} errors={errors} onChange={setDetails} />
      <h4>{t('permissions', 'Permissions')}</h4>
      <PermissionChecklist catalogue={catalogue} selected={selected} disabled={false} onToggle={toggle} />
      {errors.permissions ? <p className="aa-error">{fieldText(t, errors.permissions)}</p> : null}
      <ErrorAlert message={formError} />
      <Button type="submit" loading={isLoading}>
        {t('save_role', 'Save role')}
      </Button>
    </form>
  );
}
