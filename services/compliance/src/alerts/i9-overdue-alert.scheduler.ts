import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, JOB_QUEUE, PeriodicTask, type AppConfig, type JobQueue } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { todayYmd } from '../shared/i9-rules';
import { dayParams } from '../submissions/submission-filter';
import {
  I9_ALERTS_QUEUE,
  overdueAlertJobId,
  SEND_I9_OVERDUE_ALERTS_JOB,
  type SendI9OverdueAlertsJobData,
} from './jobs/send-i9-overdue-alerts.job';
import { ANY_KIND_CONDITION } from './overdue-records';

const HOUR_MS = 3_600_000;

/**
 * The daily digest, scheduled as the retention purge is: every hour, a process that runs the worker queues
 * today's job for each customer with a record to report. The job id names the customer and the day, so
 * it runs once a day per customer whichever processes and hours add it.
 */
@Injectable()
export class I9OverdueAlertScheduler extends PeriodicTask {
  protected readonly logger = new Logger('I9OverdueAlertScheduler');
  protected readonly description = 'queueing the I-9 overdue digest';

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

  /** Queues the day's digest for every customer with a record overdue or due soon; answers how many. */
  async enqueueDue(day = todayYmd()): Promise<number> {
    // A system task across customers: each job then works inside one customer (TenantRepository).
    const rows = await this.ds
      .getRepository(I9RecordEntity)
      .createQueryBuilder('r')
      .select('DISTINCT r.customer_id', 'customer_id')
      .where(ANY_KIND_CONDITION, dayParams(day))
      .getRawMany<{ customer_id: number | string }>();
    for (const row of rows) {
      const customerId = Number(row.customer_id);
      const data: SendI9OverdueAlertsJobData = { customerId, version: 1, day };
      await this.queue.add(I9_ALERTS_QUEUE, SEND_I9_OVERDUE_ALERTS_JOB, data, {
        jobId: overdueAlertJobId(customerId, day),
      });
    }
    return rows.length;
  }
}
