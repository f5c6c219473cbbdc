import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  normaliseEmail,
  type AtsAssociationDto,
  type CreateAtsApplicantInput,
} from '@attest/contracts';
import { AuditService, conflict, isUniqueViolation, requireLocation, TenantRepository, type AuthContext } from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { findApplicantInScope } from '../shared/applicant-scope';
import { toAtsApplicantSummary } from './ats-applicant-summary';
import { AtsAssociationEntity } from './entities/ats-association.entity';

/**
 * The ATS candidate ↔ applicant association behind the recruiter tab: read it, create an applicant from
 * the candidate, associate an existing applicant or replace the associated one. Every change is audited.
 */
@Injectable()
export class AtsAssociationService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The candidate's applicant, or `applicant: null` when none is associated yet. */
  async get(auth: AuthContext, externalId: string): Promise<AtsAssociationDto> {
    const link = await new TenantRepository(this.ds, AtsAssociationEntity).findOne(auth.customerId, { external_id: externalId });
    if (!link) {
      return { external_id: externalId, applicant: null, associated_at: null };
    }
    const applicant = await findApplicantInScope(this.ds, auth, link.applicant_id);
    return { external_id: externalId, applicant: toAtsApplicantSummary(applicant), associated_at: link.updated_at.toISOString() };
  }

  /** Creates the applicant from the ATS candidate and associates it; a candidate already associated is a 409. */
  async createApplicant(auth: AuthContext, externalId: string, input: CreateAtsApplicantInput): Promise<AtsAssociationDto> {
    requireLocation(auth, input.location_id ?? null);
    const email = normaliseEmail(input.email);
    try {
      return await this.ds.transaction(async (m) => {
        await this.assertNotAssociated(m, auth.customerId, externalId);
        const applicants = new TenantRepository(m, ApplicantEntity);
        if (await applicants.findOne(auth.customerId, { email })) {
          throw conflict('duplicate_email', { fields: { email: 'duplicate_email' } });
        }
        const now = new Date();
        const applicant = await applicants.insert(auth.customerId, {
          location_id: input.location_id ?? null,
          first_name: input.first_name,
          last_name: input.last_name,
          email,
          mobile_phone: input.mobile_phone || null,
          city: input.city || null,
          state: input.state || null,
          zip: input.zip || null,
          failed_login_count: 0,
          date_registered: now,
          last_updated: now,
          active: 1,
          locked: 0,
          verified: 0,
          source: 'ats',
          application_status: 'SIGNUP',
          current_application_status: 'SIGNUP',
        });
        await this.audit.record(auth, { entity: 'applicant', entityId: applicant.applicant_id, action: 'create', changes: { source: { from: null, to: 'ats' }, ats_external_id: { from: null, to: externalId } } }, m);
        return this.link(m, auth, externalId, applicant, null);
      });
    } catch (err) {
      throw raceToConflict(err);
    }
  }

  /** Associates an existing applicant with the candidate, replacing the one associated before (if any). */
  async associate(auth: AuthContext, externalId: string, applicantId: number): Promise<AtsAssociationDto> {
    try {
      return await this.ds.transaction(async (m) => {
        const applicant = await findApplicantInScope(m, auth, applicantId);
        const links = new TenantRepository(m, AtsAssociationEntity);
        const elsewhere = await links.findOne(auth.customerId, { applicant_id: applicantId });
        if (elsewhere && elsewhere.external_id !== externalId) {
          throw conflict('ats_applicant_already_associated', { external_id: elsewhere.external_id });
        }
        const current = await links.findOne(auth.customerId, { external_id: externalId });
        if (current && current.applicant_id !== applicantId) {
          // Replacing: the applicant associated before must be one the caller may see too.
          await findApplicantInScope(m, auth, current.applicant_id);
        }
        return this.link(m, auth, externalId, applicant, current);
      });
    } catch (err) {
      throw raceToConflict(err);
    }
  }

  private async assertNotAssociated(m: EntityManager, customerId: number, externalId: string): Promise<void> {
    if (await new TenantRepository(m, AtsAssociationEntity).findOne(customerId, { external_id: externalId })) {
      throw conflict('ats_candidate_already_associated');
    }
  }

  private async link(m: EntityManager, auth: AuthContext, externalId: string, applicant: ApplicantEntity, current: AtsAssociationEntity | null): Promise<AtsAssociationDto> {
    const links = new TenantRepository(m, AtsAssociationEntity);
    const now = new Date();
    const by = auth.userId ?? null;
    if (current && current.applicant_id === applicant.applicant_id) {
      return { external_id: externalId, applicant: toAtsApplicantSummary(applicant), associated_at: current.updated_at.toISOString() };
    }
    if (current) {
      await links.update(auth.customerId, { id: current.id }, { applicant_id: applicant.applicant_id, associated_by_user_id: by, updated_at: now });
    } else {
      await links.insert(auth.customerId, { external_id: externalId, applicant_id: applicant.applicant_id, associated_by_user_id: by, created_at: now, updated_at: now });
    }
    await this.audit.record(
      auth,
      { entity: 'ats_association', entityId: externalId, action: current ? 'replace' : 'create', changes: { applicant_id: { from: current?.applicant_id ?? null, to: applicant.applicant_id } } },
      m,
    );
    return { external_id: externalId, applicant: toAtsApplicantSummary(applicant), associated_at: now.toISOString() };
  }
}

/** Two recruiters racing past the checks: the unique indexes decide, the loser gets a 409. */
function raceToConflict(err: unknown): unknown {
  return isUniqueViolation(err) ? conflict('ats_association_conflict') : err;
}
