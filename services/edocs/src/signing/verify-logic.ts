import { PDFDocument } from 'pdf-lib';
import type { VerifyResult } from '@attest/contracts';
import { parseSigRequestMarker } from './pdf-marker';
import { sha256Hex } from './signed-pdf-renderer';

export interface SignedRecord {
  sig_request_id: number;
  signed_at: Date | string;
  signer_name: string | null;
}

export interface VerifyLookups {
  byFinalHash(sha256: string): Promise<SignedRecord | null>;
}

/** The sig_request_id our marker names in the PDF's Subject or Keywords, or null (also for files that are not PDFs). */
export async function markedSigRequestId(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return parseSigRequestMarker(doc.getSubject()) ?? parseSigRequestMarker(doc.getKeywords());
  } catch {
    return null;
  }
}

/**
 * Same SHA-256 as a stored final file → ours and unchanged. Otherwise our marker in the metadata → ours
 * but changed (nothing about the signer is told for a changed file). Else neither.
 */
export async function verifyPdf(bytes: Uint8Array, lookups: VerifyLookups): Promise<VerifyResult> {
  const hit = await lookups.byFinalHash(sha256Hex(bytes));
  if (hit) {
    const signedAt = hit.signed_at instanceof Date ? hit.signed_at.toISOString() : new Date(hit.signed_at).toISOString();
    return { produced_by_us: true, unchanged: true, sig_request_id: hit.sig_request_id, signed_at: signedAt, signer_name: hit.signer_name };
  }
  const marked = await markedSigRequestId(bytes);
  return { produced_by_us: marked !== null, unchanged: false, sig_request_id: marked, signed_at: null, signer_name: null };
}
