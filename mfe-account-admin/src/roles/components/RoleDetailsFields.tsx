import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { TextField, useT } from '@attest/shared-ui';
import { fieldText } from '../../admin-common/error-text';
import { useServerErrors } from '../../admin-common/FormikFields';

/** A role's name and description as typed. */
export interface RoleDetails {
  name: string;
  description: string;
}

/**
 * The name and description of a role being copied or edited, with the errors of its last save: `submit(send)`
 * asks for a name, then sends the trimmed details (an empty description is null) and keeps what a refusal says.
 */
export function useRoleDetails(initial: () => RoleDetails) {
  const [details, setDetails] = useState(initial);
  const { errors, setErrors, formError, save } = useServerErrors();
  const submit = async (send: (body: { name: string; description: string | null }) => Promise<void>) => {
    if (details.name.trim() === '') {
      setErrors({ name: 'required_field' });
      return;
    }
    const description = details.description.trim();
    await save(() =>
      send({ name: details.name.trim(), description: description === '' ? null : description }),
    );
  };
  return { details, setDetails, errors, formError, submit };
}

/** The role's name and description fields. */
export function RoleDetailsFields({
  details,
  errors,
  onChange,
}: {
  details: RoleDetails;
  errors: Record<string, string>;
  onChange: Dispatch<SetStateAction<RoleDetails>>;
}) {
  const { t } = useT();
  const set = (key: keyof RoleDetails) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    onChange((d) => ({ ...d, [key]: value }));
  };
  return (
    <>
      <TextField
        label={t('role_name', 'Role name')}
        value={details.name}
        required
        maxLength={100}
        error={fieldText(t, errors.name)}
        onChange={set('name')}
      />
      <TextField
        label={t('role_description', 'Description')}
        value={details.description}
        maxLength={500}
        error={fieldText(t, errors.description)}
        onChange={set('description')}
      />
    </>
  );
}
