import { useState, type FormEvent } from 'react';
import type { UserRoleDto } from '@attest/contracts';
import { Button, ErrorPanel, SelectField, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from '../../admin-common/error-text';
import { idOrNull, useLocations } from '../../admin-common/useLocations';
import { useRoleOptions } from '../../roles/hooks/useRoleOptions';
import {
  useAddUserRoleMutation,
  useGetUserRolesQuery,
  useRemoveUserRoleMutation,
  useUpdateUserRoleMutation,
} from '../api/users-api';
import { useUserRoleLabel } from './UsersTable';

/** The user's roles: each for all locations or limited to one; add, change the location, remove. */
export function UserRolesSection({ userId, canManage }: { userId: number; canManage: boolean }) {
  const { t } = useT();
  const toast = useToast();
  const { data: userRoles = [], error, refetch } = useGetUserRolesQuery(userId);
  const [update] = useUpdateUserRoleMutation();
  const [remove] = useRemoveUserRoleMutation();
  const { options: locationOptions } = useLocations();
  const roleLabel = useUserRoleLabel();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (cause) {
      toast.danger(apiErrorText(t, cause));
    }
  };

  const changeLocation = (ur: UserRoleDto, value: string) =>
    run(
      () =>
        update({
          id: ur.id,
          body: { user_id: userId, role_id: ur.role_id, location_id: idOrNull(value) },
        }).unwrap(),
      t('role_saved', 'The role has been saved.'),
    );

  return (
    <section className="aa-panel" aria-labelledby="aa-user-roles-title">
      <h3 id="aa-user-roles-title">{t('roles', 'Roles')}</h3>
      {error ? (
        <ErrorPanel
          title={t('user_roles_unavailable', 'The roles could not be loaded')}
          onRetry={() => void refetch()}
        />
      ) : null}
      {userRoles.length === 0 && !error ? <p>{t('no_roles', 'No roles')}</p> : null}
      <ul className="aa-list" aria-label={t('assigned_roles', 'Assigned roles')}>
        {userRoles.map((ur) => (
          <li key={ur.id}>
            <span>{roleLabel(ur)}</span>
            {canManage ? (
              <span className="aa-actions">
                <SelectField
                  label={
                    <span className="at-visually-hidden">
                      {t('role_location_of', 'Location of {{role}}', {
                        role: roleLabel({ ...ur, location_id: null }),
                      })}
                    </span>
                  }
                  options={locationOptions}
                  placeholder={t('all_locations', 'All locations')}
                  value={ur.location_id == null ? '' : String(ur.location_id)}
                  onChange={(e) => void changeLocation(ur, e.target.value)}
                />
                <Button
                  variant="secondary"
                  aria-label={t('remove_role_named', 'Remove {{role}}', { role: roleLabel(ur) })}
                  onClick={() =>
                    void run(
                      () => remove({ id: ur.id, userId }).unwrap(),
                      t('role_removed', 'The role has been removed.'),
                    )
                  }
                >
                  {t('remove', 'Remove')}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? <AssignRoleForm userId={userId} /> : null}
    </section>
  );
}

function AssignRoleForm({ userId }: { userId: number }) {
  const { t } = useT();
  const toast = useToast();
  const { options: roleOptions } = useRoleOptions();
  const { options: locationOptions } = useLocations();
  const [add, { isLoading }] = useAddUserRoleMutation();
  const [roleId, setRoleId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roleId === '') {
      setError(t('required_field', 'Required Field'));
      return;
    }
    setError(null);
    try {
      await add({ user_id: userId, role_id: Number(roleId), location_id: idOrNull(locationId) }).unwrap();
      toast.success(t('role_assigned', 'The role has been assigned.'));
      setRoleId('');
      setLocationId('');
    } catch (cause) {
      toast.danger(apiErrorText(t, cause));
    }
  };

  return (
    <form
      className="aa-inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('assign_role', 'Assign role')}
    >
      <SelectField
        label={t('role', 'Role')}
        options={roleOptions}
        placeholder={t('choose_role', 'Choose a role')}
        value={roleId}
        required
        error={error ?? undefined}
        onChange={(e) => {
          setRoleId(e.target.value);
          setError(null);
        }}
      />
      <SelectField
        label={t('role_location', 'Limited to location')}
        options={locationOptions}
        placeholder={t('all_locations', 'All locations')}
        value={locationId}
        onChange={(e) => setLocationId(e.target.value)}
      />
      <Button type="submit" loading={isLoading}>
        {t('assign_role', 'Assign role')}
      </Button>
    </form>
  );
}
