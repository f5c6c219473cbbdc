import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SyncRunResult } from '@attest/contracts';
import { QueueName, TenantRepository, type JobContext, type JobProcessor } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { AtsHttpError } from '../ats/ats-http';
import { AtsJobTarget } from './ats-ports';
import { categoryOutcome, runCategorySync } from './category-sync';
import { JobOrderSync } from './job-order-sync';
import { ATS_SYNC_ATTEMPTS, ATS_SYNC_BACKOFF_MS, ATS_SYNC_JOB, SyncRunsService, type AtsSyncJobData } from './sync-runs.service';
import { SyncDeadLetterEntity, SyncRunEntity } from './sync.entities';

/** An error as stored and shown: our own messages only (paths and statuses, never a record's data). */
const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 480);

/**
 * Runs one sync (ats-sync queue). Idempotent: a run already succeeded is answered from its row. A try that
 * fails is retried by the queue with backoff (the connector itself waits out a 429's Retry-After); the last
 * failed try puts the run on the dead-letter list. Progress, every retry and the result go to the run's
 * real-time event.
 */
@Injectable()
export class AtsSyncProcessor implements JobProcessor<AtsSyncJobData> {
  readonly queue = QueueName.AtsSync;
  readonly jobName = ATS_SYNC_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly logger = new Logger('AtsSync');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
    @Inject(SyncRunsService) private readonly runs: SyncRunsService,
    @Optional() @Inject(AtsJobTarget) private readonly jobs: AtsJobTarget | null,
  ) {}

  async handle(data: AtsSyncJobData, ctx: JobContext): Promise<SyncRunResult | null> {
    const repo = new TenantRepository(this.ds, SyncRunEntity);
    const run = await repo.findOne(data.customerId, { id: data.runId });
    if (!run) {
      return null;
    }
    if (run.status === 'succeeded' || run.status === 'failed') {
      return run.result;
    }
    await repo.update(data.customerId, { id: run.id }, { status: 'running', attempts: ctx.attempt, started_at: run.started_at ?? new Date() });
    const progress = async (percent: number) => {
      await ctx.reportProgress(percent);
      await repo.update(data.customerId, { id: run.id }, { progress: percent });
      await this.runs.publish(run, { type: 'progress', run_id: run.id, progress: percent });
    };
    try {
      const connector = await this.connectors.forCustomer(data.customerId, {
        onRetry: ({ status, waitMs }) => this.runs.publish(run, { type: 'retry', run_id: run.id, status, wait_ms: waitMs }),
      });
      await progress(5);
      let result: SyncRunResult;
      if (run.kind === 'categories') {
        const done = await runCategorySync(this.ds, data.customerId, connector, async (part) => {
          await this.runs.publish(run, { type: 'result', run_id: run.id, ...part });
          await progress(5 + part.index * 30);
        });
        result = { ...done, messageKey: categoryOutcome(done), retries: connector.http.retries, waited_ms: connector.http.waitedMs };
      } else {
        if (!this.jobs) {
          throw new Error('No job postings target in this process (talent is not composed here)');
        }
        const sync = new JobOrderSync(this.ds, data.customerId, connector, this.jobs, progress);
        const done = run.kind === 'joborders_all' ? await sync.all() : await sync.changes();
        result = { ...done, retries: connector.http.retries, waited_ms: connector.http.waitedMs };
      }
      await repo.update(data.customerId, { id: run.id }, { status: 'succeeded', progress: 100, result, error: null, finished_at: new Date() });
      await this.runs.publish(run, { type: 'done', run_id: run.id, status: 'succeeded', result, messageKey: result.messageKey });
      return result;
    } catch (err) {
      const error = describe(err);
      this.logger.error(`Sync run ${run.id} (${run.kind}) of customer ${data.customerId} failed on try ${ctx.attempt}: ${error}`);
      if (ctx.attempt >= ATS_SYNC_ATTEMPTS) {
        await repo.update(data.customerId, { id: run.id }, { status: 'failed', error, finished_at: new Date() });
        await new TenantRepository(this.ds, SyncDeadLetterEntity).insert(data.customerId, { run_id: run.id, kind: run.kind, error, failed_at: new Date(), retried_at: null, retry_run_id: null });
        await this.runs.publish(run, { type: 'done', run_id: run.id, status: 'failed', result: null, messageKey: 'ats_sync_failed' });
      } else {
        await repo.update(data.customerId, { id: run.id }, { status: 'retrying', error });
        await this.runs.publish(run, {
          type: 'retry',
          run_id: run.id,
          status: err instanceof AtsHttpError ? err.status : 0,
          wait_ms: ATS_SYNC_BACKOFF_MS * 2 ** (ctx.attempt - 1),
          attempt: ctx.attempt,
        });
      }
      throw err;
    }
  }
}
