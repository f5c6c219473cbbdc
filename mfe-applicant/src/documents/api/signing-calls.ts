import type { SigningUrl } from '@attest/contracts';
import { apiFetch } from '@attest/shared-ui';

/** GET /api/sign/url/{sigRequestId}: the signing page to show in the frame. */
export const fetchSigningUrl = (sigRequestId: number) =>
  apiFetch<SigningUrl>(`/api/sign/url/${encodeURIComponent(String(sigRequestId))}`);

export interface SignFailure {
  name: string;
  customer_id?: number;
  errors: string;
  applicant_id?: number;
  sig_request_id: number;
}

/** POST /api/sign/logfailures: the signing failure log (spec §3). Best effort: a failed log is not shown. */
export const logSignFailure = (failure: SignFailure) =>
  apiFetch('/api/sign/logfailures', { method: 'POST', body: failure }).catch(() => undefined);

/** GET /api/v1/applicants/{a}/documents/{sigRequestId}/signatureRequest/fileUrl → `{ url }` of the signed PDF. */
export const fetchSignedFileUrl = (applicantId: string, sigRequestId: number) =>
  apiFetch<{ url: string }>(
    `/api/v1/applicants/${encodeURIComponent(applicantId)}/documents/${encodeURIComponent(String(sigRequestId))}/signatureRequest/fileUrl`,
  );
