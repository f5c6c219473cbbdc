import { notFound, type AuthContext } from '@attest/platform';

/**
 * requireAccess for applicant data: the path's customer must be the caller's active customer and an
 * applicant may only reach their own record. Anything else looks like a missing row (404).
 */
export function requireApplicantAccess(auth: AuthContext, customerId: number, applicantId?: number): void {
  if (!Number.isInteger(customerId) || customerId !== auth.customerId) {
    throw notFound();
  }
  if (applicantId !== undefined) {
    if (!Number.isInteger(applicantId) || applicantId <= 0) {
      throw notFound();
    }
    if (auth.party === 'applicant' && auth.applicantId !== applicantId) {
      throw notFound();
    }
  }
}
