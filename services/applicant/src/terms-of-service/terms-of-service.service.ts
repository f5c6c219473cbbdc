import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION, type TermsOfServiceStatus } from '@attest/contracts';
import { AuditService, badRequest, forbidden, isMysql, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { loadApplicantFor } from '../shared/applicant-scope';
import { readTermsAcceptance, recordTermsAcceptance, type TermsAcceptance } from './record-terms-acceptance';

/**
 * Whether the applicant accepted the terms of service, for staff (the detail page) and for the applicant
 * themself (the portal's terms step), and the applicant's acceptance of the version in force.
 */
@Injectable()
export class TermsOfServiceService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** GET .../applicants/{applicantId}/TOS: an applicant reaches only themself, staff only applicants in their scope (else 404). */
  async status(auth: AuthContext, applicantId: number): Promise<TermsOfServiceStatus> {
    await loadApplicantFor(this.ds, auth, auth.customerId, applicantId);
    return answer(auth, applicantId, await readTermsAcceptance(this.ds, auth.customerId, applicantId));
  }

  /**
   * POST .../applicants/{applicantId}/TOS {version}: the applicant accepts the version in force. Another
   * applicant's id is a 404; staff viewing the portal as the applicant is refused (403): only the person agrees.
   * An older or unknown version is refused (400 terms_version_outdated). Idempotent: the version already
   * accepted is answered as it stands and nothing is written.
   */
  async accept(auth: AuthContext, applicantId: number, version: string): Promise<TermsOfServiceStatus> {
    return this.ds.transaction(async (m) => {
      await loadApplicantFor(m, auth, auth.customerId, applicantId);
      if (auth.actingUserId) {
        throw forbidden('terms_accept_applicant_only');
      }
      if (version !== TERMS_OF_SERVICE_VERSION) {
        throw badRequest('terms_version_outdated', { current_version: TERMS_OF_SERVICE_VERSION });
      }
      // Two acceptances at once: the second waits here and then finds the first one's props.
      await lockApplicant(m, auth.customerId, applicantId);
      const stored = await readTermsAcceptance(m, auth.customerId, applicantId);
      if (stored.acceptedAt !== null && stored.version === TERMS_OF_SERVICE_VERSION) {
        return answer(auth, applicantId, stored);
      }
      const now = new Date();
      const changes = await recordTermsAcceptance(m, auth.customerId, applicantId, version, now);
      await new TenantRepository(m, ApplicantEntity).update(auth.customerId, { applicant_id: applicantId }, { last_updated: now });
      await this.audit.record(auth, { entity: 'applicant', entityId: applicantId, action: 'accept_terms', changes }, m);
      return answer(auth, applicantId, await readTermsAcceptance(m, auth.customerId, applicantId));
    });
  }
}

/** The applicant row locked for the rest of the transaction (SELECT ... FOR UPDATE on MySQL; SQLite serialises writers). */
async function lockApplicant(m: EntityManager, customerId: number, applicantId: number): Promise<void> {
  const qb = new TenantRepository(m, ApplicantEntity).query(customerId, 'a').select('a.applicant_id').andWhere('a.applicant_id = :applicantId', { applicantId });
  if (isMysql(m.connection)) {
    qb.setLock('pessimistic_write');
  }
  await qb.getOne();
}

function answer(auth: AuthContext, applicantId: number, stored: TermsAcceptance): TermsOfServiceStatus {
  const accepted = stored.acceptedAt !== null;
  return {
    applicant_id: applicantId,
    accepted,
    accepted_at: stored.acceptedAt,
    version: stored.version,
    current_version: TERMS_OF_SERVICE_VERSION,
    accepted_current: accepted && stored.version === TERMS_OF_SERVICE_VERSION,
    text_key: TERMS_OF_SERVICE_TEXT_KEY,
    can_accept: auth.party === 'applicant' && auth.applicantId === applicantId && !auth.actingUserId,
  };
}
