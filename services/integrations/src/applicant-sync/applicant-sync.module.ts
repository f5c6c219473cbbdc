import { Inject, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { ApplicantRecordService } from '@attest/applicant';
import { JOB_QUEUE, QueueName, type JobProcessor, type JobQueue } from '@attest/platform';
import { AtsSyncModule } from '../sync/ats-sync.module';
import { AtsInboundPollProcessor, ATS_INBOUND_POLL_CRON, ATS_INBOUND_POLL_JOB } from '../webhooks/ats-inbound-poll';
import { AtsWebhookController } from '../webhooks/ats-webhook.controller';
import { InboundChangesService } from '../webhooks/inbound-changes.service';
import { ApplicantSyncController } from './applicant-sync.controller';
import { ApplicantSyncProcessor } from './applicant-sync.processor';
import { ApplicantSyncService } from './applicant-sync.service';

/**
 * The applicant's ATS exchanges (decision 0051): outbound sync with preview, inbound changes (webhook and
 * polling), placement sync and credential send. Talent's AtsPlacementTarget and edocs' AtsCredentialSource
 * are optional: a process without them fails those jobs with a clear error.
 */
@Module({
  imports: [AtsSyncModule],
  controllers: [ApplicantSyncController, AtsWebhookController],
  providers: [ApplicantRecordService, ApplicantSyncService, InboundChangesService, ApplicantSyncProcessor, AtsInboundPollProcessor],
  exports: [ApplicantSyncService, InboundChangesService],
})
export class ApplicantSyncModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(ApplicantSyncProcessor) private readonly sync: ApplicantSyncProcessor,
    @Inject(AtsInboundPollProcessor) private readonly poll: AtsInboundPollProcessor,
  ) {}

  onModuleInit(): void {
    this.queue.registerProcessor(this.sync as unknown as JobProcessor);
    this.queue.registerProcessor(this.poll as unknown as JobProcessor);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertSchedule(QueueName.AtsSync, ATS_INBOUND_POLL_JOB, { cron: ATS_INBOUND_POLL_CRON, tz: 'UTC' }, ATS_INBOUND_POLL_JOB, { customerId: 0, version: 1 });
  }
}
