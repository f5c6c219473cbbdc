import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  readChecklistAnswers,
  readChecklistSignature,
  sameAnswers,
  signatureText,
  skillChecklistTransition,
  unansweredItems,
  type ApplicantSkillChecklist,
  type ApplicantSkillChecklistDetail,
  type SkillChecklistAction,
} from '@attest/contracts';
import { AppException, AuditService, conflict, fieldErrors, TenantRepository, type AuthContext } from '@attest/platform';
import { requireCustomer } from '@attest/platform';
import { resolveApplicant } from '../shared/resolve-applicant';
import { checklistApplies, loadApplicantTargets, targetsOf } from '../skill-checklist-admin/assignment-rules';
import { loadOwnChecklist, updateInState } from './checklist-store';
import { ApplicantSkillChecklistEntity } from './entities/applicant-skill-checklist.entity';
import { SkillChecklistEntity } from './entities/skill-checklist.entity';
import { storedAnswers, toDetail, toSummary } from './skill-checklist.mapper';

const UPDATE_ACTIONS: readonly SkillChecklistAction[] = ['save', 'sign', 'complete'];
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Skills checklists assigned to applicants: listing (with automatic assignment), answering, signing, completing, skipping. */
@Injectable()
export class SkillChecklistsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The applicant's checklists; the customer's auto_assign checklists they lack are assigned first. */
  async listOwn(auth: AuthContext): Promise<ApplicantSkillChecklist[]> {
    await this.autoAssign(auth);
    return this.listFor(auth, auth.applicantId!);
  }

  /** Staff: the checklists of an applicant of the active customer. */
  async listForApplicant(auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantSkillChecklist[]> {
    requireCustomer(auth, customerId);
    await resolveApplicant(this.ds, auth, applicantId);
    return this.listFor(auth, applicantId);
  }

  /** Items and answers; opening an added checklist starts it. */
  async open(auth: AuthContext, id: number): Promise<ApplicantSkillChecklistDetail> {
    return this.ds.transaction(async (m) => {
      const { row, def, items } = await loadOwnChecklist(m, auth, id);
      const next = skillChecklistTransition(row.state, 'open');
      if (next.ok && next.state !== row.state) {
        await updateInState(m, auth, row, { state: next.state, started_at: new Date() });
        await this.audit.record(auth, { entity: 'skill_checklist', entityId: id, action: 'start', changes: { state: { from: 'ADDED', to: next.state } } }, m);
      }
      return toDetail(row, def, items);
    });
  }

  /**
   * PUT {answers, action, signature?}. The answers replace the stored ones. A stored signature belongs to
   * the answers it was given with: changing the answers without signing again drops it.
   */
  async update(auth: AuthContext, id: number, body: unknown): Promise<ApplicantSkillChecklistDetail> {
    if (!isObject(body)) {
      throw fieldErrors({ _: 'invalid_entry' });
    }
    return this.ds.transaction(async (m) => {
      const { row, def, items } = await loadOwnChecklist(m, auth, id);
      const action = body.action as SkillChecklistAction;
      const read = readChecklistAnswers(body.answers, items.map((i) => ({ item_id: String(i.item_id) })));
      const sig = readChecklistSignature(body.signature);
      const errors: Record<string, string> = { ...read.errors };
      if (!UPDATE_ACTIONS.includes(action)) {
        errors.action = body.action === undefined ? 'required_field' : 'invalid_entry';
      }
      if (sig.error) {
        errors.signature = sig.error;
      }
      if (Object.keys(errors).length) {
        throw fieldErrors(errors);
      }
      const answersChanged = !sameAnswers(read.answers, storedAnswers(row));
      const keptSignature = answersChanged ? null : row.signature;
      const signature = sig.signature ? signatureText(sig.signature) : keptSignature;
      const missing = unansweredItems(items.map((i) => ({ item_id: String(i.item_id) })), read.answers);
      const next = skillChecklistTransition(row.state, action, { hasSignature: !!signature, signatureGiven: !!sig.signature, allAnswered: missing.length === 0 });
      if (!next.ok) {
        throw next.status === 409 ? conflict(next.key, { state: row.state }) : new AppException(400, next.key, next.key === 'answers_incomplete' ? { missing } : undefined);
      }
      const now = new Date();
      const from = row.state;
      await updateInState(m, auth, row, {
        state: next.state,
        answers: JSON.stringify(read.answers),
        signature,
        signed_at: sig.signature ? now : signature ? row.signed_at : null,
        ...(next.state === 'COMPLETED' ? { completed_at: now } : {}),
      });
      await this.audit.record(auth, { entity: 'skill_checklist', entityId: id, action, changes: { state: { from, to: next.state } } }, m);
      return toDetail(row, def, items);
    });
  }

  /** Skipping is for checklists not yet signed (ADDED, STARTED, SAVED). */
  async skip(auth: AuthContext, id: number): Promise<ApplicantSkillChecklist> {
    return this.ds.transaction(async (m) => {
      const { row, def } = await loadOwnChecklist(m, auth, id);
      const next = skillChecklistTransition(row.state, 'skip');
      if (!next.ok) {
        throw conflict(next.key, { state: row.state });
      }
      const from = row.state;
      await updateInState(m, auth, row, { state: next.state, skipped_at: new Date() });
      await this.audit.record(auth, { entity: 'skill_checklist', entityId: id, action: 'skip', changes: { state: { from, to: next.state } } }, m);
      return toSummary(row, def);
    });
  }

  /** Staff assign one of the customer's active checklists; the same checklist twice → 409. */
  async assign(auth: AuthContext, customerId: number, applicantId: number, body: unknown): Promise<ApplicantSkillChecklist> {
    requireCustomer(auth, customerId);
    await resolveApplicant(this.ds, auth, applicantId);
    const raw = isObject(body) ? body.checklist_id : undefined;
    const checklistId = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(checklistId) || checklistId <= 0) {
      throw fieldErrors({ checklist_id: raw === undefined ? 'required_field' : 'invalid_entry' });
    }
    return this.ds.transaction(async (m) => {
      const def = await new TenantRepository(m, SkillChecklistEntity).findOneOr404(auth.customerId, { checklist_id: checklistId, active: 1 });
      const repo = new TenantRepository(m, ApplicantSkillChecklistEntity);
      if (await repo.findOne(auth.customerId, { applicant_id: applicantId, checklist_id: checklistId })) {
        throw conflict('checklist_already_assigned');
      }
      const now = new Date();
      const row = await repo.insert(auth.customerId, {
        applicant_id: applicantId, checklist_id: checklistId, state: 'ADDED', answers: '{}', signature: null, assigned_at: now, assigned_by: auth.userId ?? null, updated_at: now,
      });
      await this.audit.record(auth, { entity: 'skill_checklist', entityId: row.id, action: 'assign', changes: { applicant_id: { from: null, to: applicantId }, checklist_id: { from: null, to: checklistId } } }, m);
      return toSummary(row, def);
    });
  }

  private async listFor(auth: AuthContext, applicantId: number): Promise<ApplicantSkillChecklist[]> {
    const rows = await new TenantRepository(this.ds, ApplicantSkillChecklistEntity).find(auth.customerId, { applicant_id: applicantId });
    const defs = new Map((await new TenantRepository(this.ds, SkillChecklistEntity).find(auth.customerId)).map((d) => [d.checklist_id, d]));
    return rows
      .sort((a, b) => a.id - b.id)
      .flatMap((r) => {
        const def = defs.get(r.checklist_id);
        return def ? [toSummary(r, def)] : [];
      });
  }

  /**
   * The active auto_assign checklists the applicant lacks and is meant to get: those assigned to job
   * categories or locations (skills checklists manager) only when the applicant has one of each kind named.
   * INSERT … OR IGNORE on the unique (customer, applicant, checklist) key: two first reads at once assign once.
   */
  private async autoAssign(auth: AuthContext): Promise<void> {
    const auto = await new TenantRepository(this.ds, SkillChecklistEntity).find(auth.customerId, { auto_assign: 1, active: 1 });
    const have = new Set((await new TenantRepository(this.ds, ApplicantSkillChecklistEntity).find(auth.customerId, { applicant_id: auth.applicantId })).map((r) => r.checklist_id));
    const candidates = auto.filter((d) => !have.has(d.checklist_id));
    if (!candidates.length) {
      return;
    }
    const targets = await targetsOf(this.ds, auth.customerId, candidates.map((d) => d.checklist_id));
    const applicant = [...targets.values()].some((t) => t.length) ? await loadApplicantTargets(this.ds, auth.customerId, auth.applicantId!) : { location_id: null, category_ids: [] };
    const missing = candidates.filter((d) => checklistApplies(targets.get(d.checklist_id) ?? [], applicant));
    if (!missing.length) {
      return;
    }
    const now = new Date();
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(ApplicantSkillChecklistEntity)
      .values(missing.map((d) => ({ customer_id: auth.customerId, applicant_id: auth.applicantId!, checklist_id: d.checklist_id, state: 'ADDED' as const, answers: '{}', signature: null, assigned_at: now, assigned_by: null, updated_at: now })))
      .orIgnore()
      .execute();
  }
}
