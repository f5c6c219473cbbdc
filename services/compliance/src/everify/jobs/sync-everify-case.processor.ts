import { Injectable, Logger } from '@nestjs/common';
import { QueueName, type JobContext, type JobProcessor } from '@attest/platform';
import { EverifyUnavailableError } from '../adapter/everify-errors';
import { EverifyChannelService } from '../realtime/everify-channel.service';
import { EverifyCaseSyncService, type SyncOutcome } from './everify-case-sync.service';
import { EverifyDispatchService } from './everify-dispatch.service';
import { SYNC_EVERIFY_CASE_JOB, type SyncEverifyCaseJobData } from './sync-everify-case.job';

/**
 * The queue's side of every E-Verify call: syncs one case, publishes its change on the customer's real-time
 * channel, queues what it owes next, and fails the try (BullMQ retries with exponential backoff) while
 * E-Verify is unavailable for a request the case owes.
 */
@Injectable()
export class SyncEverifyCaseProcessor implements JobProcessor<SyncEverifyCaseJobData> {
  readonly queue = QueueName.Everify;
  readonly jobName = SYNC_EVERIFY_CASE_JOB;
  readonly version = 1;
  readonly concurrency = 4;
  private readonly logger = new Logger('SyncEverifyCase');

  constructor(
    private readonly sync: EverifyCaseSyncService,
    private readonly channel: EverifyChannelService,
    private readonly dispatch: EverifyDispatchService,
  ) {}

  async handle(data: SyncEverifyCaseJobData, ctx: JobContext): Promise<SyncOutcome> {
    const outcome = await this.sync.sync(data.customerId, data.caseId);
    if (outcome.changed) {
      await this.channel.publish(data.customerId, { case_id: data.caseId, version: outcome.version });
    }
    if (outcome.followUp) {
      await this.dispatch.enqueue(data.customerId, data.caseId, `v${outcome.version}`);
    }
    if (outcome.retry) {
      this.logger.warn(`case ${data.caseId}: ${outcome.operation} waits for E-Verify (try ${ctx.attempt})`);
      throw new EverifyUnavailableError(outcome.retry);
    }
    return outcome;
  }
}
