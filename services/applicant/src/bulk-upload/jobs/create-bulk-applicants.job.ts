export const CREATE_BULK_APPLICANTS_JOB = 'create-bulk-applicants';

/** Payload v1: the upload to work through. Rows (and their personal data) stay in the database. */
export interface CreateBulkApplicantsJobData {
  version: 1;
  customerId: number;
  uploadId: string;
}

/** One job per upload and run: starting it twice is a no-op while the job is kept. */
export const bulkUploadJobId = (uploadId: string, run: number) => `bulk-upload-${uploadId}-${run}`;
