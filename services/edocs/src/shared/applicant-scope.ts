import type { DataSource, EntityManager } from 'typeorm';
import { findApplicantInScope } from '@attest/applicant';
import { fieldErrors, notFound, type AuthContext } from '@attest/platform';

/** The path's customer must be the caller's active customer; anything else looks like a missing row. */
export function requireCustomer(auth: AuthContext, customerId: number): void {
  if (customerId !== auth.customerId) {
    throw notFound();
  }
}

/** A query-string id: digits only, else it cannot name a row (404, like IdParam). */
export function optionalId(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') {
    return undefined;
  }
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw notFound();
  }
  return n;
}

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
