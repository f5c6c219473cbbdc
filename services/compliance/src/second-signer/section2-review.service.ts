import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflict, type AuthContext } from '@attest/platform';
import { I9RecordsService } from '../records/i9-records.service';
import { recordView, type I9RecordView } from '../records/i9-record-view';
import { RevisionsService } from '../records/revisions.service';
import { ActorService } from '../shared/actor';
import { TrailService } from '../trail/trail.service';
import type { ReviewBody } from './dto/review-body';
import { sendsLink } from './second-signer-contact';
import { SecondSignerInvitations } from './second-signer-invitations.service';
import { findSecondSigner, patchSecondSigner } from './second-signer-store';

/**
 * Staff review the Section 2 an authorized representative signed: the employer stays responsible for it.
 * Approved, the record is complete. Sent back, Section 2 is open again (the signed revision stays, as every
 * signed revision does; the next signature corrects it): the representative gets a new link, or staff
 * complete it themselves as a Section 2 correction.
 */
@Injectable()
export class Section2ReviewService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly records: I9RecordsService,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
    private readonly actors: ActorService,
    private readonly invitations: SecondSignerInvitations,
  ) {}

  async review(auth: AuthContext, recordId: number, body: ReviewBody): Promise<I9RecordView> {
    return this.ds.transaction(async (m) => {
      const { record } = await this.records.lockInScope(m, auth, recordId);
      const signed = record.status === 'section2_pending_review' ? await this.revisions.latestSigned(m, record, 'section2') : null;
      if (!signed) {
        throw conflict('i9_no_review_pending');
      }
      const actor = await this.actors.of(m, auth);
      const row = await findSecondSigner(m, record);
      const target = `section2#${signed.revision}`;
      if (body.approve) {
        await this.records.patch(m, record, { status: 'complete' });
        if (row) {
          await patchSecondSigner(m, row, { status: 'reviewed' });
        }
        await this.trail.append(m, record, actor, { action: 'sign', target, after: { review: 'approved', signed_by_party: signed.signed_by_party, signed_by_name: signed.signed_by_name } });
        return recordView(record, await this.revisions.list(m, record));
      }
      const returnTo = body.return_to ?? (row && sendsLink(row.contact_method) ? 'representative' : 'employer');
      const reason = body.reason?.trim() ?? '';
      await this.records.patch(m, record, { status: 'section1_signed', section2_signed_at: null });
      await this.trail.append(m, record, actor, { action: 'update', target, after: { review: 'returned', return_to: returnTo, reason } });
      if (row && returnTo === 'representative' && sendsLink(row.contact_method)) {
        await patchSecondSigner(m, row, { review_note: reason });
        await this.invitations.invite(m, record, row, actor);
      } else if (row) {
        await patchSecondSigner(m, row, { status: 'revoked', token_hash: null, token_expires_at: null, review_note: reason });
      }
      return recordView(record, await this.revisions.list(m, record));
    });
  }
}
