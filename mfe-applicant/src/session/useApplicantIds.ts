import { getSession } from '@attest/shared-ui';

/** Customer and applicant ids of the signed-in applicant (the shell only mounts these routes with a session). */
export function useApplicantIds(): { customerId: string; applicantId: string } | null {
  const { customerId, applicantId } = getSession();
  return customerId && applicantId ? { customerId, applicantId } : null;
}
