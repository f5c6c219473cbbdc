import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BulkUploadProgressMessage } from '@attest/contracts';
import {
  CustomerConfigService,
  JOB_QUEUE,
  QueueName,
  RealtimeService,
  TenantRepository,
  type JobContext,
  type JobProcessor,
  type JobQueue,
} from '@attest/platform';
import { createApplicantBatch } from './create-applicant-batch';
import { BulkUploadRowEntity } from './entities/bulk-upload-row.entity';
import { BulkUploadEntity } from './entities/bulk-upload.entity';
import { CREATE_BULK_APPLICANTS_JOB, type CreateBulkApplicantsJobData } from './jobs/create-bulk-applicants.job';
import { INVITE_APPLICANT_JOB, inviteJobId, type InviteApplicantJobData } from './jobs/invite-applicant.job';

const INVITE_PAGE = 1000;

/**
 * Works through an upload's pending rows batch by batch (createApplicantBatch), queues each created row's
 * invitation when asked, and publishes progress on the upload's real-time event. Re-runs, duplicates and a
 * worker killed mid-job are safe: rows carry their state, batches commit whole, invitation jobs have ids.
 */
@Injectable()
export class CreateBulkApplicantsProcessor implements JobProcessor<CreateBulkApplicantsJobData> {
  readonly queue = QueueName.Imports;
  readonly jobName = CREATE_BULK_APPLICANTS_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('BulkUpload');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly realtime: RealtimeService,
    private readonly config: CustomerConfigService,
  ) {}

  async handle(data: CreateBulkApplicantsJobData, ctx: JobContext): Promise<{ created: number; invalid: number }> {
    const uploads = new TenantRepository(this.ds, BulkUploadEntity);
    const upload = await uploads.findOne(data.customerId, { upload_id: data.uploadId });
    if (!upload) {
      this.logger.warn(`Upload ${data.uploadId} is gone; nothing to do`);
      return { created: 0, invalid: 0 };
    }
    if (upload.status !== 'done') {
      await uploads.update(data.customerId, { upload_id: upload.upload_id }, { status: 'running' });
    }
    const disableInternationalPhones = await this.config.flag(data.customerId, 'disable_international_phone_numbers');
    await this.queueInvitations(upload);
    for (;;) {
      const outcome = await this.ds.transaction((m) => createApplicantBatch(m, upload, { disableInternationalPhones }));
      if (!outcome) {
        break;
      }
      await this.queueInvitations(upload);
      await this.publish(upload, ctx, false);
    }
    await uploads.update(data.customerId, { upload_id: upload.upload_id }, { status: 'done', finished_at: new Date() });
    const final = await this.publish(upload, ctx, true);
    return { created: final.created, invalid: final.invalid };
  }

  /** Created rows whose invitation is not queued yet get one job each (deterministic ids), then are marked. */
  private async queueInvitations(upload: BulkUploadEntity): Promise<void> {
    if (!upload.send_invitations) {
      return;
    }
    const rows = this.ds.getRepository(BulkUploadRowEntity);
    for (;;) {
      const due = await rows.find({ select: ['id', 'applicant_id'], where: { upload_id: upload.upload_id, state: 'created', invite_state: 'pending' }, take: INVITE_PAGE });
      if (!due.length) {
        return;
      }
      for (const row of due) {
        const payload: InviteApplicantJobData = { version: 1, customerId: upload.customer_id, applicantId: row.applicant_id ?? 0, userId: upload.user_id };
        await this.jobs.add(QueueName.Notifications, INVITE_APPLICANT_JOB, payload, { jobId: inviteJobId(upload.upload_id, payload.applicantId), attempts: 5, backoffMs: 5000 });
      }
      await rows.update(due.map((r) => r.id), { invite_state: 'queued' });
    }
  }

  private async publish(upload: BulkUploadEntity, ctx: JobContext, done: boolean): Promise<BulkUploadProgressMessage> {
    const counts = await countRows(this.ds, upload.upload_id);
    const finished = counts.created + counts.invalid;
    const progress = done ? 100 : counts.total ? Math.min(99, Math.floor((finished / counts.total) * 100)) : 99;
    const message: BulkUploadProgressMessage = { progress, created: counts.created, invalid: counts.invalid, total: counts.total, ...(done ? { done: true } : {}) };
    await ctx.reportProgress(progress);
    await this.realtime.publish(upload.event_name, message);
    return message;
  }
}

/** Rows of an upload by state. */
export async function countRows(ds: DataSource, uploadId: string): Promise<{ total: number; created: number; invalid: number; pending: number }> {
  const rows = (await ds.query('SELECT state, COUNT(*) AS n FROM bulk_upload_rows WHERE upload_id = ? GROUP BY state', [uploadId])) as { state: string; n: number | string }[];
  const of = (s: string) => Number(rows.find((r) => r.state === s)?.n ?? 0);
  const created = of('created');
  const invalid = of('invalid');
  const pending = of('pending');
  return { total: created + invalid + pending, created, invalid, pending };
}
