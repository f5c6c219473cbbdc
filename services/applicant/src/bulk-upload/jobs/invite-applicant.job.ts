export const INVITE_APPLICANT_JOB = 'invite-applicant';

/**
 * Payload v1 of one applicant invitation (account-activation email), queued per created row of a bulk upload
 * and sent by identity. Ids only: the address is read when the job runs.
 */
export interface InviteApplicantJobData {
  version: 1;
  customerId: number;
  applicantId: number;
  /** The staff user the invitation is sent for (audit). */
  userId: number;
}

/** One invitation per applicant and upload, whatever retries or restarts happen. */
export const inviteJobId = (uploadId: string, applicantId: number) => `invite-${uploadId}-${applicantId}`;
