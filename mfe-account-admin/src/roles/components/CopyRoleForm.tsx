import type { FormEvent } from 'react';
import type { RoleDto } from '@attest/contracts';
import { Button, useT, useToast } from '@attest/shared-ui';
import { ErrorAlert } from '../../admin-common/ErrorAlert';
import { useCreateRoleMutation } from '../api/roles-api';
import { roleDescription, roleName } from '../permission-labels';
import { RoleDetailsFields, useRoleDetails } from './RoleDetailsFields';

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
  const { details, setDetails, errors, formError, submit } = useRoleDetails(() => ({
    name: t('copy_of_role', 'Copy of {{name}}', { name: roleName(t, source) }),
    description: roleDescription(t, source),
  }));

  const copy = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (body) => {
      const created = await createRole({ body, copyFrom: source.role_id }).unwrap();
      toast.success(t('role_copied', 'The role "{{name}}" has been created.', { name: created.name }));
      onCopied(created);
    });
  };

  return (
    <form className="aa-panel" onSubmit={copy} noValidate aria-label={t('copy_role', 'Copy role')}>
      <h3>{t('copy_role_title', 'Copy {{name}}', { name: roleName(t, source) })}</h3>
      <RoleDetailsFields details={details} errors={errors} onChange={setDetails} />
      <ErrorAlert message={formError} />
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
