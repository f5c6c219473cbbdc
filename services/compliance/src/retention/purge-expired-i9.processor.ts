import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException, QueueName, STORAGE, TenantRepository, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { I9DocumentImageEntity, I9MobileRequestEntity } from '../documents/entities';
import { EverifyCaseEntity } from '../everify/cases/entities/everify-case.entity';
import { EverifyCaseEventEntity } from '../everify/cases/entities/everify-case-event.entity';
import { EverifyCaseFileEntity } from '../everify/documents/entities/everify-case-file.entity';
import { EadRevocationEntity } from '../everify/revocations/entities/ead-revocation.entity';
import { I9ReverifyTaskEntity } from '../everify/revocations/entities/i9-reverify-task.entity';
import { EverifyTncWorkflowEntity } from '../everify/tnc/entities/everify-tnc-workflow.entity';
import { I9RecordEntity, I9RevisionEntity } from '../records/entities';
import { lockRecord } from '../records/record-lock';
import { I9SecondSignerEntity } from '../second-signer/entities/i9-second-signer.entity';
import { I9TrailEntity } from '../trail/i9-trail.entity';
import { I9PurgeLogEntity } from './i9-purge-log.entity';
import { PURGE_EXPIRED_I9_JOB, type PurgeExpiredI9JobData } from './jobs/purge-expired-i9.job';

export interface PurgeResult {
  purged: number;
  /** Past retention but kept: a legal hold is set. */
  held: number;
}

type Outcome = { kind: 'purged'; files: string[] } | { kind: 'held' } | { kind: 'kept' };
const KEPT: Outcome = { kind: 'kept' };

/**
 * Deletes the customer's I-9 records of people who have left and whose retention date has passed
 * (record, revisions, trail), unless a legal hold is set, and writes one purge-log row per record. Idempotent: each record is re-read and
 * locked before it goes, so a retry skips what is already purged and what gained a hold meanwhile.
 */
@Injectable()
export class PurgeExpiredI9Processor implements JobProcessor<PurgeExpiredI9JobData> {
  readonly queue = QueueName.Retention;
  readonly jobName = PURGE_EXPIRED_I9_JOB;
  readonly version = 1;
  private readonly logger = new Logger('PurgeExpiredI9');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
  ) {}

  async handle(data: PurgeExpiredI9JobData, ctx: JobContext): Promise<PurgeResult> {
    const due = await new TenantRepository(this.ds, I9RecordEntity)
      .query(data.customerId, 'r')
      .andWhere('r.termination_date IS NOT NULL AND r.retention_until IS NOT NULL AND r.retention_until < :asOf', { asOf: data.asOf })
      .select(['r.id'])
      .orderBy('r.id', 'ASC')
      .getMany();
    const result: PurgeResult = { purged: 0, held: 0 };
    for (const [i, { id }] of due.entries()) {
      const outcome = await this.ds.transaction((m) => this.purgeOne(m, data, id, ctx.jobId));
      if (outcome.kind === 'purged') {
        result.purged += 1;
        await this.deleteFiles(outcome.files);
      } else if (outcome.kind === 'held') {
        result.held += 1;
      }
      await ctx.reportProgress(Math.round(((i + 1) / due.length) * 100));
    }
    this.logger.log(`customer ${data.customerId}: purged ${result.purged} I-9 records, ${result.held} on legal hold`);
    return result;
  }

  private async purgeOne(m: EntityManager, data: PurgeExpiredI9JobData, recordId: number, jobId: string): Promise<Outcome> {
    let record: I9RecordEntity;
    try {
      record = await lockRecord(m, data.customerId, recordId);
    } catch (err) {
      if (err instanceof AppException && err.getStatus() === 404) {
        return KEPT; // purged by an earlier try
      }
      throw err;
    }
    if (record.legal_hold) {
      return { kind: 'held' };
    }
    // Still employed (no termination date): kept whatever the date; the retention date is not final.
    if (!record.termination_date || !record.retention_until || record.retention_until >= data.asOf) {
      return KEPT;
    }
    const where = { record_id: record.id };
    const files = await this.purgeAttachments(m, data.customerId, record.id);
    const revisions = await new TenantRepository(m, I9RevisionEntity).delete(data.customerId, where);
    const trailRows = await new TenantRepository(m, I9TrailEntity).delete(data.customerId, where);
    await new TenantRepository(m, I9SecondSignerEntity).delete(data.customerId, where);
    await new TenantRepository(m, I9RecordEntity).delete(data.customerId, { id: record.id });
    await new TenantRepository(m, I9PurgeLogEntity).insert(data.customerId, {
      record_id: record.id,
      location_id: record.location_id,
      edition: record.edition,
      record_created_at: record.created_at,
      retention_until: record.retention_until,
      revisions_purged: revisions,
      trail_rows_purged: trailRows,
      trail_head: record.trail_head,
      job_id: jobId,
      purged_at: new Date(),
    });
    return { kind: 'purged', files };
  }

  /** Document images, phone hand-offs and E-Verify cases go with their I-9; answers the stored files to delete once committed. */
  private async purgeAttachments(m: EntityManager, customerId: number, recordId: number): Promise<string[]> {
    const images = await new TenantRepository(m, I9DocumentImageEntity).find(customerId, { record_id: recordId });
    const cases = await new TenantRepository(m, EverifyCaseEntity).find(customerId, { i9_record_id: recordId });
    await new TenantRepository(m, I9DocumentImageEntity).delete(customerId, { record_id: recordId });
    await new TenantRepository(m, I9MobileRequestEntity).delete(customerId, { record_id: recordId });
    const caseFiles: string[] = [];
    for (const c of cases) {
      const files = await new TenantRepository(m, EverifyCaseFileEntity).find(customerId, { case_id: c.id });
      caseFiles.push(...files.flatMap((f) => (f.storage_key ? [f.storage_key] : [])));
      await new TenantRepository(m, EverifyCaseFileEntity).delete(customerId, { case_id: c.id });
      await new TenantRepository(m, EverifyTncWorkflowEntity).delete(customerId, { case_id: c.id });
      await new TenantRepository(m, EverifyCaseEventEntity).delete(customerId, { case_id: c.id });
    }
    await new TenantRepository(m, EverifyCaseEntity).delete(customerId, { i9_record_id: recordId });
    // A revocation row is E-Verify's report, kept for its own list; it no longer points at the purged I-9.
    await new TenantRepository(m, EadRevocationEntity).update(customerId, { i9_record_id: recordId }, { i9_record_id: null, reverify_task_id: null });
    await new TenantRepository(m, I9ReverifyTaskEntity).delete(customerId, { record_id: recordId });
    return [...images.map((i) => i.storage_key), ...cases.flatMap((c) => (c.photo_key ? [c.photo_key] : [])), ...caseFiles];
  }

  /** After the commit: a file left behind by a crash here is unreadable without its row and is logged. */
  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (err) {
        this.logger.warn(`could not delete a purged I-9 file: ${(err as Error).message}`);
      }
    }
  }
}
