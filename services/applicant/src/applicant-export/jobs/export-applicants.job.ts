import type { JobPayload } from '@attest/platform';
import type { ApplicantFilter } from '../../applicant-search/applicant-filter';

export const EXPORT_APPLICANTS_JOB = 'export-applicants';

/** Payload v1 of the applicant CSV export. */
export interface ExportApplicantsJobData extends JobPayload {
  version: 1;
  userId: number;
  exportId: string;
  eventName: string;
  filter: ApplicantFilter;
}
