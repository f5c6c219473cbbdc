import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { JOB_QUEUE, QueueName, RealtimeService, type AuthContext, type JobQueue } from '@attest/platform';
import type { SigRequestFilter } from './dto/sig-request-dtos';
import { EXPORT_SIG_REQUESTS_JOB, type ExportSigRequestsJobData } from './sig-request-export.job';

/** Starts an asynchronous export (the applicant export's pattern); the link arrives on the real-time channel. */
@Injectable()
export class SigRequestExportService {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {}

  async start(auth: AuthContext, filter: SigRequestFilter) {
    const exportId = randomUUID();
    const eventName = await this.realtime.createEventName('export', auth.customerId);
    const data: ExportSigRequestsJobData = {
      version: 1,
      customerId: auth.customerId,
      userId: auth.userId ?? 0,
      exportId,
      eventName,
      filter: { status: filter.status, applicant_id: filter.applicant_id, term: filter.term, locations: filter.locations },
    };
    const job = await this.queue.add(QueueName.Exports, EXPORT_SIG_REQUESTS_JOB, data, { jobId: exportId, attempts: 3, backoffMs: 2000 });
    return { job_id: job.id, event_name: eventName, subscription_url: `/api/v1/realtime/subscriptions/${eventName}` };
  }
}
