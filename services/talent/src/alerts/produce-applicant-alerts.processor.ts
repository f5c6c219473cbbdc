import { Injectable } from '@nestjs/common';
import type { JobProcessor } from '@attest/platform';
import { AlertProducerService } from './alert-producer.service';
import { APPLICANT_ALERTS_QUEUE, PRODUCE_APPLICANT_ALERTS_JOB, type ProduceApplicantAlertsJobData } from './applicant-alerts.job';

/** Runs one slot for one customer: the reminders due at the slot's time. */
@Injectable()
export class ProduceApplicantAlertsProcessor implements JobProcessor<ProduceApplicantAlertsJobData> {
  readonly queue = APPLICANT_ALERTS_QUEUE;
  readonly jobName = PRODUCE_APPLICANT_ALERTS_JOB;
  readonly version = 1;

  constructor(private readonly producer: AlertProducerService) {}

  handle(data: ProduceApplicantAlertsJobData): Promise<number> {
    return this.producer.produce(data.customerId, new Date(data.slot));
  }
}
