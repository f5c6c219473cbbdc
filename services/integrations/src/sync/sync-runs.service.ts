import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource, In, IsNull } from 'typeorm';
import type { AtsSyncKind, DeadLetterDto, IntegrationHealthDto, IntegrationSystemType, SyncRunDto, SyncRunMessage } from '@attest/contracts';
import { INTEGRATION_SYSTEM_TYPES } from '@attest/contracts';
import { AppException, conflict, CustomerConfigService, JOB_QUEUE, notFound, QueueName, RealtimeService, TenantRepository, type AuthContext, type JobQueue } from '@attest/platform';
import { AtsConnectorFactory } from '../ats/ats-connector.factory';
import { WOTC_ENABLED_KEY } from '../wotc/wotc-adapter';
import { SyncDeadLetterEntity, SyncRunEntity } from './sync.entities';

export const ATS_SYNC_JOB = 'ats-sync';
export const ATS_SYNC_ATTEMPTS = 3;
export const ATS_SYNC_BACKOFF_MS = 2000;
const ACTIVE = ['queued', 'running', 'retrying'] as const;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface AtsSyncJobData {
  customerId: number;
  version: number;
  runId: number;
}

export function toRunDto(r: SyncRunEntity, deduplicated?: boolean): SyncRunDto {
  return {
    run_id: r.id,
    kind: r.kind,
    adapter: r.adapter,
    status: r.status,
    progress: r.progress,
    attempts: r.attempts,
    event_name: r.event_name,
    result: r.result,
    error: r.error,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    ...(deduplicated === undefined ? {} : { deduplicated }),
  };
}

const isDuplicateKey = (err: unknown) => /duplicate|unique/i.test(String((err as Error)?.message ?? err));

/**
 * Sync runs on the shared queue (decision 0046). A run row is made first, keyed by its job id (unique per
 * customer), then the job is queued under that id: a request repeated with the same request_id, a second
 * click while a run of the kind is still going, or a schedule slot seen by several processes all find the
 * same run. Payloads carry the customer and run ids only.
 */
