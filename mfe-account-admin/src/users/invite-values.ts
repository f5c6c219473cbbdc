import { createUserSchema, type CreateUserBody } from '@attest/contracts';
import { idOrNull } from '../admin-common/useLocations';
import { yupValidator } from '../admin-common/yup-validator';

/** The invite form as typed: selects hold '' for "none". */
export interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  job_title: string;
  location_id: string;
  country_code: string;
  roles: { role_id: string; location_id: string }[];
}

export const EMPTY_INVITE: InviteValues = {
  email: '',
  first_name: '',
  last_name: '',
  mobile: '',
  job_title: '',
  location_id: '',
  country_code: '',
  roles: [],
};

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The POST /api/v1/users body of the typed values (a role without a choice stays undefined so the schema says "required"). */
export function toCreateUserBody(values: InviteValues): CreateUserBody {
  return {
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    mobile: textOrNull(values.mobile),
    job_title: textOrNull(values.job_title),
    location_id: idOrNull(values.location_id),
    country_code: textOrNull(values.country_code)?.toUpperCase() ?? null,
    roles: values.roles.map((r) => ({
      role_id: (r.role_id === '' ? undefined : Number(r.role_id)) as number,
      location_id: idOrNull(r.location_id),
    })),
  };
}

/** Formik validation with the contract's createUserSchema. */
export const validateInvite = yupValidator<InviteValues, CreateUserBody>(createUserSchema, toCreateUserBody);
