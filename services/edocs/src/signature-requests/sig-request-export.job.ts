import type { JobPayload } from '@attest/platform';
import type { SigRequestFilter } from './dto/sig-request-dtos';

export const EXPORT_SIG_REQUESTS_JOB = 'export-sig-requests';

/** Payload v1 of the signature request CSV export. */
export interface ExportSigRequestsJobData extends JobPayload {
  version: 1;
  userId: number;
  exportId: string;
  eventName: string;
  filter: Omit<SigRequestFilter, 'skip' | 'take'>;
}
