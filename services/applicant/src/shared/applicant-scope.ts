import type { DataSource, EntityManager } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { ApplicantEntity } from '../applicant-record/entities';

/**
 * The applicant a call is about, or 404: the path's customer must be the caller's active customer, an
 * applicant only reaches themselves, and staff only applicants of that customer (so no row is ever
 * written for another customer's applicant).
 */
export async function loadApplicantFor(db: DataSource | EntityManager, auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantEntity> {
  requireApplicantAccess(auth, customerId, applicantId);
  return new TenantRepository(db, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: applicantId });
}

/** The calling applicant's own record (v1 routes take no ids: the token names the applicant). */
export async function loadCallingApplicant(db: DataSource | EntityManager, auth: AuthContext): Promise<ApplicantEntity> {
  return loadApplicantFor(db, auth, auth.customerId, auth.applicantId ?? 0);
}
