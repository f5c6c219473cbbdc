import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { I9Section1Data, I9Section2Data, I9Status } from '@attest/contracts';
import { conflict, CustomerConfigService, validateWithYup, type AuthContext } from '@attest/platform';
import { customerEadCategories } from '../everify/ead-admin/ead-categories';
import { assertRequiredImages, IMAGE_POLICY_FLAGS } from '../documents/image-policy';
import type { I9RecordEntity } from '../records/entities';
import { I9RecordsService } from '../records/i9-records.service';
import { recordView, type I9RecordView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { ActorService, type Actor } from '../shared/actor';
import { employmentDates, SECTION2_FLAGS, validateSection2, workAuthUntilOf } from '../shared/i9-rules';
import { keepMaskedValues, maskedDiff, parsePayload, type Payload } from '../shared/payload-mask';
import { TrailService } from '../trail/trail.service';
import { section2DraftSchema, type SignSection2Body } from './dto/section2-body';

const target = (revision: number) => `section2#${revision}`;

/** Staff complete and sign Section 2 (the employer's review of the documents). */
@Injectable()
export class Section2Service {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly config: CustomerConfigService,
  ) {}

  /** PUT: merges into the unsigned Section 2 draft (before the signature only: later changes are corrections). */
  async saveDraft(auth: AuthContext, recordId: number, body: unknown): Promise<I9RecordView> {
    const changes = (await validateWithYup(section2DraftSchema, body)) as Payload;
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      await this.requireOpen(m, record);
      const actor = await this.actors.of(m, auth);
      const draft = await this.revisions.draft(m, record, 'section2');
      const before = draft ? parsePayload(draft.payload) : null;
      const next = { ...(before ?? {}), ...keepMaskedValues(changes, before) };
      const diff = maskedDiff(before, next);
      if (Object.keys(diff.after).length) {
        const saved = await this.revisions.saveDraft(m, record, 'section2', next, actor);
        await this.trail.append(m, record, actor, { action: 'update', target: target(saved.revision.revision), before: diff.before, after: diff.after });
      }
      return recordView(record, await this.revisions.list(m, record));
    });
  }

  /** POST sign: Section 1 must be signed; the server runs section2Schema; the record is then complete. */
  async sign(auth: AuthContext, recordId: number, body: SignSection2Body): Promise<I9RecordView> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const section1 = await this.requireOpen(m, record);
      const actor = await this.actors.of(m, auth);
      const draft = await this.revisions.draft(m, record, 'section2');
      const base = draft ? parsePayload(draft.payload) : null;
      const merged = { ...(base ?? {}), ...keepMaskedValues(body.value ?? {}, base) };
      const value = await this.validate(auth, merged, section1);
      await assertRequiredImages(m, record, value, await this.config.flags(auth.customerId, IMAGE_POLICY_FLAGS));
      const saved = await this.revisions.insertSigned(m, record, 'section2', value as unknown as Payload, actor, employerName(value, actor));
      await this.applySigned(m, record, section1, value, saved.revision.signed_at);
      await this.trail.append(m, record, actor, { action: 'sign', target: target(saved.revision.revision), after: maskedDiff(null, value as unknown as Payload).after });
      return recordView(record, await this.revisions.list(m, record));
    });
  }

  /** section2Schema with the customer's flags and the employee's Section 1 (attestation, name). */
  async validate(auth: AuthContext, value: Payload, section1: I9Section1Data): Promise<I9Section2Data> {
    return this.validateFor(auth.customerId, value, section1);
  }

  /** validate() for a caller without a session (the authorized representative's guest link). */
  async validateFor(customerId: number, value: Payload, section1: I9Section1Data): Promise<I9Section2Data> {
    const flags = await this.config.flags(customerId, SECTION2_FLAGS);
    return validateSection2(value, { section1, ...flags, eadCategories: await customerEadCategories(this.ds, customerId) });
  }

  /**
   * The record after a Section 2 signature (first or corrected): dates, deadlines, retention, status
   * ('section2_pending_review' when an authorized representative signed: staff review it).
   */
  async applySigned(m: EntityManager, record: I9RecordEntity, section1: I9Section1Data, value: I9Section2Data, signedAt: Date | null, status: I9Status = 'complete'): Promise<void> {
    await this.records.patch(m, record, {
      status,
      // The day the I-9 was completed stays that of the first signature (a correction does not move it).
      section2_signed_at: record.section2_signed_at ?? signedAt,
      work_auth_until: workAuthUntilOf(section1, value),
      ...employmentDates(value.first_day_of_employment, record.termination_date),
    });
  }

  /** The signed Section 1 (409 i9_section1_not_signed) of a record whose Section 2 is not signed yet (409 i9_section2_signed). */
  private async requireOpen(m: EntityManager, record: I9RecordEntity): Promise<I9Section1Data> {
    const section1 = await this.revisions.latestSigned(m, record, 'section1');
    if (!section1) {
      throw conflict('i9_section1_not_signed');
    }
    if (await this.revisions.latestSigned(m, record, 'section2')) {
      throw conflict('i9_section2_signed');
    }
    return parsePayload(section1.payload) as unknown as I9Section1Data;
  }
}

export function employerName(value: I9Section2Data, actor: Actor): string | null {
  return [value.employer_first_name, value.employer_last_name].filter(Boolean).join(' ') || actor.name;
}
