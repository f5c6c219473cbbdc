import type { DataSource, EntityManager } from 'typeorm';
import { findApplicantInScope } from './applicant-scope';
import { fieldErrors, notFound, type AuthContext } from '@attest/platform';

/**
 * Whose data a call is about: an applicant only ever reaches their own record; staff must name an
 * applicant of the active customer. Another customer's applicant answers 404.
 */
export async function resolveApplicant(db: DataSource | EntityManager, auth: AuthContext, applicantId: number | undefined): Promise<number> {
  if (auth.party === 'applicant') {
    if (applicantId !== undefined && applicantId !== auth.applicantId) {
      throw notFound();
    }
    return auth.applicantId!;
  }
  if (applicantId === undefined) {
    throw fieldErrors({ applicantId: 'required_field' });
  }
  await findApplicantInScope(db, auth, applicantId);
  return applicantId;
}
