import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';

/** The applicant a call is about: an applicant only reaches their own record, staff only their customer's (else 404). */
export async function applicantForCaller(ds: DataSource, auth: AuthContext, applicantId: number): Promise<ApplicantEntity> {
  if (auth.party === 'applicant' && auth.applicantId !== applicantId) {
    throw notFound();
  }
  return new TenantRepository(ds, ApplicantEntity).findOneOr404(auth.customerId, { applicant_id: applicantId });
}
