import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, JOB_QUEUE, PeriodicTask, type AppConfig, type JobQueue } from '@attest/platform';
import { InterviewEntity } from '../interviews/entities/interview.entity';
import { PlacementEntity } from '../placements/entities/placement.entity';
import { alertWindow } from './alert-window';
import { ALERT_SLOT_MS, APPLICANT_ALERTS_QUEUE, applicantAlertsJobId, PRODUCE_APPLICANT_ALERTS_JOB, slotOf, type ProduceApplicantAlertsJobData } from './applicant-alerts.job';

/**
 * Every 5 minutes a process that runs the worker queues, for each customer with a placement or interview
 * near, the slot's job; its id names customer and slot, so each runs once however many processes tick.
 */
@Injectable()
export class ApplicantAlertsScheduler extends PeriodicTask {
  protected readonly logger = new Logger('ApplicantAlertsScheduler');
  protected readonly description = 'queueing applicant reminders';

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.runWorker);
  }

  protected intervalMs(): number {
    return ALERT_SLOT_MS;
  }

  protected run(): Promise<number> {
    return this.enqueueDue();
  }

  /** Queues the slot of `now` for every customer with something near; answers how many customers. */
  async enqueueDue(now = new Date()): Promise<number> {
    const w = alertWindow(now);
    // A system task across customers: each job then works inside one customer (TenantRepository).
    const placementCustomers = await this.ds
      .getRepository(PlacementEntity)
      .createQueryBuilder('p')
      .select('DISTINCT p.customer_id', 'customer_id')
      .where(w.placementWhere, w.placementParams)
      .getRawMany<{ customer_id: number | string }>();
    const interviewCustomers = await this.ds
      .getRepository(InterviewEntity)
      .createQueryBuilder('i')
      .select('DISTINCT i.customer_id', 'customer_id')
      .where(w.interviewWhere, w.interviewParams)
      .getRawMany<{ customer_id: number | string }>();
    const customers = [...new Set([...placementCustomers, ...interviewCustomers].map((r) => Number(r.customer_id)))];
    const slot = slotOf(now);
    for (const customerId of customers) {
      const data: ProduceApplicantAlertsJobData = { customerId, version: 1, slot };
      await this.queue.add(APPLICANT_ALERTS_QUEUE, PRODUCE_APPLICANT_ALERTS_JOB, data, { jobId: applicantAlertsJobId(customerId, slot) });
    }
    return customers.length;
  }
}
