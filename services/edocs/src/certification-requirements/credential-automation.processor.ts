import { Inject, Injectable } from '@nestjs/common';
import { QueueName, type JobPayload, type JobProcessor } from '@attest/platform';
import { CredentialAutomationService } from './credential-automation.service';

export const CREDENTIAL_AUTOMATION_JOB = 'credential-automation';
/** Daily at 06:30 UTC (a morning email in the Americas; the spec only says daily). */
export const CREDENTIAL_AUTOMATION_CRON = '30 6 * * *';

/** The daily certification-requirement pass over every customer (a system job, customerId 0). */
@Injectable()
export class CredentialAutomationProcessor implements JobProcessor<JobPayload> {
  readonly queue = QueueName.Schedules;
  readonly jobName = CREDENTIAL_AUTOMATION_JOB;
  readonly version = 1;

  constructor(@Inject(CredentialAutomationService) private readonly automation: CredentialAutomationService) {}

  handle(_data?: JobPayload, ctx?: { scheduledFor?: number }): Promise<unknown> {
    // The slot's time, not the clock: a slot run late (a worker restart) still judges the day it was for.
    return this.automation.runDaily(ctx?.scheduledFor ? new Date(ctx.scheduledFor) : new Date());
  }
}
