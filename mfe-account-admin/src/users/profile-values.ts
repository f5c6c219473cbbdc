import { updateUserSchema, type CstUserDto, type UpdateUserBody } from '@attest/contracts';
import { idOrNull } from '../admin-common/useLocations';
import { yupValidator } from '../admin-common/yup-validator';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  mobile: string;
  job_title: string;
  location_id: string;
  country_code: string;
}

export const profileValuesOf = (u: CstUserDto): ProfileValues => ({
  first_name: u.first_name,
  last_name: u.last_name,
  mobile: u.mobile ?? '',
  job_title: u.job_title ?? '',
  location_id: u.location_id == null ? '' : String(u.location_id),
  country_code: u.country_code ?? '',
});

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const toUpdateUserBody = (v: ProfileValues): UpdateUserBody => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
  mobile: textOrNull(v.mobile),
  job_title: textOrNull(v.job_title),
  location_id: idOrNull(v.location_id),
  country_code: textOrNull(v.country_code)?.toUpperCase() ?? null,
});

export const validateProfile = yupValidator<ProfileValues, UpdateUserBody>(
  updateUserSchema,
  toUpdateUserBody,
);
