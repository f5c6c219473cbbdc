import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APP_CONFIG,
  JOB_QUEUE,
  PeriodicTask,
  QueueName,
  type AppConfig,
  type JobQueue,
} from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { todayYmd } from '../shared/i9-rules';
import { purgeJobId, PURGE_EXPIRED_I9_JOB, type PurgeExpiredI9JobData } from './jobs/purge-expired-i9.job';

const HOUR_MS = 3_600_000;

/**
 * The daily purge: every hour, a process that runs the worker queues today's purge for each customer
 * with a record past retention. The job id names the customer and the day, so whichever processes
 * and hours add it, it runs once a day per customer.
 */
@Injectable()
export class RetentionScheduler extends PeriodicTask {
  protected readonly logger = new Logger('RetentionScheduler');
  protected readonly description = 'queueing the I-9 purge';

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.runWorker);
  }

  protected intervalMs(): number {
    return HOUR_MS;
  }

  protected run(): Promise<number> {
    return this.enqueueDue();
  }

  /** Queues today's purge for every customer that has an unheld record past retention; answers how many. */
  async enqueueDue(asOf = todayYmd()): Promise<number> {
    // A system task across customers: each job then works inside one customer (TenantRepository).
    const rows = await this.ds
      .getRepository(I9RecordEntity)
      .createQueryBuilder('r')
      .select('DISTINCT r.customer_id', 'customer_id')
      .where(
        'r.termination_date IS NOT NULL AND r.retention_until IS NOT NULL AND r.retention_until < :asOf AND r.legal_hold = 0',
        { asOf },
      )
      .getRawMany<{ customer_id: number | string }>();
    for (const row of rows) {
      const customerId = Number(row.customer_id);
      const data: PurgeExpiredI9JobData = { customerId, version: 1, asOf };
      await this.queue.add(QueueName.Retention, PURGE_EXPIRED_I9_JOB, data, {
        jobId: purgeJobId(customerId, asOf),
      });
    }
    return rows.length;
  }
}
