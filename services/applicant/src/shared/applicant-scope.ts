import { IsNull, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { requireLocation, TenantRepository, type AuthContext } from '@attest/platform';
import { requireApplicantAccess } from '../applicant-record/applicant-access';
import { ApplicantEntity } from '../applicant-record/entities';

/**
 * The applicant a call is about, or 404: the path's customer must be the caller's active customer, an
 * applicant only reaches themselves, and staff only applicants of that customer (so no row is ever
 * written for another customer's applicant).
 */
export async function loadApplicantFor(db: DataSource | EntityManager, auth: AuthContext, customerId: number, applicantId: number): Promise<ApplicantEntity> {
  requireApplicantAccess(auth, customerId, applicantId);
  return findApplicantInScope(db, auth, applicantId);
}

/**
 * An applicant of the caller's active customer that the caller may see, or 404: staff whose roles
 * are limited to locations do not see applicants of other locations (nor learn that they exist).
 * Every staff read or write of an applicant goes through here. A (soft-)deleted applicant is a 404.
 */
export async function findApplicantInScope(db: DataSource | EntityManager, auth: AuthContext, applicantId: number, where: FindOptionsWhere<ApplicantEntity> = {}): Promise<ApplicantEntity> {
  const applicant = await new TenantRepository(db, ApplicantEntity).findOneOr404(auth.customerId, { ...where, applicant_id: applicantId, deleted_at: IsNull() });
  requireLocation(auth, applicant.location_id);
  return applicant;
}

/** The calling applicant's own record (v1 routes take no ids: the token names the applicant). */
export async function loadCallingApplicant(db: DataSource | EntityManager, auth: AuthContext): Promise<ApplicantEntity> {
  return loadApplicantFor(db, auth, auth.customerId, auth.applicantId ?? 0);
}
