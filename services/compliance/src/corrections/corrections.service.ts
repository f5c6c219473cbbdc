import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { I9Section1Data } from '@attest/contracts';
import { conflict, CustomerConfigService, notFound, type AuthContext } from '@attest/platform';
import type { I9RecordEntity, I9RevisionEntity, I9Section } from '../records/entities';
import { I9RecordsService, type ScopedRecord } from '../records/i9-records.service';
import { revisionView, type I9RevisionView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { employerName, Section2Service } from '../section2/section2.service';
import { ActorService } from '../shared/actor';
import { SECTION1_FLAGS, validateSection1 } from '../shared/i9-rules';
import { keepMaskedValues, maskedDiff, parsePayload, type Payload } from '../shared/payload-mask';
import { TrailService } from '../trail/trail.service';
import { correctorNames } from './corrector-names';
import { CorrectionRequestService } from './correction-request.service';

export interface CorrectionEntry {
  revision_id: number;
  section: I9Section;
  revision: number;
  corrects_revision_id: number;
  pending: boolean;
  created_by_party: string;
  created_by_id: number;
  /** Who made the correction (the staff user, or the employee for their own change after signing). */
  corrected_by_name: string | null;
  created_at: Date;
  signed_by_name: string | null;
  signed_at: Date | null;
}

export interface CorrectionsAnswer {
  record_id: number;
  /** Who corrected what and when (every revision that corrects another, oldest first). */
  history: CorrectionEntry[];
  /** Corrections waiting for their signature (a Section 1 correction waits for the employee's). */
  pending: I9RevisionView[];
  section1: I9RevisionView | null;
  section2: I9RevisionView | null;
}

const target = (rev: I9RevisionEntity) => `${rev.section}#${rev.revision}`;

/**
 * Corrections of signed sections (staff-side §4 "Corrections"). A correction is always a new revision;
 * the corrected one stays as it was. Section 2 corrections are signed by the correcting staff user at
 * once; a Section 1 correction is prepared by staff and stays pending until the employee signs it
 * (only the employee attests Section 1), or is deleted.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
    private readonly section2: Section2Service,
    private readonly requests: CorrectionRequestService,
  ) {}

  async get(auth: AuthContext, recordId: number): Promise<CorrectionsAnswer> {
    return this.ds.transaction(async (m) => {
      const scoped = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, scoped.record, await this.actors.of(m, auth), { action: 'view', target: 'corrections' });
      return this.answer(m, scoped);
    });
  }

  /**
   * Staff prepare a corrected Section 1 (a pending revision); once it is saved the employee is asked by email
   * to review and sign it (`employee_notified` says whether the message went out).
   */
  async correctSection1(auth: AuthContext, recordId: number, value: Payload): Promise<CorrectionsAnswer & { employee_notified: boolean }> {
    const flags = await this.config.flags(auth.customerId, SECTION1_FLAGS);
    const { answer, applicant } = await this.ds.transaction(async (m) => {
      const scoped = await this.records.lockInScope(m, auth, recordId);
      const { record } = scoped;
      const signed = await this.signedOr409(m, record, 'section1');
      const before = parsePayload(signed.payload);
      const corrected = await validateSection1({ ...before, ...keepMaskedValues(value, before) }, flags);
      const actor = await this.actors.of(m, auth);
      const saved = await this.revisions.saveDraft(m, record, 'section1', corrected as unknown as Payload, actor);
      const diff = maskedDiff(before, corrected as unknown as Payload);
      await this.trail.append(m, record, actor, { action: 'correct', target: target(saved.revision), before: { revision: signed.revision, ...diff.before }, after: { pending: true, ...diff.after } });
      await this.records.refreshPendingCorrection(m, record);
      return { answer: await this.answer(m, scoped), applicant: scoped.applicant };
    });
    return { ...answer, employee_notified: await this.requests.notify(recordId, applicant) };
  }

  async correctSection2(auth: AuthContext, recordId: number, value: Payload): Promise<CorrectionsAnswer> {
    return this.ds.transaction(async (m) => {
      const scoped = await this.records.lockInScope(m, auth, recordId);
      const { record } = scoped;
      const signed = await this.signedOr409(m, record, 'section2');
      const section1 = parsePayload((await this.signedOr409(m, record, 'section1')).payload) as unknown as I9Section1Data;
      const before = parsePayload(signed.payload);
      const corrected = await this.section2.validate(auth, { ...before, ...keepMaskedValues(value, before) }, section1);
      const actor = await this.actors.of(m, auth);
      const saved = await this.revisions.insertSigned(m, record, 'section2', corrected as unknown as Payload, actor, employerName(corrected, actor));
      await this.section2.applySigned(m, record, section1, corrected, saved.revision.signed_at);
      const diff = maskedDiff(before, corrected as unknown as Payload);
      await this.trail.append(m, record, actor, { action: 'correct', target: target(saved.revision), before: { revision: signed.revision, ...diff.before }, after: diff.after });
      return this.answer(m, scoped);
    });
  }

  /** DELETE: drops the pending (unsigned) corrections of the record; 404 correction_not_found when none. */
  async deletePending(auth: AuthContext, recordId: number): Promise<{ deleted: number }> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const pending = await this.revisions.pendingCorrections(m, record);
      if (!pending.length) {
        throw notFound('correction_not_found');
      }
      const actor = await this.actors.of(m, auth);
      for (const rev of pending) {
        await this.revisions.remove(m, rev);
        await this.trail.append(m, record, actor, { action: 'delete', target: target(rev), before: { pending: true, corrects_revision_id: rev.corrects_revision_id } });
      }
      await this.records.refreshPendingCorrection(m, record);
      return { deleted: pending.length };
    });
  }

  private async signedOr409(m: EntityManager, record: I9RecordEntity, section: I9Section): Promise<I9RevisionEntity> {
    const signed = await this.revisions.latestSigned(m, record, section);
    if (!signed) {
      throw conflict(`i9_${section}_not_signed`);
    }
    return signed;
  }

  private async answer(m: EntityManager, { record, applicant }: ScopedRecord): Promise<CorrectionsAnswer> {
    const all = await this.revisions.list(m, record);
    const corrections = all.filter((r) => r.corrects_revision_id !== null);
    const names = await correctorNames(m, corrections, applicant);
    const latestSigned = (section: I9Section) => all.filter((r) => r.section === section && r.signed_at).sort((a, b) => b.revision - a.revision)[0] ?? null;
    const s1 = latestSigned('section1');
    const s2 = latestSigned('section2');
    return {
      record_id: record.id,
      history: corrections.map((r) => ({
        revision_id: r.id, section: r.section, revision: r.revision, corrects_revision_id: r.corrects_revision_id as number, pending: !r.signed_at,
        created_by_party: r.created_by_party, created_by_id: r.created_by_id, corrected_by_name: names.get(r.id) ?? null,
        created_at: r.created_at, signed_by_name: r.signed_by_name, signed_at: r.signed_at,
      })),
      pending: corrections.filter((r) => !r.signed_at).map((r) => revisionView(r)),
      section1: s1 && revisionView(s1),
      section2: s2 && revisionView(s2),
    };
  }
}
