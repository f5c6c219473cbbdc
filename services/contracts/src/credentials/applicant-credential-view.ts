/** Credential status (applicant-side §3 and staff-side §3 "Credential"). */
export const CREDENTIAL_STATUSES = ['SENT', 'UPLOADED', 'EXPIRED', 'DELETED'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** What the daily automation last said of a credential as it stands (decision 0043). */
export type CredentialAlert = 'EXPIRING_SOON' | 'EXPIRED' | 'INCOMPLETE';

/**
 * One applicant credential as the spec's `/applicants/{id}/credentials` paths answer it (decision 0043), read by the
 * applicant's Credentials page and the staff applicant page alike.
 */
export interface ApplicantCredentialView {
  id: number;
  applicant_id: number;
  credential_id: number;
  credential_name: string;
  has_back: boolean;
  requires_expiration: boolean;
  status: CredentialStatus;
  front_name: string | null;
  back_name: string | null;
  expiration_date: string | null;
  due_date: string | null;
  requested_date: string | null;
  uploaded_date: string | null;
  credential_completion_date: string | null;
  last_modified_date: string;
  /**
   * EXPIRING_SOON (uploaded, the expiration within the window), EXPIRED, or INCOMPLETE (requested, past the due date);
   * null otherwise.
   */
  alert: CredentialAlert | null;
}
