import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, TenantRepository, type AuthContext, type JobQueue } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { ActorService } from '../shared/actor';
import { todayYmd } from '../shared/i9-rules';
import { TrailService } from '../trail/trail.service';
import { I9PurgeLogEntity } from './i9-purge-log.entity';
import { purgeJobId, PURGE_EXPIRED_I9_JOB, type PurgeExpiredI9JobData } from './jobs/purge-expired-i9.job';

export interface RetentionAnswer {
  record_id: number;
  retention_until: string | null;
  legal_hold: boolean;
}

/** Legal holds, starting the purge, and the purge log. */
@Injectable()
export class RetentionService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly records: I9RecordsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  /** Sets or clears the legal hold (a held record is never purged); a trail row either way. */
  async setLegalHold(auth: AuthContext, recordId: number, value: boolean): Promise<RetentionAnswer> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const before = !!record.legal_hold;
      if (before !== value) {
        await this.records.patch(m, record, { legal_hold: value ? 1 : 0 });
        await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'legal_hold', before: { legal_hold: before }, after: { legal_hold: value } });
      }
      return { record_id: record.id, retention_until: record.retention_until, legal_hold: value };
    });
  }

  /** Queues today's purge for the caller's customer (once per day: the job id is deterministic). */
  async startPurge(auth: AuthContext): Promise<{ job_id: string; as_of: string }> {
    const asOf = todayYmd();
    const data: PurgeExpiredI9JobData = { customerId: auth.customerId, version: 1, asOf };
    const { id } = await this.queue.add(QueueName.Retention, PURGE_EXPIRED_I9_JOB, data, { jobId: purgeJobId(auth.customerId, asOf), attempts: 3 });
    return { job_id: id, as_of: asOf };
  }

  /** The purge log, newest first (no personal data in it). */
  purgeLog(auth: AuthContext, take = 100): Promise<I9PurgeLogEntity[]> {
    return new TenantRepository(this.ds, I9PurgeLogEntity).query(auth.customerId, 'p').orderBy('p.purged_at', 'DESC').addOrderBy('p.id', 'DESC').take(take).getMany();
  }
}
