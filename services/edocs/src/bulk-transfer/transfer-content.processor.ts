import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService, QueueName, RealtimeService, STORAGE, type JobContext, type JobProcessor, type StorageService } from '@attest/platform';
import { readAll } from './bulk-transfer.service';
import { TRANSFER_CONTENT_JOB, transferResultKey, type TransferContentJobData } from './jobs/transfer-content.job';
import { verifyBundle } from './transfer-bundle';
import { TRANSFER_CONFIG, type TransferConfig } from './transfer-config';
import { applyBundle, type TransferResult } from './transfer-plan';

/** What the transfer's real-time event carries: progress, then the result (or an error). */
export interface TransferProgressMessage {
  progress: number;
  done?: true;
  result?: TransferResult;
  error?: string;
}

/**
 * Applies a stored bundle to the target customer (transfers queue). Idempotent: a finished transfer only
 * publishes its stored result again; a retry re-plans against what is there, so nothing is written twice;
 * a bundle whose signature no longer holds is refused.
 */
@Injectable()
export class TransferContentProcessor implements JobProcessor<TransferContentJobData> {
  readonly queue = QueueName.Transfers;
  readonly jobName = TRANSFER_CONTENT_JOB;
  readonly version = 1;
  readonly concurrency = 1;
  private readonly logger = new Logger('BulkTransfer');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    @Inject(TRANSFER_CONFIG) private readonly config: TransferConfig,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditService,
  ) {}

  async handle(data: TransferContentJobData, ctx: JobContext): Promise<TransferResult> {
    const resultKey = transferResultKey(data.customerId, data.transferId);
    try {
      if (await this.storage.exists(resultKey)) {
        const done = JSON.parse((await readAll(this.storage, resultKey)).toString()) as TransferResult;
        await this.publish(data, ctx, { progress: 100, done: true, result: done });
        return done;
      }
      if (!data.bundleKey.startsWith(`transfers/${data.customerId}/`)) {
        throw new Error(`bundle key ${data.bundleKey} is not the customer's`);
      }
      const bundle = verifyBundle(await readAll(this.storage, data.bundleKey), this.config.bundleKey);
      const { model } = await applyBundle(this.ds, this.storage, data.customerId, bundle, (progress) => this.publish(data, ctx, { progress }));
      const result: TransferResult = {
        transfer_id: data.transferId,
        changes: model.changes,
        messageKey: model.changes ? 'transfer_done' : 'transfer_no_changes',
        summary: model.summary,
      };
      if (model.changes) {
        await this.audit.recordEvent(
          { customerId: data.customerId, party: 'user', id: data.userId },
          {
            entity: 'bulk_transfer',
            entityId: data.transferId,
            action: 'transfer',
            changes: {
              source: { from: null, to: bundle.source },
              templates: { from: null, to: model.templates.filter((t) => t.status === 'new' || t.status === 'changed').map((t) => `${t.status}:${t.key}`) },
              packages: { from: null, to: model.packages.filter((p) => p.status === 'new' || p.status === 'changed').map((p) => `${p.status}:${p.name}`) },
            },
          },
        );
      }
      await this.storage.put(resultKey, Buffer.from(JSON.stringify(result)), 'application/json');
      await this.publish(data, ctx, { progress: 100, done: true, result });
      return result;
    } catch (err) {
      this.logger.error(`Transfer ${data.transferId} failed (try ${ctx.attempt}): ${(err as Error).message}`);
      if (ctx.attempt >= 3) {
        await this.realtime.publish(data.eventName, { progress: 100, done: true, error: 'transfer_failed' } satisfies TransferProgressMessage);
      }
      throw err;
    }
  }

  private async publish(data: TransferContentJobData, ctx: JobContext, message: TransferProgressMessage): Promise<void> {
    await ctx.reportProgress(message.progress);
    await this.realtime.publish(data.eventName, message);
  }
}
