import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { JOB_QUEUE, QueueName, RealtimeService, type AuthContext, type JobQueue } from '@attest/platform';
import type { ApplicantFilter } from '../applicant-search/applicant-filter';
import { EXPORT_APPLICANTS_JOB, type ExportApplicantsJobData } from './jobs/export-applicants.job';

/** Starts an asynchronous applicant export; the result arrives on the real-time channel. */
@Injectable()
export class ApplicantExportService {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {}

  async start(auth: AuthContext, filter: ApplicantFilter) {
    const exportId = randomUUID();
    const eventName = await this.realtime.createEventName('export', auth.customerId);
    const data: ExportApplicantsJobData = {
      version: 1,
      customerId: auth.customerId,
      userId: auth.userId ?? 0,
      exportId,
      eventName,
      filter: { term: filter.term, locations: filter.locations },
    };
    const job = await this.queue.add(QueueName.Exports, EXPORT_APPLICANTS_JOB, data, { jobId: exportId, attempts: 3, backoffMs: 2000 });
    return { job_id: job.id, event_name: eventName, subscription_url: `/api/v1/realtime/subscriptions/${eventName}` };
  }
}
