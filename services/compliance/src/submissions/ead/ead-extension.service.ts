import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { I9Section1Data, I9Section2Data } from '@attest/contracts';
import { badRequest, conflict, fieldErrors, maskTail, TenantRepository, type AuthContext } from '@attest/platform';
import type { I9RecordEntity, I9RevisionEntity } from '../../records/entities';
import { I9RecordsService } from '../../records/i9-records.service';
import { RevisionsService } from '../../records/revisions.service';
import { ActorService } from '../../shared/actor';
import { todayYmd, workAuthUntilOf } from '../../shared/i9-rules';
import { parsePayload, type Payload } from '../../shared/payload-mask';
import { TrailService } from '../../trail/trail.service';
import type { EadExtensionBody } from './ead-extension.dto';
import { requireListedCategory } from '../../everify/ead-admin/ead-categories';
import { EAD_DOCUMENT, extendedUntil, extensionProblem, problemField, withExtensionNote } from './ead-rules';
import { I9EadExtensionEntity } from './i9-ead-extension.entity';

export interface EadExtensionAnswer {
  record_id: number;
  /** The Section 2 revision that records the extension. */
  section2_revision: number;
  category: string;
  /** The Form I-797C receipt number, masked to its last four characters. */
  receipt_number: string | null;
  card_expiration: string;
  renewal_filed_on: string;
  extended_until: string;
  /** The record's reverification date after the extension. */
  work_auth_until: string | null;
}

type DocumentEntry = Payload & { list?: unknown; document_type?: unknown; expiration_date?: unknown };

/**
 * POST /api/v1/submissions/{id}/ead/: the automatic extension of the Employment Authorization Document
 * recorded in Section 2 (staff-side §9 categories; contracts' EAD_AUTO_EXTENSION rule). Recorded as a
 * new Section 2 revision, signed by the staff user, that corrects the signed one: the card gets its
 * category and renewal date, Additional Information "EAD EXT" and the new date; the record's
 * reverification date moves with it.
 */
@Injectable()
export class EadExtensionService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
  ) {}

  async extend(auth: AuthContext, recordId: number, body: EadExtensionBody): Promise<EadExtensionAnswer> {
    const category = await requireListedCategory(this.ds, auth.customerId, body.category);
    const problem = extensionProblem({ cardExpiration: body.card_expiration, renewalFiledOn: body.renewal_filed_on, on: todayYmd() });
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const { section1, section2 } = await this.signedSections(m, record);
      const before = parsePayload(section2.payload);
      const documents = (Array.isArray(before.documents) ? before.documents : []) as DocumentEntry[];
      const index = documents.findIndex((d) => d.list !== 'B');
      if (index < 0 || documents[index].document_type !== EAD_DOCUMENT) {
        throw badRequest('i9_ead_not_an_ead');
      }
      if (documents[index].expiration_date !== body.card_expiration) {
        throw fieldErrors({ card_expiration: 'i9_ead_card_mismatch' });
      }
      if (problem) {
        throw fieldErrors({ [problemField(problem)]: problem });
      }
      const until = extendedUntil(body.card_expiration);
      const card = { ...documents[index], ead_extension_category: category, ead_renewal_filed_on: body.renewal_filed_on };
      const next: Payload = { ...before, documents: documents.map((d, i) => (i === index ? card : d)), additional_info: withExtensionNote(before.additional_info, until) };
      const actor = await this.actors.of(m, auth);
      const saved = await this.revisions.insertSigned(m, record, 'section2', next, actor, actor.name);
      const workAuthBefore = record.work_auth_until;
      // Section 1's "authorized until" that is the card's own date is extended with the card (USCIS lets the
      // employee update it with "EAD EXT"; Section 1 itself changes only with the employee's signature).
      const s1 = section1.work_auth_until_date === body.card_expiration ? { ...section1, work_auth_until_date: until } : section1;
      await this.records.patch(m, record, { work_auth_until: workAuthUntilOf(s1, next as unknown as I9Section2Data) });
      const receipt = body.receipt_number ? body.receipt_number : null;
      await new TenantRepository(m, I9EadExtensionEntity).insert(record.customer_id, {
        record_id: record.id,
        revision_id: saved.revision.id,
        category,
        receipt_number: receipt,
        card_expiration: body.card_expiration,
        renewal_filed_on: body.renewal_filed_on,
        extended_until: until,
        created_by_id: actor.id,
        created_at: new Date(),
      });
      const extension = { category, receipt_number: maskTail(receipt), card_expiration: body.card_expiration, renewal_filed_on: body.renewal_filed_on, extended_until: until };
      await this.trail.append(m, record, actor, {
        action: 'correct',
        target: `section2#${saved.revision.revision}`,
        before: { revision: section2.revision, ead_extension_category: documents[index].ead_extension_category ?? null, work_auth_until: workAuthBefore },
        after: { ead_extension: extension, additional_info: next.additional_info, work_auth_until: record.work_auth_until },
      });
      return { record_id: record.id, section2_revision: saved.revision.revision, ...extension, work_auth_until: record.work_auth_until };
    });
  }

  /** The signed Section 1 and Section 2 (409 i9_section2_not_signed), unless Supplement B has reverified since (409 i9_ead_reverified). */
  private async signedSections(m: EntityManager, record: I9RecordEntity): Promise<{ section1: I9Section1Data; section2: I9RevisionEntity }> {
    const section2 = await this.revisions.latestSigned(m, record, 'section2');
    const section1 = await this.revisions.latestSigned(m, record, 'section1');
    if (!section2 || !section1) {
      throw conflict('i9_section2_not_signed');
    }
    const supplementB = await this.revisions.list(m, record, 'supplementB');
    if (supplementB.some((r) => r.signed_at && parsePayload(r.payload).document)) {
      throw conflict('i9_ead_reverified');
    }
    return { section1: parsePayload(section1.payload) as unknown as I9Section1Data, section2 };
  }
}
