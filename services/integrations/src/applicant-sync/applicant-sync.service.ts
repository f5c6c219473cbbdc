import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource, IsNull } from 'typeorm';
import { ApplicantEntity, AtsAssociationEntity, findApplicantInScope } from '@attest/applicant';
import { AppException, conflict, JOB_QUEUE, notFound, QueueName, TenantRepository, type AuthContext, type JobQueue } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import type { AtsConnector } from '../ats/ats-connector';
import { ApplicantSyncEntity, type ApplicantSyncKind } from './applicant-sync.entity';
import { CANDIDATE_APPLICANT_FIELDS, candidateMapping, DEFAULT_CANDIDATE_RULES, norm, readPath } from './candidate-mapping';

export const APPLICANT_SYNC_JOB = 'ats-applicant-sync';
export const APPLICANT_SYNC_ATTEMPTS = 3;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const isDuplicateKey = (err: unknown) => /duplicate|unique/i.test(String((err as Error)?.message ?? err));

export interface ApplicantSyncJobData {
  customerId: number;
  version: number;
  syncId: number;
}

/** One field the outbound sync would change: the ATS's field, our field, from (the ATS's value) → to (ours). */
export interface SyncFieldChange {
  field: string;
  applicant_field: string;
  from: string | null;
  to: string | null;
}

export interface SyncOutPreview {
  adapter: string;
  external_id: string | null;
  /** True when the ATS has no candidate for the applicant yet: the sync creates one. */
  creates: boolean;
  changes: SyncFieldChange[];
}

export interface ApplicantSyncDto {
  id: number;
  kind: ApplicantSyncKind;
  source: string;
  status: string;
  result: Record<string, unknown> | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  deduplicated?: boolean;
}

export interface ApplicantAtsStatus {
  adapter: string;
  configured: boolean;
  external_id: string | null;
  syncs: ApplicantSyncDto[];
}

export function toSyncDto(r: ApplicantSyncEntity, deduplicated?: boolean): ApplicantSyncDto {
  return {
    id: r.id,
    kind: r.kind,
    source: r.source,
    status: r.status,
    result: r.result,
    error: r.error,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    ...(deduplicated === undefined ? {} : { deduplicated }),
  };
}

/** Our applicant's mapped candidate fields, as a flat list of (ATS field, applicant field, value). */
function mappedFields(applicant: ApplicantEntity): { field: string; applicant_field: string; value: string | null }[] {
  const source = Object.fromEntries(CANDIDATE_APPLICANT_FIELDS.map((f) => [f, (applicant as unknown as Record<string, unknown>)[f] ?? null]));
  const external = candidateMapping().toExternal(source, { onlyPresent: false });
  return DEFAULT_CANDIDATE_RULES.filter((r) => r.direction !== 'IN').map((r) => ({ field: r.externalField, applicant_field: r.internalField, value: norm(readPath(external, r.externalField)) }));
}

/** Which ATS fields differ between the candidate and our applicant (all non-empty ones when there is no candidate). */
export function candidateDiff(applicant: ApplicantEntity, candidate: Record<string, unknown> | null): SyncFieldChange[] {
  return mappedFields(applicant)
    .map((m) => ({ field: m.field, applicant_field: m.applicant_field, from: candidate ? norm(readPath(candidate, m.field)) : null, to: m.value }))
    .filter((c) => c.from !== c.to);
}

/** The body that writes the changed fields: a nested object (the address) is sent whole, merged with the ATS's. */
export function candidateUpdateBody(candidate: Record<string, unknown> | null, changes: SyncFieldChange[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const c of changes) {
    const [head, ...rest] = c.field.split('.');
    if (!rest.length) {
      body[head] = c.to;
      continue;
    }
    const base = (body[head] ?? { ...((candidate?.[head] as Record<string, unknown> | undefined) ?? {}) }) as Record<string, unknown>;
    base[rest.join('.')] = c.to;
    body[head] = base;
  }
  return body;
}

/**
 * The applicant's ATS section (decision 0051): the outbound sync with its preview, the placement sync and the
 * credential send are jobs on the ats-sync queue, each a row of int_applicant_syncs keyed so a repeat finds it.
 */
