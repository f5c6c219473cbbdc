import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { closureStatementsFor, type ClosureStatement } from '@attest/contracts';
import { conflict, TenantRepository, type AuthContext } from '@attest/platform';
import { lockRecord } from '../../records/record-lock';
import { ActorService } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { TrailService } from '../../trail/trail.service';
import type { EverifyPhoto } from '../adapter/everify-adapter';
import { EverifyPhotoStore } from './case-photo-store';
import { caseRepo, caseTarget } from './case-store';
import { EverifyAccess } from './everify-access';
import { EverifyCasesService } from './everify-cases.service';
import { caseView, parseNumbers, type EverifyCaseView } from './everify-case-view';
import type { EverifyCaseEntity } from './entities';

export interface ClosureAnswer {
  case_id: number;
  status: string;
  closure_statement: string | null;
  closed_at: Date | null;
  /** The statements the case may be closed with now. */
  allowed: readonly ClosureStatement[];
}

/**
 * Reading cases: the detail (a trail row on the I-9 for each view), the closure, the photo E-Verify showed,
 * the duplicates. Every read goes through findInScope (E-Verify on, the customer's case, in the caller's view).
 */
@Injectable()
export class EverifyCaseReadsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly cases: EverifyCasesService,
    private readonly access: EverifyAccess,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly photos: EverifyPhotoStore,
  ) {}

  /** GET /api/v1/everify/{id}: the case with its history; the view is on the I-9's trail. */
  async detail(auth: AuthContext, caseId: number): Promise<EverifyCaseView> {
    const { c } = await this.cases.findInScope(auth, caseId);
    await this.traceView(auth, c);
    return caseView(c, todayYmd(), await this.namesOf(auth.customerId, c.applicant_id), await this.cases.history(auth.customerId, c.id));
  }

  /**
   * The case as answered after a change (no extra trail row: the change has its own). Read through the
   * change's own transaction when given, so the answer is the state that change committed: once the queue
   * is told, its worker may move the case before a later read.
   */
  async viewOf(auth: AuthContext, c: EverifyCaseEntity, db: DataSource | EntityManager = this.ds): Promise<EverifyCaseView> {
    const fresh = (await caseRepo(db).findOne(auth.customerId, { id: c.id })) ?? c;
    return caseView(fresh, todayYmd(), await this.namesOf(auth.customerId, c.applicant_id));
  }

  async closure(auth: AuthContext, caseId: number): Promise<ClosureAnswer> {
    const { c } = await this.cases.findInScope(auth, caseId);
    return { case_id: c.id, status: c.status, closure_statement: c.closure_statement, closed_at: c.closed_at, allowed: c.awaiting_service ? [] : closureStatementsFor(c.status) };
  }

  /** The photo E-Verify showed for photo matching (409 everify_photo_not_ready until the queue fetched it). */
  async photo(auth: AuthContext, caseId: number): Promise<EverifyPhoto & { case_id: number }> {
    const { c } = await this.cases.findInScope(auth, caseId);
    if (!c.photo_key) {
      throw conflict('everify_photo_not_ready');
    }
    const photo = await this.photos.read(c.photo_key);
    await this.traceView(auth, c, 'photo');
    return { case_id: c.id, ...photo };
  }

  /** The customer's cases with the SSN of this one that E-Verify named in its duplicate case alert (in the caller's view). */
  async duplicates(auth: AuthContext, caseId: number): Promise<EverifyCaseView[]> {
    const { c, flags } = await this.cases.findInScope(auth, caseId);
    const numbers = parseNumbers(c.duplicate_case_numbers);
    if (!numbers.length) {
      return [];
    }
    const scope = this.access.scope(auth, flags);
    const found = (await caseRepo(this.ds).find(auth.customerId, { case_number: In(numbers) })).filter((d) => scope === null || (d.location_id !== null && scope.includes(d.location_id)));
    const today = todayYmd();
    return Promise.all(found.map(async (d) => caseView(d, today, await this.namesOf(auth.customerId, d.applicant_id))));
  }

  private async traceView(auth: AuthContext, c: EverifyCaseEntity, part?: string): Promise<void> {
    await this.ds.transaction(async (m: EntityManager) => {
      const record = await lockRecord(m, auth.customerId, c.i9_record_id);
      await this.trail.append(m, record, await this.actors.of(m, auth), { action: 'view', target: caseTarget(c.id, part) });
    });
  }

  private async namesOf(customerId: number, applicantId: number): Promise<{ first: string | null; last: string | null }> {
    const a = await new TenantRepository(this.ds, ApplicantEntity).findOne(customerId, { applicant_id: applicantId });
    return { first: a?.first_name ?? null, last: a?.last_name ?? null };
  }
}
