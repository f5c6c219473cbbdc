import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import {
  normaliseEmail,
  type BulkUploadDetail,
  type BulkUploadRowErrors,
  type BulkUploadRowInput,
  type BulkUploadSummary,
  type CreateBulkUploadInput,
  type EmailCheckAnswer,
} from '@attest/contracts';
import { conflict, JOB_QUEUE, notFound, QueueName, RealtimeService, requireLocation, TenantRepository, type AuthContext, type JobQueue } from '@attest/platform';
import { emailsInUse } from './create-applicant-batch';
import { countRows } from './create-bulk-applicants.processor';
import { BulkUploadRowEntity } from './entities/bulk-upload-row.entity';
import { BulkUploadEntity } from './entities/bulk-upload.entity';
import { bulkUploadJobId, CREATE_BULK_APPLICANTS_JOB, type CreateBulkApplicantsJobData } from './jobs/create-bulk-applicants.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The bulk CSV upload resource: create it, send its rows in chunks, start its job, read its outcome; and the
 * email-in-use check the table runs before creating. Staff only, always within the caller's customer.
 */
@Injectable()
export class BulkUploadService {
  private readonly uploads: TenantRepository<BulkUploadEntity>;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly realtime: RealtimeService,
  ) {
    this.uploads = new TenantRepository(ds, BulkUploadEntity);
  }

  async checkEmails(auth: AuthContext, emails: string[]): Promise<EmailCheckAnswer> {
    const normalised = [...new Set(emails.map(normaliseEmail).filter(Boolean))];
    return { in_use: [...(await emailsInUse(this.ds.manager, auth.customerId, normalised))] };
  }

  async create(auth: AuthContext, input: CreateBulkUploadInput): Promise<BulkUploadSummary> {
    requireLocation(auth, input.location_id ?? null);
    const upload = await this.uploads.insert(auth.customerId, {
      upload_id: randomUUID(),
      user_id: auth.userId ?? 0,
      location_id: input.location_id ?? null,
      send_invitations: input.send_invitations ? 1 : 0,
      status: 'receiving',
      event_name: await this.realtime.createEventName('bulk-upload', auth.customerId),
      run: 0,
      created_at: new Date(),
      finished_at: null,
    });
    return this.summary(upload);
  }

  /** A chunk of rows; a row number sent again (a retried request) keeps its first values. */
  async addRows(auth: AuthContext, uploadId: string, rows: BulkUploadRowInput[]): Promise<BulkUploadSummary> {
    const upload = await this.find(auth, uploadId);
    if (upload.status !== 'receiving') {
      throw conflict('bulk_upload_started');
    }
    // row_no is at most BULK_UPLOAD_MAX_ROWS (10,000) (schema) and unique per upload, so an upload never holds more.
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(BulkUploadRowEntity)
      .values(
        rows.map((r) => ({
          upload_id: uploadId,
          customer_id: auth.customerId,
          row_no: r.row_no,
          email_norm: r.values.email ? normaliseEmail(r.values.email) : '',
          data: JSON.stringify(r.values),
          state: 'pending' as const,
        })),
      )
      .orIgnore()
      .updateEntity(false)
      .execute();
    return this.summary(upload);
  }

  /**
   * Queues the upload's job (once: its id names the upload and run). A job that failed for good, or is no
   * longer kept, is queued again under the next run; rows already done are never done again.
   */
  async start(auth: AuthContext, uploadId: string): Promise<BulkUploadSummary> {
    const upload = await this.find(auth, uploadId);
    if (upload.status === 'done') {
      return this.summary(upload);
    }
    const current = upload.run > 0 ? await this.queue.getJob(QueueName.Imports, bulkUploadJobId(uploadId, upload.run)) : null;
    if (!current || current.state === 'failed' || current.state === 'completed') {
      if ((await countRows(this.ds, uploadId)).total === 0) {
        throw conflict('bulk_upload_empty');
      }
      const run = upload.run + 1;
      await this.uploads.update(auth.customerId, { upload_id: uploadId }, { run, status: upload.status === 'receiving' ? 'queued' : upload.status });
      const data: CreateBulkApplicantsJobData = { version: 1, customerId: auth.customerId, uploadId };
      await this.queue.add(QueueName.Imports, CREATE_BULK_APPLICANTS_JOB, data, { jobId: bulkUploadJobId(uploadId, run), attempts: 5, backoffMs: 2000 });
    }
    return this.summary(await this.find(auth, uploadId));
  }

  async detail(auth: AuthContext, uploadId: string): Promise<BulkUploadDetail> {
    const upload = await this.find(auth, uploadId);
    const rows = await this.ds.getRepository(BulkUploadRowEntity).find({
      select: ['row_no', 'state', 'applicant_id', 'errors'],
      where: { upload_id: uploadId },
      order: { row_no: 'ASC' },
    });
    return {
      ...(await this.summary(upload)),
      rows: rows.map((r) => ({
        row_no: r.row_no,
        state: r.state,
        applicant_id: r.applicant_id,
        errors: r.errors ? (JSON.parse(r.errors) as BulkUploadRowErrors) : null,
      })),
    };
  }

  /** Another customer's upload, or one started by someone outside the caller's locations, is a 404. */
  private async find(auth: AuthContext, uploadId: string): Promise<BulkUploadEntity> {
    if (!UUID.test(uploadId)) {
      throw notFound();
    }
    const upload = await this.uploads.findOneOr404(auth.customerId, { upload_id: uploadId });
    requireLocation(auth, upload.location_id);
    return upload;
  }

  private async summary(upload: BulkUploadEntity): Promise<BulkUploadSummary> {
    const counts = await countRows(this.ds, upload.upload_id);
    return {
      upload_id: upload.upload_id,
      status: upload.status,
      send_invitations: upload.send_invitations === 1,
      total: counts.total,
      created: counts.created,
      invalid: counts.invalid,
      pending: counts.pending,
      event_name: upload.event_name,
      subscription_url: `/api/v1/realtime/subscriptions/${upload.event_name}`,
    };
  }
}
