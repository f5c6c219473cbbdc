import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueName, TenantRepository, type JobContext, type JobProcessor } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { runCredentialSend } from '../credential-send/credential-send';
import { runPlacementSync } from '../placement-sync/placement-sync';
import { AtsCredentialSource, AtsPlacementTarget } from './applicant-sync-ports';
import { ApplicantSyncEntity } from './applicant-sync.entity';
import { APPLICANT_SYNC_ATTEMPTS, APPLICANT_SYNC_JOB, ApplicantSyncService, type ApplicantSyncJobData } from './applicant-sync.service';

const describe = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 480);

/**
 * Runs one applicant sync (ats-sync queue; decision 0051): sync out, placements or credential send. Idempotent:
 * a finished row is answered as it is, so a duplicate job never writes to the ATS twice.
 */
@Injectable()
export class ApplicantSyncProcessor implements JobProcessor<ApplicantSyncJobData> {
  readonly queue = QueueName.AtsSync;
  readonly jobName = APPLICANT_SYNC_JOB;
  readonly version = 1;
  readonly concurrency = 2;
  private readonly log = new Logger('ApplicantSync');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
    @Inject(ApplicantSyncService) private readonly syncs: ApplicantSyncService,
    @Optional() @Inject(AtsPlacementTarget) private readonly placements: AtsPlacementTarget | null,
    @Optional() @Inject(AtsCredentialSource) private readonly credentials: AtsCredentialSource | null,
  ) {}

  async handle(data: ApplicantSyncJobData, ctx: JobContext): Promise<Record<string, unknown> | null> {
    const repo = new TenantRepository(this.ds, ApplicantSyncEntity);
    const row = await repo.findOne(data.customerId, { id: data.syncId });
    if (!row || row.status === 'succeeded' || row.status === 'failed' || row.status === 'ignored') {
      return row?.result ?? null;
    }
    await repo.update(data.customerId, { id: row.id }, { status: 'running' });
    try {
      const connector = await this.connectors.forCustomer(data.customerId);
      let result: Record<string, unknown>;
      if (row.kind === 'sync_out' && row.applicant_id) {
        result = await this.syncs.runSyncOut(data.customerId, row.applicant_id, connector);
      } else if (row.kind === 'placements' && row.applicant_id) {
        const externalId = await this.syncs.externalId(data.customerId, row.applicant_id);
        if (!this.placements) {
          throw new Error('No placements target in this process (talent is not composed here)');
        }
        result = externalId
          ? { ...(await runPlacementSync(data.customerId, row.applicant_id, externalId, connector, this.placements)) }
          : { messageKey: 'ats_no_candidate', inserted: 0, updated: 0, unchanged: 0 };
      } else if (row.kind === 'credentials') {
        if (!this.credentials) {
          throw new Error('No credential source in this process (edocs is not composed here)');
        }
        result = { ...(await runCredentialSend(data.customerId, row.applicant_id ?? undefined, connector, this.credentials, (id) => this.syncs.externalId(data.customerId, id))) };
      } else {
        result = { messageKey: 'ats_sync_nothing_to_do' };
      }
      await repo.update(data.customerId, { id: row.id }, { status: 'succeeded', result, error: null, finished_at: new Date() });
      return result;
    } catch (err) {
      const error = describe(err);
      this.log.error(`Applicant sync ${row.id} (${row.kind}) of customer ${data.customerId} failed on try ${ctx.attempt}: ${error}`);
      const last = ctx.attempt >= APPLICANT_SYNC_ATTEMPTS;
      await repo.update(data.customerId, { id: row.id }, last ? { status: 'failed', error, result: { messageKey: 'ats_sync_failed' }, finished_at: new Date() } : { status: 'queued', error });
      throw err;
    }
  }
}
