import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadCallingApplicant, type ApplicantEntity } from '@attest/applicant';
import type { I9Section1Data, I9Section2Data } from '@attest/contracts';
import { conflict, CustomerConfigService, forbidden, validateWithYup, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { recordView, type I9RecordView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { SecondSignerInvitations } from '../second-signer/second-signer-invitations.service';
import { ActorService } from '../shared/actor';
import { SECTION1_FLAGS, validateSection1, workAuthUntilOf } from '../shared/i9-rules';
import { keepMaskedValues, maskedDiff, parsePayload, type Payload } from '../shared/payload-mask';
import { TrailService } from '../trail/trail.service';
import { section1DraftSchema, type SignSection1Body } from './dto/section1-body';
import { mismatchConflict, section1Mismatches } from './section1-mismatch';

const target = (revision: number) => `section1#${revision}`;

/** The applicant's own I-9 Section 1: view (creating the record), save a draft, sign. */
@Injectable()
export class Section1Service {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
    private readonly secondSigner: SecondSignerInvitations,
  ) {}

  private async caller(auth: AuthContext) {
    const applicant = await loadCallingApplicant(this.ds, auth);
    const actor = await this.actors.of(this.ds.manager, auth, applicant);
    const recordId = await this.records.ensureCurrent(applicant, actor);
    return { applicant, actor, recordId };
  }

  /** GET: the current I-9 (created on first view); the view is a trail row. */
  async get(auth: AuthContext): Promise<I9RecordView> {
    const { actor, recordId } = await this.caller(auth);
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      await this.trail.append(m, record, actor, { action: 'view' });
      return recordView(record, await this.revisions.list(m, record), { omitSection2Values: true });
    });
  }

  /** PUT: merges the body into the draft (after a signature, into a new revision that corrects it). */
  async saveDraft(auth: AuthContext, body: unknown): Promise<I9RecordView> {
    const changes = (await validateWithYup(section1DraftSchema, body)) as Payload;
    const { actor, recordId } = await this.caller(auth);
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const base = (await this.revisions.latest(m, record, 'section1')) ?? null;
      const basePayload = base ? parsePayload(base.payload) : null;
      const next = { ...(basePayload ?? {}), ...keepMaskedValues(changes, basePayload) };
      const diff = maskedDiff(basePayload, next);
      if (base && Object.keys(diff.after).length === 0) {
        return recordView(record, await this.revisions.list(m, record), { omitSection2Values: true });
      }
      const saved = await this.revisions.saveDraft(m, record, 'section1', next, actor);
      await this.trail.append(m, record, actor, { action: 'update', target: target(saved.revision.revision), before: diff.before, after: diff.after });
      await this.records.refreshPendingCorrection(m, record);
      return recordView(record, await this.revisions.list(m, record), { omitSection2Values: true });
    });
  }

  /**
   * POST sign: the server runs the form's rules again (section1Schema with the customer's flags), then
   * the mismatch checks against the applicant record (409 unless confirmed), then signs the draft.
   * Only the employee signs Section 1: a staff user logged in as the applicant may not.
   */
  async sign(auth: AuthContext, body: SignSection1Body): Promise<I9RecordView> {
    if (auth.actingUserId) {
      throw forbidden('i9_employee_must_sign');
    }
    const { applicant, actor, recordId } = await this.caller(auth);
    const flags = await this.config.flags(auth.customerId, SECTION1_FLAGS);
    const view = await this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const draft = await this.revisions.draft(m, record, 'section1');
      if (!draft) {
        throw conflict('i9_nothing_to_sign');
      }
      const value = await validateSection1(parsePayload(draft.payload), flags);
      const mismatches = await section1Mismatches(m, auth.customerId, applicant.applicant_id, value, flags);
      if (Object.keys(mismatches).length && !body.mismatch_confirmed) {
        throw mismatchConflict(mismatches);
      }
      const corrected = draft.corrects_revision_id ? await this.revisions.latestSigned(m, record, 'section1') : null;
      const saved = await this.revisions.insertSigned(m, record, 'section1', value as unknown as Payload, actor, signerName(value, applicant));
      const section2 = await this.revisions.latestSigned(m, record, 'section2');
      await this.records.patch(m, record, {
        status: record.status === 'section1_pending' ? 'section1_signed' : record.status,
        section1_signed_at: record.section1_signed_at ?? saved.revision.signed_at,
        work_auth_until: workAuthUntilOf(value, section2 ? (parsePayload(section2.payload) as unknown as I9Section2Data) : null),
      });
      await this.records.refreshPendingCorrection(m, record);
      const diff = maskedDiff(corrected ? parsePayload(corrected.payload) : null, value as unknown as Payload);
      await this.trail.append(m, record, actor, {
        action: corrected ? 'correct' : 'sign',
        target: target(saved.revision.revision),
        before: corrected ? { revision: corrected.revision, ...diff.before } : null,
        after: { attested: true, ...(Object.keys(mismatches).length ? { mismatch_confirmed: Object.keys(mismatches) } : {}), ...(corrected ? diff.after : {}) },
      });
      return recordView(record, await this.revisions.list(m, record), { omitSection2Values: true });
    });
    // The authorized representative chosen in Section 1 gets the link to Section 2 now (once).
    await this.secondSigner.inviteIfPending(auth, recordId);
    return view;
  }
}

function signerName(value: I9Section1Data, applicant: ApplicantEntity): string {
  return [value.i9_first_name, value.i9_last_name].filter(Boolean).join(' ') || [applicant.first_name, applicant.last_name].filter(Boolean).join(' ');
}
