import type { ApplicantProfile } from '../api/applicant-api';

export const PROFILE_FIELDS = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name', type: 'text' },
  { name: 'middle_name', label: 'Middle name', required: false, autoComplete: 'additional-name', type: 'text' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email', required: true, autoComplete: 'email', type: 'email' },
  { name: 'mobile_phone', label: 'Mobile phone', required: false, autoComplete: 'tel', type: 'tel' },
  { name: 'home_phone', label: 'Home phone', required: false, autoComplete: 'tel', type: 'tel' },
  { name: 'address1', label: 'Address line 1', required: false, autoComplete: 'address-line1', type: 'text' },
  { name: 'address2', label: 'Address line 2', required: false, autoComplete: 'address-line2', type: 'text' },
  { name: 'city', label: 'City', required: false, autoComplete: 'address-level2', type: 'text' },
  { name: 'state', label: 'State', required: false, autoComplete: 'address-level1', type: 'text' },
  { name: 'zip', label: 'Zip', required: false, autoComplete: 'postal-code', type: 'text' },
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number]['name'];

export type ProfileValues = Record<ProfileFieldName, string>;

/** Form values of an applicant: nulls become '' (buildApplicantUpdate treats them as the same value). */
export function toProfileValues(applicant: ApplicantProfile): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of PROFILE_FIELDS) {
    const value = applicant[field.name];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}
