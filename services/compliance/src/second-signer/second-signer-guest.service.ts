import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { I9Attestation, I9Section1Data } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { conflict, CustomerConfigService, validateWithYup } from '@attest/platform';
import { customerEadCategories } from '../everify/ead-admin/ead-categories';
import { assertRequiredImages, IMAGE_POLICY_FLAGS } from '../documents/image-policy';
import type { I9RecordEntity } from '../records/entities';
import { RevisionsService } from '../records/revisions.service';
import { section2DraftSchema, type SignSection2Body } from '../section2/dto/section2-body';
import { Section2Service } from '../section2/section2.service';
import { documentReferencesFor, SECTION2_FLAGS, todayYmd, type DocumentReferences } from '../shared/i9-rules';
import { keepMaskedValues, maskedDiff, maskPayload, parsePayload, type Payload } from '../shared/payload-mask';
import { TrailService } from '../trail/trail.service';
import { openLink, type OpenLink } from './guest-link';
import { repName } from './second-signer-contact';
import { patchSecondSigner } from './second-signer-store';

/** What the representative's page needs, and nothing more of the employee than their name and status. */
export interface SecondSignerGuestView {
  record_id: number;
  status: string;
  representative: { first_name: string | null; last_name: string | null };
  employee: { first_name: string; last_name: string; middle_initial: string | null; attest_type: I9Attestation };
  employer: { name: string };
  /** The Section 2 entered so far (document numbers masked), or {}. */
  section2: Payload;
  documents: DocumentReferences;
  rules: { everify: boolean; alt_procedure_enabled: boolean; ead_categories: string[] };
  today: string;
  link_expires_at: Date | null;
  /** Staff's reason when they sent Section 2 back for changes. */
  review_note: string | null;
}

export interface SecondSignerSigned {
  record_id: number;
  status: 'section2_pending_review';
  signed_at: Date | null;
  signed_by_name: string | null;
}

const target = (revision: number) => `section2#${revision}`;

/**
 * The authorized representative's guest link (`/{customer}/{location}/{hash}`): read what Section 2 needs,
 * save a draft, sign. The server runs the same section2Schema as for staff; the signed revision's party is
 * 'second_signer' and the record then waits for staff's review (section2_pending_review).
 */
@Injectable()
export class SecondSignerGuestService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly config: CustomerConfigService,
    private readonly customers: CustomersService,
    private readonly section2: Section2Service,
  ) {}

  /** GET: the first open marks the link 'opened'; every read is a trail row. */
  async open(token: string, ip: string | null): Promise<SecondSignerGuestView> {
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      await patchSecondSigner(m, link.row, { status: link.row.status === 'invited' ? 'opened' : link.row.status, last_activity_at: new Date() });
      await this.trail.append(m, link.record, link.actor, { action: 'view', target: 'second_signer' });
      return this.view(m, link);
    });
  }

  /** PUT: merges into the Section 2 draft (a draft that Section 2 sent back is continued from what was signed). */
  async saveDraft(token: string, body: unknown, ip: string | null): Promise<SecondSignerGuestView> {
    const changes = (await validateWithYup(section2DraftSchema, body)) as Payload;
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      const before = await this.base(m, link.record);
      const next = { ...(before ?? {}), ...keepMaskedValues(changes, before) };
      const diff = maskedDiff(before, next);
      if (Object.keys(diff.after).length) {
        const saved = await this.revisions.saveDraft(m, link.record, 'section2', next, link.actor);
        await this.trail.append(m, link.record, link.actor, { action: 'update', target: target(saved.revision.revision), before: diff.before, after: diff.after });
      }
      await patchSecondSigner(m, link.row, { last_activity_at: new Date() });
      return this.view(m, link);
    });
  }

  /** POST sign: section2Schema as for staff; the link is used; the record waits for staff's review. */
  async sign(token: string, body: SignSection2Body, ip: string | null): Promise<SecondSignerSigned> {
    return this.ds.transaction(async (m) => {
      const link = await openLink(m, token, ip);
      const { record, row, actor } = link;
      const section1 = await this.section1(m, record);
      const base = await this.base(m, record);
      const merged = { ...(base ?? {}), ...keepMaskedValues(body.value ?? {}, base) };
      const value = await this.section2.validateFor(record.customer_id, merged, section1);
      await assertRequiredImages(m, record, value, await this.config.flags(record.customer_id, IMAGE_POLICY_FLAGS));
      const saved = await this.revisions.insertSigned(m, record, 'section2', value as unknown as Payload, actor, repName(row));
      await this.section2.applySigned(m, record, section1, value, saved.revision.signed_at, 'section2_pending_review');
      const now = new Date();
      await patchSecondSigner(m, row, { status: 'signed', used_at: now, last_activity_at: now, review_note: null });
      await this.trail.append(m, record, actor, { action: 'sign', target: target(saved.revision.revision), after: maskedDiff(null, value as unknown as Payload).after });
      return { record_id: record.id, status: 'section2_pending_review', signed_at: saved.revision.signed_at, signed_by_name: saved.revision.signed_by_name };
    });
  }

  /** What Section 2 continues from: the draft, or the signed revision staff sent back. */
  private async base(m: EntityManager, record: I9RecordEntity): Promise<Payload | null> {
    const latest = await this.revisions.latest(m, record, 'section2');
    return latest ? parsePayload(latest.payload) : null;
  }

  private async section1(m: EntityManager, record: I9RecordEntity): Promise<I9Section1Data> {
    const signed = await this.revisions.latestSigned(m, record, 'section1');
    if (!signed) {
      throw conflict('i9_second_signer_not_ready');
    }
    return parsePayload(signed.payload) as unknown as I9Section1Data;
  }

  private async view(m: EntityManager, { record, row }: OpenLink): Promise<SecondSignerGuestView> {
    const section1 = await this.section1(m, record);
    const flags = await this.config.flags(record.customer_id, SECTION2_FLAGS);
    const customer = await this.customers.findActiveById(record.customer_id);
    const base = await this.base(m, record);
    return {
      record_id: record.id,
      status: row.status,
      representative: { first_name: row.first_name, last_name: row.last_name },
      employee: { first_name: section1.i9_first_name, last_name: section1.i9_last_name, middle_initial: section1.i9_middle_initial ?? null, attest_type: section1.attest_type },
      employer: { name: customer?.name ?? '' },
      section2: base ? maskPayload(base) : {},
      documents: documentReferencesFor(String(section1.attest_type), { everify: flags.enable_everify }),
      rules: { everify: flags.enable_everify, alt_procedure_enabled: flags.enable_alt_doc_examination, ead_categories: await customerEadCategories(m, record.customer_id) },
      today: todayYmd(),
      link_expires_at: row.token_expires_at,
      review_note: row.review_note,
    };
  }
}
