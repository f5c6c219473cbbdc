/** Shapes of the onboarding-document endpoints (issue 5). Paths: docs/onboarding-documents.md. */
import type { SigRequestStatus } from './sig-request-rules';

export interface SigRequestTemplate {
  template_id: number;
  template_type_id: number;
  template_sort_order: number;
  name: string;
  desc: string | null;
  directive: string | null;
  downloadable: boolean;
  hide_from_applicant: boolean;
  /** Filled by the applicant (form submitted) — for dynamic templates. */
  form_complete: boolean;
  /** Paper-sign / file-upload: the uploaded file is stored. */
  uploaded: boolean;
  /** False for paper-sign / file-upload templates and for a form re-used from an earlier request. */
  needs_signature: boolean;
  /**
   * enable_re_use_of_signed_forms: the earlier completed request whose signed form this template re-uses
   * (already complete, nothing to sign); null otherwise.
   */
  reused_from_sig_request_id: number | null;
}

export interface SignatureRequest {
  sig_request_id: number;
  applicant_id: number;
  user_id: number | null;
  external_id: string | null;
  status: SigRequestStatus;
  setup_date: string;
  last_activity_date: string | null;
  expiration_date: string | null;
  complete_date: string | null;
  applicant_complete_date: string | null;
  candidate_signed_date: string | null;
  package_id: number | null;
  package_name: string | null;
  template_ids: number[];
  sign_individually: boolean;
  isolated_signing: boolean;
  templates: SigRequestTemplate[];
  hasInvalidTemplates: boolean;
  /** True once the signed PDF is stored (SHA-256 recorded). */
  signed_document_available: boolean;
}

/** GET /api/sign/url/{sigRequestId} */
export interface SigningUrl {
  url: string;
  expires_at: string;
  /** Every request the link signs: the asked one first, then the applicant's other requests signable together. */
  sig_request_ids: number[];
}

/** GET /api/sign/session/{token}: what the signing page shows. */
export interface SigningSession {
  /** The request the link was asked for. */
  sig_request_id: number;
  signer_name: string;
  /** The requests one signature signs, in order (one unless others are signable together). */
  requests: { sig_request_id: number; name: string; status: SigRequestStatus }[];
  documents: { sig_request_id: number; template_id: number; name: string; preview_url: string; needs_signature: boolean }[];
  consent_text: string;
  status: SigRequestStatus;
  /** Quick sign: the signature this applicant saved when signing before, or null. */
  saved_signature: SavedSignature | null;
}

export interface SavedSignature {
  signature: string; // PNG data URL (drawn) or typed name
  signature_kind: 'drawn' | 'typed';
  saved_at: string;
}

/**
 * POST /api/sign/session/{token}/sign body: a new signature (optionally saved for quick signing next time)
 * or `use_saved_signature` to sign with the saved one.
 */
export type SignSubmission =
  | { signature: string; signature_kind: 'drawn' | 'typed'; consent: true; save_signature?: boolean }
  | { use_saved_signature: true; consent: true };

/** POST /api/v1/verify (multipart file) answer. */
export interface VerifyResult {
  produced_by_us: boolean;
  unchanged: boolean;
  sig_request_id: number | null;
  signed_at: string | null;
  signer_name: string | null;
}
