import { createUserSchema, type CreateUserBody } from '@attest/contracts';
import { idOrNull } from '../admin-common/useLocations';
import { yupValidator } from '../admin-common/yup-validator';
import { EMPTY_PROFILE, toProfileBody, type ProfileValues } from './profile-values';

/** The invite form as typed: the user's own fields, their email and the roles to grant. */
export interface InviteValues extends ProfileValues {
  email: string;
  roles: { role_id: string; location_id: string }[];
}

export const EMPTY_INVITE: InviteValues = { email: '', ...EMPTY_PROFILE, roles: [] };

/** The POST /api/v1/users body of the typed values (a role without a choice stays undefined so the schema says "required"). */
export function toCreateUserBody(values: InviteValues): CreateUserBody {
  return {
    email: values.email.trim(),
    ...toProfileBody(values),
    roles: values.roles.map((r) => ({
      role_id: (r.role_id === '' ? undefined : Number(r.role_id)) as number,
      location_id: idOrNull(r.location_id),
    })),
  };
}

/** Formik validation with the contract's createUserSchema. */
export const validateInvite = yupValidator<InviteValues, CreateUserBody>(createUserSchema, toCreateUserBody);