@Injectable()
export class ApplicantSyncService {
  private readonly log = new Logger('ApplicantSync');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
  ) {}

  syncs() {
    return new TenantRepository(this.ds, ApplicantSyncEntity);
  }

  /** The path's ATS must be the customer's adapter and usable; the applicant must be one the caller sees. */
  async guard(auth: AuthContext, ats: string, applicantId: number): Promise<{ adapter: string; applicant: ApplicantEntity }> {
    const applicant = await findApplicantInScope(this.ds, auth, applicantId);
    const adapter = await this.connectors.adapter(auth.customerId);
    if (ats !== adapter) {
      throw notFound('ats_adapter_not_found');
    }
    if (!(await this.connectors.configured(auth.customerId))) {
      throw conflict('ats_not_configured');
    }
    return { adapter, applicant };
  }

  async externalId(customerId: number, applicantId: number): Promise<string | null> {
    return (await new TenantRepository(this.ds, AtsAssociationEntity).findOne(customerId, { applicant_id: applicantId }))?.external_id ?? null;
  }

  async applicantOf(customerId: number, externalId: string): Promise<number | null> {
    return (await new TenantRepository(this.ds, AtsAssociationEntity).findOne(customerId, { external_id: externalId }))?.applicant_id ?? null;
  }

  /** `ats` null: whichever adapter the customer has. */
  async status(auth: AuthContext, ats: string | null, applicantId: number): Promise<ApplicantAtsStatus> {
    await findApplicantInScope(this.ds, auth, applicantId);
    const adapter = await this.connectors.adapter(auth.customerId);
    if (ats !== null && ats !== adapter) {
      throw notFound('ats_adapter_not_found');
    }
    const rows = await this.syncs().query(auth.customerId, 's').andWhere('s.applicant_id = :applicantId', { applicantId }).orderBy('s.id', 'DESC').take(10).getMany();
    return { adapter, configured: await this.connectors.configured(auth.customerId), external_id: await this.externalId(auth.customerId, applicantId), syncs: rows.map((r) => toSyncDto(r)) };
  }

  /** POST …/applicants/{id}/sync/out/preview: which ATS fields the sync would change, from → to. Nothing is written. */
  async preview(auth: AuthContext, ats: string, applicantId: number): Promise<SyncOutPreview> {
    const { adapter, applicant } = await this.guard(auth, ats, applicantId);
    const connector = await this.connectors.forCustomer(auth.customerId);
    const externalId = await this.externalId(auth.customerId, applicantId);
    const candidate = externalId ? await connector.candidateRecord(externalId) : null;
    return { adapter, external_id: externalId, creates: !candidate, changes: candidateDiff(applicant, candidate) };
  }

  /** Queues a sync of the applicant (sync_out or placements); the same request_id answers the same sync. */
  async start(auth: AuthContext, ats: string, applicantId: number, kind: 'sync_out' | 'placements', requestId: unknown): Promise<ApplicantSyncDto> {
    const { adapter } = await this.guard(auth, ats, applicantId);
    if (requestId !== undefined && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
      throw new AppException(400, 'ats_sync_request_id_invalid');
    }
    const key = `apl-${kind.replace(/_/g, '-')}-a${applicantId}-${typeof requestId === 'string' ? requestId : randomUUID()}`;
    return this.enqueue(auth.customerId, applicantId, kind, 'staff', adapter, key, auth.userId ?? null);
  }

  /** Queues the credential send of the applicant's pending files (one per request_id). */
  async startCredentials(auth: AuthContext, ats: string, applicantId: number, requestId: unknown): Promise<ApplicantSyncDto> {
    const { adapter } = await this.guard(auth, ats, applicantId);
    if (requestId !== undefined && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
      throw new AppException(400, 'ats_sync_request_id_invalid');
    }
    const key = `apl-credentials-a${applicantId}-${typeof requestId === 'string' ? requestId : randomUUID()}`;
    return this.enqueue(auth.customerId, applicantId, 'credentials', 'staff', adapter, key, auth.userId ?? null);
  }

  /** Writes the keyed row, then queues the job under that key: a key seen before answers its row (deduplicated). */
  async enqueue(customerId: number, applicantId: number | null, kind: ApplicantSyncKind, source: string, adapter: string, key: string, userId: number | null): Promise<ApplicantSyncDto> {
    const existing = await this.syncs().findOne(customerId, { job_key: key });
    if (existing) {
      return toSyncDto(existing, true);
    }
    let row: ApplicantSyncEntity;
    try {
      row = await this.syncs().insert(customerId, { applicant_id: applicantId, kind, source, adapter, job_key: key, status: 'queued', result: null, error: null, user_id: userId, created_at: new Date(), finished_at: null });
    } catch (err) {
      if (!isDuplicateKey(err)) {
        throw err;
      }
      return toSyncDto(await this.syncs().findOneOr404(customerId, { job_key: key }), true);
    }
    await this.queue.add<ApplicantSyncJobData>(QueueName.AtsSync, APPLICANT_SYNC_JOB, { customerId, version: 1, syncId: row.id }, { jobId: `${key}-c${customerId}`, attempts: APPLICANT_SYNC_ATTEMPTS, backoffMs: 2000 });
    return toSyncDto(row, false);
  }

  /** The outbound sync itself (the job): creates the candidate or writes only the changed fields. */
  async runSyncOut(customerId: number, applicantId: number, connector: AtsConnector): Promise<Record<string, unknown>> {
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(customerId, { applicant_id: applicantId, deleted_at: IsNull() });
    if (!applicant) {
      return { messageKey: 'ats_sync_out_applicant_gone', changed_fields: [] };
    }
    const externalId = await this.externalId(customerId, applicantId);
    const candidate = externalId ? await connector.candidateRecord(externalId) : null;
    const changes = candidateDiff(applicant, candidate);
    if (!candidate) {
      const created = await connector.createCandidateRecord(candidateUpdateBody(null, changes));
      await this.associate(customerId, applicantId, created);
      return { messageKey: 'ats_sync_out_created', external_id: created, created: true, changed_fields: changes.map((c) => c.field) };
    }
    if (changes.length) {
      await connector.updateCandidateRecord(externalId as string, candidateUpdateBody(candidate, changes));
    }
    return { messageKey: changes.length ? 'ats_sync_out_updated' : 'ats_sync_out_up_to_date', external_id: externalId, created: false, changed_fields: changes.map((c) => c.field) };
  }

  /** Keeps the candidate's id on the applicant (the recruiter tab's association); a stale link is replaced. */
  private async associate(customerId: number, applicantId: number, externalId: string): Promise<void> {
    const links = new TenantRepository(this.ds, AtsAssociationEntity);
    const now = new Date();
    const mine = await links.findOne(customerId, { applicant_id: applicantId });
    if (mine) {
      await links.update(customerId, { id: mine.id }, { external_id: externalId, updated_at: now });
      return;
    }
    await links.insert(customerId, { external_id: externalId, applicant_id: applicantId, associated_by_user_id: null, created_at: now, updated_at: now });
    this.log.log(`applicant ${applicantId} of customer ${customerId} linked to its new ATS candidate`);
  }
}
