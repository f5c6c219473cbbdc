import { ADMISSION_FIELDS, EEOC_FIELDS, type ApplicantReference, type EmergencyContact, type ProfessionalLicense } from '@attest/contracts';
import type { ApplicantProfile } from '../../profile/api/applicant-api';
import { CONTACT_SPEC, LICENSE_SPEC, REFERENCE_SPEC, toRows, type RowValues } from './basic-info-rows';

export const TOP_LEVEL = [
  'first_name', 'middle_name', 'last_name', 'previous_names', 'email', 'mobile_phone', 'home_phone',
  'address1', 'address2', 'city', 'state', 'zip',
] as const;
export const FED_TAX = ['fed_id', 'date_of_birth', 'fed_filing_status', 'fed_tax_allowances'] as const;
export const EEOC = ['gender', 'ethnicity', 'veteran', 'disability'] as const satisfies readonly (typeof EEOC_FIELDS)[number][];
export const ADMISSION = ADMISSION_FIELDS;

type Scalars = Record<(typeof TOP_LEVEL)[number] | (typeof FED_TAX)[number] | (typeof EEOC)[number] | (typeof ADMISSION)[number], string | null>;

/** Everything the section edits, as the form holds it (strings, '' for empty; rows per list). */
export type BasicInfoValues = Scalars & {
  contacts: RowValues[];
  licenses: RowValues[];
  references: RowValues[];
};

export interface BasicInfoRecords {
  applicant: ApplicantProfile;
  contacts: EmergencyContact[];
  licenses: ProfessionalLicense[];
  references: ApplicantReference[];
}

const str = (v: unknown): string => (v == null ? '' : String(v));
const group = (applicant: ApplicantProfile, name: string): Record<string, unknown> => {
  const g = applicant[name];
  return g && typeof g === 'object' ? (g as Record<string, unknown>) : {};
};

/** The masked federal id on file ('*****6789'), or null. */
export function fedIdOnFile(applicant: ApplicantProfile): string | null {
  const v = group(applicant, 'fed_tax').fed_id;
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/**
 * Form values of the loaded records. The federal id starts empty: answers only carry it masked, and an
 * empty field keeps what is on file (see toApplicantEdit).
 */
export function toBasicInfoValues({ applicant, contacts, licenses, references }: BasicInfoRecords): BasicInfoValues {
  const values = {} as Scalars;
  for (const name of TOP_LEVEL) {
    values[name] = str(applicant[name]);
  }
  const fedTax = group(applicant, 'fed_tax');
  for (const name of FED_TAX) {
    values[name] = name === 'fed_id' ? '' : str(fedTax[name]);
  }
  const eeoc = group(applicant, 'eeoc');
  for (const name of EEOC) {
    values[name] = str(eeoc[name]);
  }
  const admission = group(applicant, 'admission');
  for (const name of ADMISSION) {
    values[name] = str(admission[name]);
  }
  return {
    ...values,
    contacts: toRows(CONTACT_SPEC, contacts),
    licenses: toRows(LICENSE_SPEC, licenses),
    references: toRows(REFERENCE_SPEC, references),
  };
}

const trimmed = (v: string | null) => (v == null ? '' : v.trim());

/**
 * The edited applicant for buildApplicantUpdate: top-level fields, and the fed_tax / eeoc / admission
 * groups. An empty federal id field means "keep the one on file" and is left out. When the person says they
 * were never convicted, the conviction details are cleared.
 */
export function toApplicantEdit(values: BasicInfoValues): Record<string, unknown> {
  const edit: Record<string, unknown> = {};
  for (const name of TOP_LEVEL) {
    edit[name] = trimmed(values[name]);
  }
  const fedTax: Record<string, unknown> = {};
  for (const name of FED_TAX) {
    if (name !== 'fed_id' || trimmed(values.fed_id) !== '') {
      fedTax[name] = trimmed(values[name]);
    }
  }
  const eeoc: Record<string, unknown> = {};
  for (const name of EEOC) {
    eeoc[name] = trimmed(values[name]);
  }
  const convicted = values.convicted === '1';
  const admission: Record<string, unknown> = {};
  for (const name of ADMISSION) {
    admission[name] = name === 'convicted' || convicted ? trimmed(values[name]) : null;
  }
  return { ...edit, fed_tax: fedTax, eeoc, admission };
}
