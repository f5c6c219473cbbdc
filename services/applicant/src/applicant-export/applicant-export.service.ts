import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, RealtimeService, startCsvExport, type AuthContext, type JobQueue } from '@attest/platform';
import { scopedFilter, type ApplicantFilter } from '../applicant-search/applicant-filter';
import { EXPORT_APPLICANTS_JOB } from './jobs/export-applicants.job';

/** Starts an asynchronous applicant export; the result arrives on the real-time channel. */
@Injectable()
export class ApplicantExportService {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {}

  start(auth: AuthContext, filter: ApplicantFilter) {
    const picked: ApplicantFilter = scopedFilter(auth, filter);
    return startCsvExport({ queue: this.queue, realtime: this.realtime }, auth, EXPORT_APPLICANTS_JOB, picked);
  }
}
