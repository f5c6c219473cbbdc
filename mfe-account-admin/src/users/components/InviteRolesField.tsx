import { FieldArray, useFormikContext } from 'formik';
import { Button, useT } from '@attest/shared-ui';
import { FormikSelect } from '../../admin-common/FormikFields';
import { useLocations } from '../../admin-common/useLocations';
import { useRoleOptions } from '../../roles/hooks/useRoleOptions';
import type { InviteValues } from '../invite-values';

/** The roles granted with the invitation: each a role and, optionally, the one location it is limited to. */
export function InviteRolesField() {
  const { t } = useT();
  const { values } = useFormikContext<InviteValues>();
  const { options: roleOptions } = useRoleOptions();
  const { options: locationOptions } = useLocations();
  return (
    <fieldset className="aa-panel">
      <legend>{t('roles', 'Roles')}</legend>
      <FieldArray name="roles">
        {(helpers) => (
          <>
            {values.roles.map((_role, index) => (
              <div key={index} className="aa-inline-form">
                <FormikSelect
                  name={`roles[${index}].role_id`}
                  label={t('role_n', 'Role {{n}}', { n: index + 1 })}
                  options={roleOptions}
                  placeholder={t('choose_role', 'Choose a role')}
                  required
                />
                <FormikSelect
                  name={`roles[${index}].location_id`}
                  label={t('role_location', 'Limited to location')}
                  options={locationOptions}
                  placeholder={t('all_locations', 'All locations')}
                />
                <Button
                  variant="secondary"
                  onClick={() => helpers.remove(index)}
                  aria-label={t('remove_role_n', 'Remove role {{n}}', { n: index + 1 })}
                >
                  {t('remove', 'Remove')}
                </Button>
              </div>
            ))}
            <Button variant="secondary" onClick={() => helpers.push({ role_id: '', location_id: '' })}>
              {t('add_role', 'Add a role')}
            </Button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
