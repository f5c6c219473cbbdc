import { Inject, Injectable } from '@nestjs/common';
import { QueueName, type JobContext, type JobPayload, type JobProcessor } from '@attest/platform';
import { RequestLogsService } from './request-logs.service';

export const REQUEST_LOG_PURGE_JOB = 'external-request-log-purge';
/** Daily at 03:41 UTC. */
export const REQUEST_LOG_PURGE_CRON = '41 3 * * *';

/** The daily purge of external request log entries past their customer's retention (a repeatable job, decision 0035). */
@Injectable()
export class RequestLogPurgeProcessor implements JobProcessor<JobPayload> {
  readonly queue = QueueName.Retention;
  readonly jobName = REQUEST_LOG_PURGE_JOB;
  readonly version = 1;

  constructor(@Inject(RequestLogsService) private readonly logs: RequestLogsService) {}

  handle(_data: JobPayload, ctx: JobContext): Promise<number> {
    return this.logs.purge(new Date(ctx.scheduledFor ?? Date.now()));
  }
}
