import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantAltIdEntity } from '@attest/applicant';
import { AppException, notFound, RATE_LIMITER, safeEqual, TenantRepository, type RateLimiter } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import { lockRecord } from '../records/record-lock';
import { RevisionsService } from '../records/revisions.service';
import type { Actor } from '../shared/actor';
import { TrailService } from '../trail/trail.service';

/** What an external system learns: the state of the record's corrections, nothing personal. */
export interface AnonymousCorrectionStatus {
  record_id: number;
  /** 'pending': a correction waits for its signature; 'corrected': every correction is signed; 'none'. */
  state: 'pending' | 'corrected' | 'none';
  /** The sections with a correction waiting (a Section 1 correction waits for the employee). */
  pending_sections: string[];
  pending_since: Date | null;
  corrections_signed: number;
  last_corrected_at: Date | null;
}

/** Per caller address and per record, so an external id cannot be guessed by trying many. */
const LIMITS = { perIpPerMinute: 30, perRecordPerHour: 10 };

/**
 * GET /api/v1/corrections/anonymous/{id}?externalId={x} (public): an external system (the ATS, a kiosk)
 * that knows the applicant's external id (applicant_alt_ids) asks whether record {id}'s correction is
 * done. Anything that does not match answers 404 alike; a match is a trail row (`view` by 'anonymous').
 */
@Injectable()
export class AnonymousCorrectionService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly revisions: RevisionsService,
    private readonly trail: TrailService,
  ) {}

  async status(recordId: number, externalId: string, ip: string | null): Promise<AnonymousCorrectionStatus> {
    const allowed = (await this.limiter.hit(`i9-anon-correction:ip:${ip ?? 'unknown'}`, LIMITS.perIpPerMinute, 60)) && (await this.limiter.hit(`i9-anon-correction:record:${recordId}`, LIMITS.perRecordPerHour, 3600));
    if (!allowed) {
      throw new AppException(429, 'too_many_requests');
    }
    // No session, so no tenant yet: the record id names the customer, and the external id must then be its applicant's.
    const found = await this.ds.getRepository(I9RecordEntity).findOne({ where: { id: recordId }, select: ['id', 'customer_id', 'applicant_id'] });
    if (!found || !(await this.matches(found, externalId))) {
      throw notFound();
    }
    return this.ds.transaction(async (m) => {
      const record = await lockRecord(m, found.customer_id, found.id);
      const all = await this.revisions.list(m, record);
      const corrections = all.filter((r) => r.corrects_revision_id !== null);
      const pending = corrections.filter((r) => !r.signed_at);
      const signed = corrections.filter((r) => r.signed_at);
      const actor: Actor = { party: 'system', id: 0, name: 'anonymous', actingUserId: null, ip };
      await this.trail.append(m, record, actor, { action: 'view', target: 'corrections:anonymous' });
      return {
        record_id: record.id,
        state: pending.length ? 'pending' : signed.length ? 'corrected' : 'none',
        pending_sections: [...new Set(pending.map((r) => r.section))],
        pending_since: pending.length ? pending.map((r) => r.created_at).sort((a, b) => +new Date(a) - +new Date(b))[0] : null,
        corrections_signed: signed.length,
        last_corrected_at: signed.length ? signed.map((r) => r.signed_at as Date).sort((a, b) => +new Date(b) - +new Date(a))[0] : null,
      };
    });
  }

  /** The external id is one of the record's applicant's alternate ids (exact, case included). */
  private async matches(record: Pick<I9RecordEntity, 'customer_id' | 'applicant_id'>, externalId: string): Promise<boolean> {
    const ids = await new TenantRepository(this.ds, ApplicantAltIdEntity).find(record.customer_id, { applicant_id: record.applicant_id });
    return ids.some((row) => safeEqual(row.alt_id_value, externalId));
  }
}
