import { Global, Inject, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, QueueName, type JobProcessor, type JobQueue } from '@attest/platform';
import { EXTERNAL_CALL_RECORDER } from '../ats/ats-http';
import { REQUEST_LOG_PURGE_CRON, REQUEST_LOG_PURGE_JOB, RequestLogPurgeProcessor } from './request-log-purge';
import { RequestLogsController } from './request-logs.controller';
import { RequestLogsService } from './request-logs.service';

/**
 * External request logs (decision 0050). Global so any adapter (and the webhooks) can reach the recorder;
 * the ATS connector factory takes it optionally.
 */
@Global()
@Module({
  controllers: [RequestLogsController],
  providers: [RequestLogsService, RequestLogPurgeProcessor, { provide: EXTERNAL_CALL_RECORDER, useExisting: RequestLogsService }],
  exports: [RequestLogsService, EXTERNAL_CALL_RECORDER],
})
export class RequestLogsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(RequestLogPurgeProcessor) private readonly purge: RequestLogPurgeProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.purge as unknown as JobProcessor);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertSchedule(QueueName.Retention, REQUEST_LOG_PURGE_JOB, { cron: REQUEST_LOG_PURGE_CRON, tz: 'UTC' }, REQUEST_LOG_PURGE_JOB, { customerId: 0, version: 1 });
  }
}