@Injectable()
export class SyncRunsService {
  private readonly log = new Logger('AtsSync');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
    @Inject(AtsConnectorFactory) private readonly connectors: AtsConnectorFactory,
    @Inject(CustomerConfigService) private readonly config: CustomerConfigService,
  ) {}

  private runs() {
    return new TenantRepository(this.ds, SyncRunEntity);
  }

  /** POST …/{provider}/categories/sync and …/joborders/syncAll|sync: the provider must be the customer's adapter. */
  async start(auth: AuthContext, provider: string, kind: AtsSyncKind, requestId: unknown): Promise<SyncRunDto> {
    const adapter = await this.connectors.adapter(auth.customerId);
    if (provider !== adapter) {
      throw notFound('ats_adapter_not_found');
    }
    if (!(await this.connectors.configured(auth.customerId))) {
      throw conflict('ats_not_configured');
    }
    if (requestId !== undefined && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
      throw new AppException(400, 'ats_sync_request_id_invalid');
    }
    const going = await this.runs().query(auth.customerId, 'r').andWhere('r.kind = :kind AND r.status IN (:...active)', { kind, active: [...ACTIVE] }).orderBy('r.id', 'DESC').getOne();
    if (going && requestId === undefined) {
      return toRunDto(going, true);
    }
    const key = `ats-${kind.replace(/_/g, '-')}-${typeof requestId === 'string' ? requestId : randomUUID()}`;
    return this.enqueue(auth.customerId, kind, adapter, key, auth.userId ?? null);
  }

  /** Queues a run under a job key; a key already used answers its run (deduplicated). */
  async enqueue(customerId: number, kind: AtsSyncKind, adapter: string, key: string, userId: number | null): Promise<SyncRunDto> {
    const existing = await this.runs().findOne(customerId, { job_key: key });
    if (existing) {
      return toRunDto(existing, true);
    }
    const event_name = await this.realtime.createEventName('ats-sync', customerId);
    let run: SyncRunEntity;
    try {
      run = await this.runs().insert(customerId, { kind, adapter, job_key: key, status: 'queued', progress: 0, attempts: 0, event_name, result: null, error: null, user_id: userId, created_at: new Date(), started_at: null, finished_at: null });
    } catch (err) {
      if (!isDuplicateKey(err)) {
        throw err;
      }
      return toRunDto(await this.runs().findOneOr404(customerId, { job_key: key }), true);
    }
    await this.queue.add<AtsSyncJobData>(QueueName.AtsSync, ATS_SYNC_JOB, { customerId, version: 1, runId: run.id }, { jobId: `${key}-c${customerId}`, attempts: ATS_SYNC_ATTEMPTS, backoffMs: ATS_SYNC_BACKOFF_MS });
    return toRunDto(run, false);
  }

  async get(auth: AuthContext, runId: number): Promise<SyncRunDto> {
    return toRunDto(await this.runs().findOneOr404(auth.customerId, { id: runId }, 'ats_sync_run_not_found'));
  }

  async list(auth: AuthContext, kind: unknown): Promise<SyncRunDto[]> {
    const qb = this.runs().query(auth.customerId, 'r').orderBy('r.id', 'DESC').take(20);
    if (typeof kind === 'string' && kind) {
      qb.andWhere('r.kind = :kind', { kind });
    }
    return (await qb.getMany()).map((r) => toRunDto(r));
  }

  async deadLetters(auth: AuthContext): Promise<DeadLetterDto[]> {
    const rows = await new TenantRepository(this.ds, SyncDeadLetterEntity).query(auth.customerId, 'd').orderBy('d.id', 'DESC').take(100).getMany();
    return rows.map(toDeadLetterDto);
  }

  /** Queues the dead run's kind again (once: a second retry of the same letter answers the same run). */
  async retryDeadLetter(auth: AuthContext, id: number): Promise<SyncRunDto> {
    const letters = new TenantRepository(this.ds, SyncDeadLetterEntity);
    const letter = await letters.findOneOr404(auth.customerId, { id }, 'ats_dead_letter_not_found');
    const adapter = await this.connectors.adapter(auth.customerId);
    const run = await this.enqueue(auth.customerId, letter.kind, adapter, `ats-retry-d${letter.id}`, auth.userId ?? null);
    if (!letter.retry_run_id) {
      await letters.update(auth.customerId, { id }, { retried_at: new Date(), retry_run_id: run.run_id });
    }
    return run;
  }

  async publish(run: Pick<SyncRunEntity, 'event_name'>, message: SyncRunMessage): Promise<void> {
    if (run.event_name) {
      await this.realtime.publish(run.event_name, message).catch((err: unknown) => this.log.warn(`publishing a sync message failed: ${String(err)}`));
    }
  }

  /** GET /api/v1/integrationManagement?names=&types=: the customer's integrations with their health. */
  async health(auth: AuthContext, names: string[], types: string[]): Promise<IntegrationHealthDto[]> {
    const customerId = auth.customerId;
    const adapter = await this.connectors.adapter(customerId);
    const runs = this.runs();
    const lastOk = await runs.query(customerId, 'r').andWhere("r.status = 'succeeded'").orderBy('r.id', 'DESC').getOne();
    const lastBad = await runs.query(customerId, 'r').andWhere("r.error IS NOT NULL AND r.status IN ('failed', 'retrying')").orderBy('r.id', 'DESC').getOne();
    const depth = await runs.count(customerId, { status: In([...ACTIVE]) });
    const dead = await new TenantRepository(this.ds, SyncDeadLetterEntity).count(customerId, { retry_run_id: IsNull() });
    const all: IntegrationHealthDto[] = [
      {
        name: 'ATS',
        type: 'ATS',
        adapter,
        configured: await this.connectors.configured(customerId),
        last_success: lastOk?.finished_at ? new Date(lastOk.finished_at).toISOString() : null,
        last_error: lastBad?.error ?? null,
        last_error_at: lastBad ? new Date(lastBad.finished_at ?? lastBad.started_at ?? lastBad.created_at).toISOString() : null,
        queue_depth: depth,
        dead_letters: dead,
      },
      {
        name: 'WOTC',
        type: 'WOTC',
        adapter: 'simulator',
        configured: await this.config.flag(customerId, WOTC_ENABLED_KEY),
        last_success: null,
        last_error: null,
        last_error_at: null,
        queue_depth: 0,
        dead_letters: 0,
      },
    ];
    const typeOf = (t: string): IntegrationSystemType | null => {
      const byNumber = Object.entries(INTEGRATION_SYSTEM_TYPES).find(([, n]) => String(n) === t)?.[0];
      return ((byNumber ?? t.toUpperCase()) in INTEGRATION_SYSTEM_TYPES ? (byNumber ?? t.toUpperCase()) : null) as IntegrationSystemType | null;
    };
    const wantedTypes = types.map(typeOf);
    return all.filter((i) => (!names.length || names.some((n) => n.toUpperCase() === i.name)) && (!types.length || wantedTypes.includes(i.type)));
  }
}

export function toDeadLetterDto(d: SyncDeadLetterEntity): DeadLetterDto {
  return {
    id: d.id,
    run_id: d.run_id,
    kind: d.kind,
    error: d.error,
    failed_at: new Date(d.failed_at).toISOString(),
    retried_at: d.retried_at ? new Date(d.retried_at).toISOString() : null,
    retry_run_id: d.retry_run_id,
  };
}
