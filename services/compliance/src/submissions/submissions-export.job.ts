import type { CsvExportJobData } from '@attest/platform';
import type { SubmissionExportFilter } from './submissions-export.rows';

export const EXPORT_I9_SUBMISSIONS_JOB = 'export-i9-submissions';

/** Payload v1 of the I-9 submissions CSV export (platform CsvExportJobData: customer, user, export id, event name). */
export type ExportI9SubmissionsJobData = CsvExportJobData<SubmissionExportFilter>;
