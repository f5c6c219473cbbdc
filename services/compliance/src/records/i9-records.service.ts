import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findApplicantInScope, type ApplicantEntity } from '@attest/applicant';
import { CURRENT_I9_EDITION } from '@attest/contracts';
import { type AuthContext, isUniqueViolation, notFound, TenantRepository } from '@attest/platform';
import type { Actor } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import { I9RecordEntity } from './entities';
import { lockRecord } from './record-lock';
import { RevisionsService } from './revisions.service';

export interface ScopedRecord {
  record: I9RecordEntity;
  applicant: ApplicantEntity;
}

/** Finding, creating and scoping I-9 records. Every I-9 is reached through its applicant's scope. */
@Injectable()
export class I9RecordsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly trail: TrailService,
    private readonly revisions: RevisionsService,
  ) {}

  private repo(db: DataSource | EntityManager = this.ds) {
    return new TenantRepository(db, I9RecordEntity);
  }

  /**
   * The applicant's current I-9 id, created on first call with its `create` trail row. Two first calls
   * at once: the unique current_applicant_id index lets one insert win; the other reads its row.
   */
  async ensureCurrent(applicant: ApplicantEntity, actor: Actor): Promise<number> {
    const existing = await this.repo().findOne(applicant.customer_id, { current_applicant_id: applicant.applicant_id });
    if (existing) {
      return existing.id;
    }
    try {
      return await this.ds.transaction(async (m) => {
        const now = new Date();
        const created = await this.repo(m).insert(applicant.customer_id, {
          applicant_id: applicant.applicant_id,
          current_applicant_id: applicant.applicant_id,
          location_id: applicant.location_id,
          edition: CURRENT_I9_EDITION,
          status: 'section1_pending',
          legal_hold: 0,
          pending_correction: 0,
          trail_seq: 0,
          trail_head: null,
          created_at: now,
          updated_at: now,
        });
        const record = await lockRecord(m, applicant.customer_id, created.id);
        await this.trail.append(m, record, actor, { action: 'create', after: { edition: record.edition, status: record.status, location_id: record.location_id } });
        return record.id;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) {
        throw err;
      }
      const winner = await this.repo().findOneOr404(applicant.customer_id, { current_applicant_id: applicant.applicant_id });
      return winner.id;
    }
  }

  /** The applicant's current I-9 (staff: only inside their locations), or 404 `i9_not_started`. */
  async currentIdOf(auth: AuthContext, applicantId: number): Promise<number> {
    await findApplicantInScope(this.ds, auth, applicantId);
    const record = await this.repo().findOne(auth.customerId, { current_applicant_id: applicantId });
    if (!record) {
      throw notFound('i9_not_started');
    }
    return record.id;
  }

  /**
   * A record and its applicant for this caller, the record locked for the transaction: the customer's
   * own, the applicant inside the staff user's locations (else 404, as if missing), and for an
   * applicant only their own.
   */
  async lockInScope(m: EntityManager, auth: AuthContext, recordId: number): Promise<ScopedRecord> {
    const record = await lockRecord(m, auth.customerId, recordId);
    if (auth.party === 'applicant' && record.applicant_id !== auth.applicantId) {
      throw notFound();
    }
    const applicant = await findApplicantInScope(m, auth, record.applicant_id);
    return { record, applicant };
  }

  /** Changes record columns (never customer_id) and keeps the entity in step. */
  async patch(m: EntityManager, record: I9RecordEntity, patch: Partial<I9RecordEntity>): Promise<void> {
    const next = { ...patch, updated_at: new Date() };
    await this.repo(m).update(record.customer_id, { id: record.id }, next);
    Object.assign(record, next);
  }

  /** pending_correction follows the unsigned corrections of the record. */
  async refreshPendingCorrection(m: EntityManager, record: I9RecordEntity): Promise<void> {
    const pending = (await this.revisions.pendingCorrections(m, record)).length > 0 ? 1 : 0;
    if (pending !== record.pending_correction) {
      await this.patch(m, record, { pending_correction: pending });
    }
  }
}
