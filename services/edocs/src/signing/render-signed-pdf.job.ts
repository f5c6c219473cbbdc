import type { JobPayload } from '@attest/platform';

export const RENDER_SIGNED_PDF_JOB = 'edocs/render-signed-pdf';

export interface RenderSignedPdfJob extends JobPayload {
  sigRequestId: number;
}

/** What the sign call stores for the job: the drawn PNG data URL or the typed name. */
export interface StoredSignature {
  kind: 'drawn' | 'typed';
  value: string;
  signed_at: string;
}

const base = (customerId: number, sigRequestId: number) => `signed/${customerId}/${sigRequestId}`;
export const signatureKey = (c: number, r: number) => `${base(c, r)}/signature.json`;
export const signedPdfKey = (c: number, r: number) => `${base(c, r)}/signed.pdf`;
export const auditPdfKey = (c: number, r: number) => `${base(c, r)}/audit-trail.pdf`;
export const formPdfKey = (c: number, r: number, templateId: number) => `${base(c, r)}/form-${templateId}.pdf`;
