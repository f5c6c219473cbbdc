import { useState, type FormEvent } from 'react';
import { ALL_PERMISSIONS, type Permission, type PermissionInfo, type RoleDto } from '@attest/contracts';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors, fieldText } from '../../admin-common/error-text';
import { useUpdateRoleMutation } from '../api/roles-api';
import { PermissionChecklist } from './PermissionChecklist';

/** Edit a customer role: name, description and its permissions (PUT /roles/{id}). */
export function RoleEditor({ role, catalogue }: { role: RoleDto; catalogue: readonly PermissionInfo[] }) {
  const { t } = useT();
  const toast = useToast();
  const [updateRole, { isLoading }] = useUpdateRoleMutation();
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description ?? '');
  const [selected, setSelected] = useState<Set<Permission>>(() => new Set(role.permissions));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ name: 'required_field' });
      return;
    }
    setErrors({});
    setError(null);
    try {
      // Catalogue order, so the saved list reads like the page.
      const permissions = ALL_PERMISSIONS.filter((p) => selected.has(p));
      await updateRole({
        id: role.role_id,
        body: {
          name: name.trim(),
          description: description.trim() === '' ? null : description.trim(),
          permissions,
        },
      }).unwrap();
      toast.success(t('role_saved', 'The role has been saved.'));
    } catch (cause) {
      setErrors(apiFieldErrors(cause));
      setError(apiErrorText(t, cause));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('edit_role', 'Edit role')}>
      <TextField
        label={t('role_name', 'Role name')}
        value={name}
        required
        maxLength={100}
        error={fieldText(t, errors.name)}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('role_description', 'Description')}
        value={description}
        maxLength={500}
        error={fieldText(t, errors.description)}
        onChange={(e) => setDescription(e.target.value)}
      />
      <h4>{t('permissions', 'Permissions')}</h4>
      <PermissionChecklist catalogue={catalogue} selected={selected} disabled={false} onToggle={toggle} />
      {errors.permissions ? <p className="aa-error">{fieldText(t, errors.permissions)}</p> : null}
      {error ? (
        <p role="alert" className="aa-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={isLoading}>
        {t('save_role', 'Save role')}
      </Button>
    </form>
  );
}
