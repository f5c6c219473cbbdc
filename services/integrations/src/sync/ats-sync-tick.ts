import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isConfigOn } from '@attest/contracts';
import { CustomerConfigEntity, QueueName, type JobContext, type JobPayload, type JobProcessor } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { ATS_CONFIG_KEYS } from '../ats/ats-config';
import { SyncRunsService } from './sync-runs.service';

export const ATS_SYNC_TICK_JOB = 'ats-sync-tick';
/** Every 15 minutes: the incremental job order sync of every customer with ats_sync_enabled. */
export const ATS_SYNC_TICK_CRON = '*/15 * * * *';

/**
 * The schedule's job (a repeatable job, decision 0035): queues one incremental job order sync per customer
 * whose ATS sync is on, keyed by the slot, so however many processes see the slot each customer syncs once.
 */
@Injectable()
export class AtsSyncTickProcessor implements JobProcessor<JobPayload> {
  readonly queue = QueueName.AtsSync;
  readonly jobName = ATS_SYNC_TICK_JOB;
  readonly version = 1;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(SyncRunsService) private readonly runs: SyncRunsService,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
  ) {}

  async handle(_data: JobPayload, ctx: JobContext): Promise<number> {
    const slot = ctx.scheduledFor ?? Math.floor(Date.now() / 900_000) * 900_000;
    const rows = await this.ds.getRepository(CustomerConfigEntity).findBy({ name: ATS_CONFIG_KEYS.syncEnabled });
    let queued = 0;
    for (const row of rows.filter((r) => isConfigOn(r.value))) {
      if (!(await this.connectors.configured(row.customer_id))) {
        continue;
      }
      const adapter = await this.connectors.adapter(row.customer_id);
      const run = await this.runs.enqueue(row.customer_id, 'joborders_changes', adapter, `ats-joborders-changes-s${slot}`, null);
      queued += run.deduplicated ? 0 : 1;
    }
    return queued;
  }
}
