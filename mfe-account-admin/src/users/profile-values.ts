import { updateUserSchema, type CstUserDto, type UpdateUserBody } from '@attest/contracts';
import { idOrNull } from '../admin-common/useLocations';
import { yupValidator } from '../admin-common/yup-validator';

/** A user's own fields as typed (the invite form and the user's details): selects hold '' for "none". */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  mobile: string;
  job_title: string;
  location_id: string;
  country_code: string;
}

export const EMPTY_PROFILE: ProfileValues = {
  first_name: '',
  last_name: '',
  mobile: '',
  job_title: '',
  location_id: '',
  country_code: '',
};

export const profileValuesOf = (u: CstUserDto): ProfileValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  mobile: u.mobile ?? '',
  job_title: u.job_title ?? '',
  location_id: u.location_id == null ? '' : String(u.location_id),
  country_code: u.country_code ?? '',
});

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The profile fields of a POST or PUT /api/v1/users body. */
export const toProfileBody = (v: ProfileValues) => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  mobile: textOrNull(v.mobile),
  job_title: textOrNull(v.job_title),
  location_id: idOrNull(v.location_id),
  country_code: textOrNull(v.country_code)?.toUpperCase() ?? null,
});

export const validateProfile = yupValidator<ProfileValues, UpdateUserBody>(updateUserSchema, toProfileBody);
