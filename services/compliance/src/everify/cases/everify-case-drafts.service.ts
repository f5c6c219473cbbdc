import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import { caseDueDate, EVERIFY_CASE_STATUS as S, isCaseLate, reasonForDelayErrors } from '@attest/contracts';
import { conflict, fieldErrors, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../../records/entities';
import { I9RecordsService } from '../../records/i9-records.service';
import { ActorService, type Actor } from '../../shared/actor';
import { todayYmd } from '../../shared/i9-rules';
import { TrailService } from '../../trail/trail.service';
import { requireEverifyAssessment } from '../assessment/assessment-guard';
import { EverifyDispatchService } from '../jobs/everify-dispatch.service';
import { caseRepo, caseTarget } from './case-store';
import { EverifyCaseSource } from './case-source';
import type { CreateCaseBody, UpdateCaseBody } from './dto/create-case.dto';
import { EverifyAccess } from './everify-access';
import { EverifyCasesService } from './everify-cases.service';
import { EverifyCaseReadsService } from './everify-case-reads.service';
import type { EverifyCaseView } from './everify-case-view';
import type { EverifyCaseEntity } from './entities';

/**
 * Creating a case from a completed I-9, editing a draft, and sending it: the submission is queued, never
 * made here. A late case needs a reason for delay (contracts' reasonForDelayErrors).
 */
@Injectable()
export class EverifyCaseDraftsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly access: EverifyAccess,
    private readonly cases: EverifyCasesService,
    private readonly records: I9RecordsService,
    private readonly source: EverifyCaseSource,
    private readonly actors: ActorService,
    private readonly trail: TrailService,
    private readonly dispatch: EverifyDispatchService,
    private readonly reads: EverifyCaseReadsService,
  ) {}

  async create(auth: AuthContext, body: CreateCaseBody): Promise<EverifyCaseView> {
    const flags = await this.access.requireEnabled(auth);
    await requireEverifyAssessment(this.ds, auth);
    const submit = !body.SaveAsDraft;
    const { c, view } = await this.ds.transaction(async (m) => {
      const applicant = await findApplicantInScope(m, auth, body.ApplicantId);
      const recordId = body.SigRequestId ?? (await this.currentRecordId(m, auth.customerId, applicant.applicant_id));
      const { record } = await this.records.lockInScope(m, auth, recordId);
      if (record.applicant_id !== applicant.applicant_id) {
        throw fieldErrors({ SigRequestId: 'invalid_entry' });
      }
      await this.source.requireReady(m, record, flags);
      if (await caseRepo(m).findOne(auth.customerId, { i9_record_id: record.id, status: Not(S.CLOSED) })) {
        throw conflict('everify_case_exists');
      }
      this.checkReason(record.first_day_of_employment, body, submit);
      const actor = await this.actors.of(m, auth, applicant);
      const now = new Date();
      const created = await caseRepo(m).insert(auth.customerId, {
        location_id: applicant.location_id ?? record.location_id,
        applicant_id: applicant.applicant_id,
        i9_record_id: record.id,
        case_number: null,
        status: S.DRAFT,
        reason_for_delay: body.ReasonForDelay ?? null,
        reason_for_delay_description: body.ReasonForDelayDescription?.trim() || null,
        reason_for_delay_auto: 0,
        awaiting_service: 0,
        service_attempts: 0,
        first_day_of_employment: record.first_day_of_employment,
        case_due: record.first_day_of_employment ? caseDueDate(record.first_day_of_employment) : null,
        created_by: auth.userId ?? 0,
        created_at: now,
        updated_at: now,
        version: 1,
      });
      await this.cases.record(m, created, 'change', 'CREATE', actor, { to: S.DRAFT });
      if (submit) {
        await this.submitLocked(m, created, actor);
      }
      await this.trail.append(m, record, actor, { action: 'create', target: caseTarget(created.id), after: { status: created.status, reason_for_delay: created.reason_for_delay } });
      return { c: created, view: await this.reads.viewOf(auth, created, m) };
    });
    if (submit) {
      await this.dispatch.enqueue(auth.customerId, c.id, `v${c.version}`);
    }
    return view;
  }

  /** PUT: a draft's reason for delay; `Submit` sends it (the I-9 is checked again). */
  async update(auth: AuthContext, caseId: number, body: UpdateCaseBody): Promise<EverifyCaseView> {
    const { c, view } = await this.ds.transaction(async (m) => {
      const locked = await this.cases.lockForAction(m, auth, caseId);
      const { c: draft, record } = locked;
      if (draft.status !== S.DRAFT || draft.awaiting_service) {
        throw conflict('everify_not_draft');
      }
      const next = {
        reason_for_delay: body.ReasonForDelay !== undefined ? body.ReasonForDelay : draft.reason_for_delay,
        reason_for_delay_description: body.ReasonForDelayDescription !== undefined ? body.ReasonForDelayDescription?.trim() || null : draft.reason_for_delay_description,
      };
      if (body.Submit) {
        await this.source.requireReady(m, record, locked.flags);
      }
      this.checkReason(draft.first_day_of_employment, { ReasonForDelay: next.reason_for_delay, ReasonForDelayDescription: next.reason_for_delay_description }, !!body.Submit);
      const actor = await this.actors.of(m, auth);
      const changed = next.reason_for_delay !== draft.reason_for_delay || next.reason_for_delay_description !== draft.reason_for_delay_description;
      if (changed) {
        const before = { reason_for_delay: draft.reason_for_delay };
        await this.cases.patch(m, draft, { ...next, reason_for_delay_auto: 0 });
        await this.cases.record(m, draft, 'change', 'EDIT', actor, { detail: next.reason_for_delay });
        await this.trail.append(m, record, actor, { action: 'update', target: caseTarget(draft.id), before, after: { reason_for_delay: next.reason_for_delay } });
      }
      if (body.Submit) {
        await this.submitLocked(m, draft, actor);
        await this.trail.append(m, record, actor, { action: 'update', target: caseTarget(draft.id), after: { request: 'SUBMIT' } });
      }
      return { c: draft, view: await this.reads.viewOf(auth, draft, m) };
    });
    if (body.Submit) {
      await this.dispatch.enqueue(auth.customerId, c.id, `v${c.version}`);
    }
    return view;
  }

  /** DRAFT → SUBMITTED by the rules; the submission is then owed to E-Verify (the queue sends it). */
  private async submitLocked(m: EntityManager, c: EverifyCaseEntity, actor: Actor): Promise<void> {
    await this.cases.applyEvent(m, c, { type: 'SUBMIT' }, actor, {
      patch: { pending_action: 'SUBMIT', pending_detail: null, pending_by: actor.id, pending_since: new Date(), awaiting_service: 1, last_error: null, last_error_at: null },
    });
  }

  /** Sending: a late case needs a reason (and OTHER a description), an on-time case none. A draft may wait for it. */
  private checkReason(firstDay: string | null, body: Pick<CreateCaseBody, 'ReasonForDelay' | 'ReasonForDelayDescription'>, submitting: boolean): void {
    if (!submitting) {
      return;
    }
    const errors = reasonForDelayErrors({ late: isCaseLate(firstDay, todayYmd()), reason: body.ReasonForDelay, description: body.ReasonForDelayDescription });
    if (Object.keys(errors).length) {
      throw fieldErrors(errors);
    }
  }

  private async currentRecordId(m: EntityManager, customerId: number, applicantId: number): Promise<number> {
    const record = await new TenantRepository(m, I9RecordEntity).findOne(customerId, { current_applicant_id: applicantId });
    if (!record) {
      throw conflict('everify_i9_not_complete');
    }
    return record.id;
  }
}
