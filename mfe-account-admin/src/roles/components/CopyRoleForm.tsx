import { useState, type FormEvent } from 'react';
import type { RoleDto } from '@attest/contracts';
import { Button, TextField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText, apiFieldErrors, fieldText } from '../../admin-common/error-text';
import { useCreateRoleMutation } from '../api/roles-api';
import { roleDescription, roleName } from '../permission-labels';

/** "Copy role": a new customer role with the permissions of `source` (POST /roles?copyFrom=), then edited. */
export function CopyRoleForm({
  source,
  onCopied,
  onCancel,
}: {
  source: RoleDto;
  onCopied: (role: RoleDto) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const toast = useToast();
  const [createRole, { isLoading }] = useCreateRoleMutation();
  const [name, setName] = useState(() =>
    t('copy_of_role', 'Copy of {{name}}', { name: roleName(t, source) }),
  );
  const [description, setDescription] = useState(() => roleDescription(t, source));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ name: 'required_field' });
      return;
    }
    setErrors({});
    setError(null);
    try {
      const body = { name: name.trim(), description: description.trim() === '' ? null : description.trim() };
      const created = await createRole({ body, copyFrom: source.role_id }).unwrap();
      toast.success(t('role_copied', 'The role "{{name}}" has been created.', { name: created.name }));
      onCopied(created);
    } catch (cause) {
      setErrors(apiFieldErrors(cause));
      setError(apiErrorText(t, cause));
    }
  };

  return (
    <form className="aa-panel" onSubmit={submit} noValidate aria-label={t('copy_role', 'Copy role')}>
      <h3>{t('copy_role_title', 'Copy {{name}}', { name: roleName(t, source) })}</h3>
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
      {error ? (
        <p role="alert" className="aa-error">
          {error}
        </p>
      ) : null}
      <div className="aa-actions">
        <Button type="submit" loading={isLoading}>
          {t('create_copy', 'Create copy')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
