import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, ApplicantRecordService } from '@attest/applicant';
import { updateApplicantSchema } from '@attest/contracts';
import { AppException, CustomerConfigService, TenantRepository, validateWithYup, type AuthContext } from '@attest/platform';
import { ApplicantSyncEntity, type ApplicantSyncStatus } from '../applicant-sync/applicant-sync.entity';
import { ApplicantSyncService, toSyncDto, type ApplicantSyncDto } from '../applicant-sync/applicant-sync.service';
import { candidateMapping, CANDIDATE_APPLICANT_FIELDS, norm } from '../applicant-sync/candidate-mapping';

/** Configuration key (staff-side §3's known adapter property): "true" stops inbound changes from the ATS. */
export const DISABLE_SYNC_FROM_ATS_KEY = 'DISABLE_SYNC_FROM_ATS';

/** The party the audit log names for a change the ATS made. */
export const ATS_PARTY = 'ats';

/**
 * Inbound changes from the ATS (webhook or polling; decision 0051): the candidate's changed fields → our fields
 * through the candidate mapping → the applicant record service's update, the same changed-fields path a
 * person's edit takes (validation, e-mail uniqueness, audit before/after). The audit names the ATS as the actor.
 * Every event is a row of int_applicant_syncs keyed by the event: a replay finds the row and applies nothing.
 */
@Injectable()
export class InboundChangesService {
  private readonly log = new Logger('AtsInbound');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(CustomerConfigService) private readonly config: CustomerConfigService,
    @Inject(ApplicantRecordService) private readonly records: ApplicantRecordService,
    @Inject(ApplicantSyncService) private readonly syncs: ApplicantSyncService,
  ) {}

  async disabled(customerId: number): Promise<boolean> {
    return this.config.flag(customerId, DISABLE_SYNC_FROM_ATS_KEY);
  }

  /** Applies one candidate's changed fields (ATS names); answers the recorded row. */
  async apply(customerId: number, adapter: string, externalId: string, fields: Record<string, unknown>, source: 'webhook' | 'poll', key: string): Promise<ApplicantSyncDto> {
    const repo = new TenantRepository(this.ds, ApplicantSyncEntity);
    const seen = await repo.findOne(customerId, { job_key: key });
    if (seen) {
      return toSyncDto(seen, true);
    }
    const applicantId = await this.syncs.applicantOf(customerId, externalId);
    const finish = async (status: ApplicantSyncStatus, result: Record<string, unknown>, error: string | null = null) => {
      try {
        const row = await repo.insert(customerId, { applicant_id: applicantId, kind: 'inbound', source, adapter, job_key: key, status, result, error, user_id: null, created_at: new Date(), finished_at: new Date() });
        return toSyncDto(row, false);
      } catch (err) {
        if (/duplicate|unique/i.test(String((err as Error)?.message ?? err))) {
          return toSyncDto(await repo.findOneOr404(customerId, { job_key: key }), true);
        }
        throw err;
      }
    };
    if (await this.disabled(customerId)) {
      return finish('ignored', { messageKey: 'ats_inbound_disabled', changed_fields: [] });
    }
    if (!applicantId) {
      return finish('ignored', { messageKey: 'ats_inbound_no_applicant', changed_fields: [] });
    }
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(customerId, { applicant_id: applicantId });
    if (!applicant || applicant.deleted_at) {
      return finish('ignored', { messageKey: 'ats_inbound_no_applicant', changed_fields: [] });
    }
    const mapped = candidateMapping().toInternal(fields, { onlyPresent: true });
    const current = applicant as unknown as Record<string, unknown>;
    const patch = Object.fromEntries(Object.entries(mapped).filter(([k, v]) => CANDIDATE_APPLICANT_FIELDS.includes(k) && norm(v) !== norm(current[k])).map(([k, v]) => [k, norm(v)]));
    if (!Object.keys(patch).length) {
      return finish('succeeded', { messageKey: 'ats_inbound_up_to_date', changed_fields: [] });
    }
    const auth = atsAuth(customerId);
    try {
      const input = await validateWithYup<Parameters<ApplicantRecordService['update']>[2]>(updateApplicantSchema as never, { ...patch, applicant_id: applicantId });
      await this.records.update(auth, customerId, input);
    } catch (err) {
      const messageKey = err instanceof AppException ? err.messageKey : 'ats_inbound_failed';
      this.log.warn(`inbound change of customer ${customerId} applicant ${applicantId} refused: ${messageKey}`);
      return finish('failed', { messageKey, changed_fields: Object.keys(patch) }, messageKey);
    }
    return finish('succeeded', { messageKey: 'ats_inbound_applied', changed_fields: Object.keys(patch) });
  }
}

/**
 * The caller an ATS change runs as: the customer's, every location, no session. The party is the ATS, so the
 * record service's audit entry names it (actor_party "ats").
 */
export function atsAuth(customerId: number): AuthContext {
  return { party: ATS_PARTY as unknown as AuthContext['party'], customerId, tokenId: 0, locationIds: null };
}
