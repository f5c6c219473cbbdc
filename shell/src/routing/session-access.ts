import type { Session } from '@attest/shared-ui';
import type { RouteAccess } from './route-rules';

const sameCode = (a: string | null, b: string): boolean => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Whether the stored session may open a route of the given access under `customerCode`. A session of
 * another customer counts as none: the URL's customer is the one whose data the page would show.
 */
export function sessionAllows(access: RouteAccess, session: Session, customerCode: string): boolean {
  switch (access) {
    case 'guest':
      return true;
    case 'applicant':
      return Boolean(
        session.party === 'applicant' &&
          session.applicantId &&
          session.accessToken &&
          session.customerId &&
          sameCode(session.customerCode, customerCode),
      );
    case 'staff':
      return Boolean(
        session.party === 'user' &&
          session.userId &&
          session.accessToken &&
          session.customerId &&
          sameCode(session.customerCode, customerCode),
      );
  }
}

/** The party of an active session for this customer, if any. */
export function activeParty(session: Session, customerCode: string): 'applicant' | 'staff' | null {
  if (sessionAllows('staff', session, customerCode)) {
    return 'staff';
  }
  return sessionAllows('applicant', session, customerCode) ? 'applicant' : null;
}
