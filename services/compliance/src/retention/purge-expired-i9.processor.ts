import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException, QueueName, TenantRepository, type JobContext, type JobProcessor } from '@attest/platform';
import { I9RecordEntity, I9RevisionEntity } from '../records/entities';
import { lockRecord } from '../records/record-lock';
import { I9TrailEntity } from '../trail/i9-trail.entity';
import { I9PurgeLogEntity } from './i9-purge-log.entity';
import { PURGE_EXPIRED_I9_JOB, type PurgeExpiredI9JobData } from './jobs/purge-expired-i9.job';

export interface PurgeResult {
  purged: number;
  /** Past retention but kept: a legal hold is set. */
  held: number;
}

type Outcome = 'purged' | 'held' | 'kept';

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

  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

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
      if (outcome === 'purged') {
        result.purged += 1;
      } else if (outcome === 'held') {
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
        return 'kept'; // purged by an earlier try
      }
      throw err;
    }
    if (record.legal_hold) {
      return 'held';
    }
    // Still employed (no termination date): kept whatever the date; the retention date is not final.
    if (!record.termination_date || !record.retention_until || record.retention_until >= data.asOf) {
      return 'kept';
    }
    const where = { record_id: record.id };
    const revisions = await new TenantRepository(m, I9RevisionEntity).delete(data.customerId, where);
    const trailRows = await new TenantRepository(m, I9TrailEntity).delete(data.customerId, where);
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
    return 'purged';
  }
}
