import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isConfigOn } from '@attest/contracts';
import { CustomerConfigEntity, QueueName, type JobContext, type JobPayload, type JobProcessor } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { ATS_CONFIG_KEYS } from '../ats/ats-config';
import { AtsCursorEntity } from '../sync/sync.entities';
import { AtsCredentialSource } from '../applicant-sync/applicant-sync-ports';
import { ApplicantSyncService } from '../applicant-sync/applicant-sync.service';
import { InboundChangesService } from './inbound-changes.service';

export const ATS_INBOUND_POLL_JOB = 'ats-inbound-poll';
/** Every 5 minutes (UTC). */
export const ATS_INBOUND_POLL_CRON = '*/5 * * * *';
export const CANDIDATE_STREAM = 'candidates_in';

/**
 * Polling (decision 0051): for every customer with ats_sync_enabled, the ATS's change log since our cursor;
 * each updated candidate linked to an applicant is read and applied like a webhook (keyed by the change's
 * sequence, so a slot seen twice applies nothing twice). The first poll only sets the cursor. The same tick
 * queues the credential send of customers with pending sends.
 */
@Injectable()
export class AtsInboundPollProcessor implements JobProcessor<JobPayload> {
  readonly queue = QueueName.AtsSync;
  readonly jobName = ATS_INBOUND_POLL_JOB;
  readonly version = 1;
  private readonly log = new Logger('AtsInbound');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
    @Inject(InboundChangesService) private readonly inbound: InboundChangesService,
    @Inject(ApplicantSyncService) private readonly syncs: ApplicantSyncService,
    @Optional() @Inject(AtsCredentialSource) private readonly credentials: AtsCredentialSource | null,
  ) {}

  async handle(_data: JobPayload, ctx: JobContext): Promise<number> {
    const slot = ctx.scheduledFor ?? Math.floor(Date.now() / 300_000) * 300_000;
    const rows = await this.ds.getRepository(CustomerConfigEntity).findBy({ name: ATS_CONFIG_KEYS.syncEnabled });
    let applied = 0;
    for (const row of rows.filter((r) => isConfigOn(r.value))) {
      if (!(await this.connectors.configured(row.customer_id))) {
        continue;
      }
      applied += await this.pollCustomer(row.customer_id);
      if (this.credentials && (await this.credentials.pendingSends(row.customer_id)).length) {
        await this.syncs.enqueue(row.customer_id, null, 'credentials', 'schedule', await this.connectors.adapter(row.customer_id), `apl-credentials-s${slot}`, null);
      }
    }
    return applied;
  }

  /** One customer's poll; answers how many changes were applied. */
  async pollCustomer(customerId: number): Promise<number> {
    const connector = await this.connectors.forCustomer(customerId);
    const adapter = connector.adapter;
    const cursors = this.ds.getRepository(AtsCursorEntity);
    const at = await cursors.findOneBy({ customer_id: customerId, stream: CANDIDATE_STREAM });
    if (!at) {
      await cursors.save({ customer_id: customerId, stream: CANDIDATE_STREAM, cursor: await connector.latestCursor(), updated_at: new Date() });
      return 0;
    }
    const { changes, cursor } = await connector.changesSince(at.cursor, ['candidates']);
    let applied = 0;
    for (const change of changes.filter((c) => c.change === 'UPDATED')) {
      if (!(await this.syncs.applicantOf(customerId, change.id))) {
        continue;
      }
      const candidate = await connector.candidateRecord(change.id);
      if (!candidate) {
        continue;
      }
      const done = await this.inbound.apply(customerId, adapter, change.id, candidate, 'poll', `poll-${change.seq}`);
      applied += done.status === 'succeeded' && !done.deduplicated && Array.isArray(done.result?.changed_fields) && done.result.changed_fields.length ? 1 : 0;
    }
    await cursors.update({ customer_id: customerId, stream: CANDIDATE_STREAM }, { cursor, updated_at: new Date() });
    this.log.debug(`customer ${customerId}: ${changes.length} candidate change(s), ${applied} applied`);
    return applied;
  }
}
