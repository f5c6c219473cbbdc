import type { DataSource } from 'typeorm';
import { ApplicantEntity, findApplicantInScope } from '@attest/applicant';
import { notFound, type AuthContext } from '@attest/platform';

/** The applicant a call is about: an applicant only reaches their own record, staff only their customer's (else 404). */
export async function applicantForCaller(ds: DataSource, auth: AuthContext, applicantId: number): Promise<ApplicantEntity> {
  if (auth.party === 'applicant' && auth.applicantId !== applicantId) {
    throw notFound();
  }
  return findApplicantInScope(ds, auth, applicantId);
}
