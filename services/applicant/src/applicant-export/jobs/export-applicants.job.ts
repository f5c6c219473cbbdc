import type { CsvExportJobData } from '@attest/platform';
import type { ApplicantFilter } from '../../applicant-search/applicant-filter';

export const EXPORT_APPLICANTS_JOB = 'export-applicants';

/** Payload v1 of the applicant CSV export. */
export type ExportApplicantsJobData = CsvExportJobData<ApplicantFilter>;
