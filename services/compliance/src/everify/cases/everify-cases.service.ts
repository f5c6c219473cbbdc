import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, notFound, type AuthContext } from '@attest/platform';
import { nextCaseStatus, type EverifyCaseEvent } from '@attest/contracts';
import type { I9RecordEntity } from '../../records/entities';
import { lockRecord } from '../../records/record-lock';
import type { Actor } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { caseEventRepo, caseRepo, lockCase, snapshotOf } from './case-store';
import { detailOf, effectsOf } from './case-effects';
import { EverifyAccess, type EverifyFlags } from './everify-access';
import type { EverifyCaseEntity, EverifyCaseEventEntity } from './entities';
import type { CaseEventKind } from './entities/everify-case-event.entity';

export interface ScopedCase {
  c: EverifyCaseEntity;
  flags: EverifyFlags;
}

export interface LockedCase extends ScopedCase {
  record: I9RecordEntity;
}

export interface ApplyOptions {
  /** Columns set with the move (the case number, E-Verify's dates...). */
  patch?: Partial<EverifyCaseEntity>;
  detail?: string | null;
}

/**
 * The E-Verify case core, shared by the case routes, the queue's jobs and later features (FAN, referral
 * letters, revocations): finding a case in the caller's view, locking it for an action, and moving it by the
 * lifecycle rules with its history row.
 */
@Injectable()
export class EverifyCasesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
  ) {}

  /** The case if E-Verify is on (403 everify_disabled) and the case is the customer's and in the caller's view (else 404). */
  async findInScope(auth: AuthContext, caseId: number, db: DataSource | EntityManager = this.ds): Promise<ScopedCase> {
    const flags = await this.access.requireEnabled(auth);
    const c = await caseRepo(db).findOne(auth.customerId, { id: caseId });
    if (!c) {
      throw notFound();
    }
    this.access.requireInScope(auth, flags, c.location_id);
    return { c, flags };
  }

  /** findInScope, then the I-9 record and the case locked (always in this order: the record, then the case). */
  async lockForAction(m: EntityManager, auth: AuthContext, caseId: number): Promise<LockedCase> {
    const { c: found, flags } = await this.findInScope(auth, caseId, m);
    const record = await lockRecord(m, auth.customerId, found.i9_record_id);
    return { c: await lockCase(m, auth.customerId, caseId), flags, record };
  }

  /**
   * Moves a locked case by the lifecycle rules (contracts' nextCaseStatus), with the facts of the move and a
   * history row; 409 with the rule's message key when the move is refused.
   */
  async applyEvent(m: EntityManager, c: EverifyCaseEntity, event: EverifyCaseEvent, actor: Actor, opts: ApplyOptions = {}): Promise<void> {
    const check = nextCaseStatus(snapshotOf(c), event);
    if (!check.ok) {
      throw conflict(check.messageKey);
    }
    const now = new Date();
    const from = c.status;
    await this.patch(m, c, { ...effectsOf(event, check.status, now, todayYmd()), ...opts.patch, status: check.status });
    await this.record(m, c, 'change', event.type, actor, { from, to: check.status, detail: opts.detail === undefined ? detailOf(event) : opts.detail });
  }

  /** Changes case columns (never customer_id) with a new version, keeping the entity in step. */
  async patch(m: EntityManager, c: EverifyCaseEntity, patch: Partial<EverifyCaseEntity>): Promise<void> {
    const next = { ...patch, version: c.version + 1, updated_at: new Date() };
    await caseRepo(m).update(c.customer_id, { id: c.id }, next);
    Object.assign(c, next);
  }

  /** One history row. */
  async record(m: EntityManager, c: EverifyCaseEntity, kind: CaseEventKind, event: string, actor: Actor, at: { from?: string | null; to?: string | null; detail?: string | null } = {}): Promise<void> {
    await caseEventRepo(m).insert(c.customer_id, {
      case_id: c.id,
      at: new Date(),
      kind,
      event,
      from_status: at.from ?? null,
      to_status: at.to ?? null,
      detail: at.detail ?? null,
      actor_party: actor.party,
      actor_id: actor.id,
      actor_name: actor.name,
    });
  }

  history(customerId: number, caseId: number, db: DataSource | EntityManager = this.ds): Promise<EverifyCaseEventEntity[]> {
    return caseEventRepo(db).query(customerId, 'e').andWhere('e.case_id = :caseId', { caseId }).orderBy('e.id', 'ASC').getMany();
  }
}
