import type { AuthRepContact, I9Attestation, I9AuthRepData, I9DocumentChoices } from '@attest/contracts';

/** The representative as compliance answers it (second-signer-view.ts): contacts masked, never the link. */
export interface SecondSignerView {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  contact_method: AuthRepContact;
  status: 'pending' | 'invited' | 'opened' | 'signed' | 'reviewed' | 'revoked';
  invited_at: string | null;
  link_expires_at: string | null;
  used_at: string | null;
  last_activity_at: string | null;
  review_note: string | null;
}

/** GET/PUT /api/v1/i9/auth-rep (the applicant). */
export interface AuthRepAnswer {
  record_id: number;
  allowed_methods: AuthRepContact[];
  choice: SecondSignerView | null;
  editable: boolean;
}

export type AuthRepBody = I9AuthRepData;

/** GET /api/v1/i9/{id}/second-signer and POST /api/v1/submissions/{id}/notifyrep (staff). */
export interface StaffSecondSignerAnswer {
  record_id: number;
  record_status: string;
  allowed_methods: AuthRepContact[];
  second_signer: SecondSignerView | null;
}

/** GET /api/v1/second-signer/{token} (the representative, no session). */
export interface SecondSignerGuestView {
  record_id: number;
  status: string;
  representative: { first_name: string | null; last_name: string | null };
  employee: {
    first_name: string;
    last_name: string;
    middle_initial: string | null;
    attest_type: I9Attestation;
  };
  employer: { name: string };
  section2: Record<string, unknown>;
  documents: I9DocumentChoices;
  rules: { everify: boolean; alt_procedure_enabled: boolean; ead_categories: string[] };
  today: string;
  link_expires_at: string | null;
  review_note: string | null;
}

export interface SecondSignerSigned {
  record_id: number;
  status: 'section2_pending_review';
  signed_at: string | null;
  signed_by_name: string | null;
}

export interface ReviewBody {
  approve: boolean;
  reason?: string;
  return_to?: 'representative' | 'employer';
}
