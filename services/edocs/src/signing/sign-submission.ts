import type { SignSubmission } from '@attest/contracts';
import { badRequest } from '@attest/platform';
import { isPngDataUrl } from './stamp-values';

const MAX_SIGNATURE_CHARS = 512 * 1024;
const MAX_TYPED_CHARS = 100;

/** A checked sign body: a new signature (maybe to save) or the saved one. */
export type ParsedSubmission =
  | { source: 'new'; signature: string; signature_kind: 'drawn' | 'typed'; save: boolean }
  | { source: 'saved' };

/** A drawn PNG data URL or a typed name within their limits; else null. */
export function validSignature(kind: unknown, value: unknown): { signature: string; signature_kind: 'drawn' | 'typed' } | null {
  const signature = typeof value === 'string' ? value.trim() : '';
  if (kind === 'drawn' && signature.length <= MAX_SIGNATURE_CHARS && isPngDataUrl(signature)) {
    return { signature, signature_kind: 'drawn' };
  }
  if (kind === 'typed' && signature && signature.length <= MAX_TYPED_CHARS) {
    return { signature, signature_kind: 'typed' };
  }
  return null;
}

/** SignSubmission: consent === true and either `use_saved_signature` or a valid new signature. */
export function parseSubmission(body: unknown): ParsedSubmission {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof SignSubmission | 'signature' | 'signature_kind' | 'save_signature' | 'use_saved_signature', unknown>>;
  const useSaved = b.use_saved_signature === true;
  if (!useSaved) {
    if (typeof b.signature !== 'string' || !b.signature.trim()) {
      throw badRequest('signature_required');
    }
    if (!validSignature(b.signature_kind, b.signature)) {
      throw badRequest('signature_invalid');
    }
  }
  if (b.consent !== true) {
    throw badRequest('consent_required');
  }
  return useSaved ? { source: 'saved' } : { source: 'new', ...validSignature(b.signature_kind, b.signature)!, save: b.save_signature === true };
}
