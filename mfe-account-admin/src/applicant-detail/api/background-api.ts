import { api } from '@attest/shared-ui';
import { id, v2 } from './applicant-detail-api';

export interface ApplicantReference {
  ref_id: number;
  first_name: string;
  last_name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  comment: string | null;
}

/** A custom field the customer added to the record (entitycustomfield), with its value or null. */
export interface RecordCustomField {
  entity_custom_field_id: number;
  name: string;
  value: string | null;
}

export interface WorkHistoryRecord {
  work_history_id: number;
  employer: string | null;
  title: string | null;
  city: string | null;
  state: string | null;
  start_date: string | null;
  end_date: string | null;
  current: number | null;
  reason_for_leaving: string | null;
  custom_fields?: RecordCustomField[];
}

export interface EducationRecord {
  education_id: number;
  school: string | null;
  degree: string | null;
  major: string | null;
  city: string | null;
  state: string | null;
  grad_year: string | null;
  custom_fields?: RecordCustomField[];
}

/** The applicant's references, work history and education, as the applicant entered them (read-only for staff here). */
export const backgroundApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantReferences: build.query<ApplicantReference[], string>({ query: (applicantId) => v2(`aplreference/forapplicant/${id(applicantId)}`) }),
    applicantWorkHistory: build.query<WorkHistoryRecord[], string>({ query: (applicantId) => v2(`applicants/${id(applicantId)}/workHistory`) }),
    applicantEducation: build.query<EducationRecord[], string>({ query: (applicantId) => v2(`applicants/${id(applicantId)}/education`) }),
  }),
});

export const { useApplicantReferencesQuery, useApplicantWorkHistoryQuery, useApplicantEducationQuery } = backgroundApi;
