import { number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '../validation/email';

/**
 * The recruiter tab embedded in an ATS (staff-side §2 "Recruiter tab"): the ATS candidate's external id is
 * associated with one applicant per customer (both ways unique). Shared by the tab and services/applicant.
 */

/** An ATS candidate id: what ATSs use (digits, letters, '-', '_', '.', ':'), at most 128 characters. */
export const ATS_EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function isAtsExternalId(value: unknown): value is string {
  return typeof value === 'string' && ATS_EXTERNAL_ID_PATTERN.test(value);
}

const name = string().trim().required('required_field').max(100, 'es_max');
const optional = (max: number) => string().trim().max(max, 'es_max').optional();

/** The candidate data the ATS hands over (in the host's launch; issue 19 will read it from the ATS itself). */
export const atsCandidateSchema = object({
  first_name: name,
  last_name: name,
  email: string()
    .trim()
    .required('required_field')
    .max(254, 'es_max')
    .test('no-at-start', 'es_disallow_starting_with_at_symbol', (v) => !v?.startsWith('@'))
    .matches(EMAIL_PATTERN, 'invalid_email'),
  mobile_phone: optional(32),
  city: optional(100),
  state: optional(8),
  zip: optional(10),
}).noUnknown(true, 'unknown_field');
export type AtsCandidate = InferType<typeof atsCandidateSchema>;

/** POST /api/v1/ats/associations/{externalId}/applicant: the candidate, and where the applicant belongs. */
export const createAtsApplicantSchema = atsCandidateSchema.shape({
  location_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
});
export type CreateAtsApplicantInput = InferType<typeof createAtsApplicantSchema>;

/** PUT /api/v1/ats/associations/{externalId}: associate (or replace with) an existing applicant. */
export const associateApplicantSchema = object({
  applicant_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type AssociateApplicantInput = InferType<typeof associateApplicantSchema>;

/** The associated applicant as the tab shows it, with the onboarding progress. */
export interface AtsApplicantSummary {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile_phone: string | null;
  city: string | null;
  state: string | null;
  location_id: number | null;
  active: boolean;
  verified: boolean;
  date_registered: string;
  /** The application step reached (APPLICATION_STATUS_ORDER key) and how far along it is. */
  application_status: string;
  application_step: number;
  application_steps: number;
}

export interface AtsAssociationDto {
  external_id: string;
  applicant: AtsApplicantSummary | null;
  associated_at: string | null;
}
