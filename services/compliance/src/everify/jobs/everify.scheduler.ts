import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVERIFY_CASE_STATUS as S, EVERIFY_WAITING_STATUSES } from '@attest/contracts';
import {
  APP_CONFIG,
  JOB_QUEUE,
  PeriodicTask,
  QueueName,
  type AppConfig,
  type JobQueue,
} from '@attest/platform';
import { EverifyCaseEntity } from '../cases/entities';
import { EVERIFY_CONFIG, type EverifyConfig } from '../everify-config';
import {
  REFRESH_EVERIFY_CASES_JOB,
  refreshJobId,
  type RefreshEverifyCasesJobData,
} from './refresh-everify-cases.job';

/**
 * The status refresh: every EVERIFY_REFRESH_SECONDS (5 minutes by default), a process that runs the worker
 * queues one refresh round per customer with cases waiting for E-Verify. The job id names the customer and the
 * round, so however many processes tick, each round runs once.
 */
@Injectable()
export class EverifyScheduler extends PeriodicTask {
  protected readonly logger = new Logger('EverifyScheduler');
  protected readonly description = 'queueing the E-Verify refresh';

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) app: AppConfig,
    @Inject(EVERIFY_CONFIG) private readonly config: EverifyConfig,
  ) {
    super(app.runWorker);
  }

  protected intervalMs(): number {
    return this.config.refreshSeconds * 1000;
  }

  protected run(): Promise<number> {
    return this.enqueueRound();
  }

  /** Queues this round for every customer with a case waiting for E-Verify; answers how many customers. */
  async enqueueRound(now = Date.now()): Promise<number> {
    const round = Math.floor(now / (this.config.refreshSeconds * 1000));
    // A system task across customers: each job then works inside one customer.
    const rows = await this.ds
      .getRepository(EverifyCaseEntity)
      .createQueryBuilder('c')
      .select('DISTINCT c.customer_id', 'customer_id')
      .where('c.awaiting_service = 1')
      .orWhere('c.case_number IS NOT NULL AND c.status IN (:...waiting)', {
        waiting: [...EVERIFY_WAITING_STATUSES, S.PHOTO_MATCHING],
      })
      .getRawMany<{ customer_id: number | string }>();
    for (const row of rows) {
      const customerId = Number(row.customer_id);
      const data: RefreshEverifyCasesJobData = { customerId, version: 1, round };
      await this.queue.add(QueueName.Everify, REFRESH_EVERIFY_CASES_JOB, data, {
        jobId: refreshJobId(customerId, round),
        attempts: 3,
      });
    }
    return rows.length;
  }
}
