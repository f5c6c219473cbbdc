import type { CsvExportJobData } from '@attest/platform';
import type { SigRequestFilter } from './sig-request-filter';

export const EXPORT_SIG_REQUESTS_JOB = 'export-sig-requests';

/** Payload v1 of the signature request CSV export. */
export type ExportSigRequestsJobData = CsvExportJobData<Omit<SigRequestFilter, 'skip' | 'take'>>;
