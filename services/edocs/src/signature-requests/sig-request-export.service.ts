import { scopedSigFilter } from './sig-request-filter';
import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import type { SigRequestFilter } from './dto/sig-request-dtos';
import { EXPORT_SIG_REQUESTS_JOB } from './sig-request-export.job';

/** Starts an asynchronous signature-request export; the link arrives on the real-time channel. */
@Injectable()
export class SigRequestExportService {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {}

  start(auth: AuthContext, filter: SigRequestFilter) {
    const picked = scopedSigFilter(auth, { status: filter.status, applicant_id: filter.applicant_id, term: filter.term, locations: filter.locations } as Omit<SigRequestFilter, 'skip' | 'take'>);
    return startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_SIG_REQUESTS_JOB, picked);
  }
}
