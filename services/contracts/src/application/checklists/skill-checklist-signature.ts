/** A checklist signature: a PNG image from the signature pad (as a data URL) or a typed name. */
export type ChecklistSignature = { kind: 'image'; dataUrl: string } | { kind: 'typed'; name: string };

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** Base64 of the PNG file magic (\x89PNG\r\n\x1a\n): the image must really be a PNG. */
const PNG_MAGIC_BASE64 = 'iVBORw0KGgo';
/** Roughly 512 KB of image: far above a drawn signature, well under the request body limit. */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 700_000;
export const MAX_TYPED_SIGNATURE_LENGTH = 100;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a typed name may not hold
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads a posted signature. Blank (undefined, null, whitespace) → null; a malformed one → an error key
 * (`invalid_entry`, `es_max`).
 */
export function readChecklistSignature(raw: unknown): { signature: ChecklistSignature | null; error: string | null } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { signature: null, error: null };
  }
  if (typeof raw !== 'string') {
    return { signature: null, error: 'invalid_entry' };
  }
  if (raw.startsWith('data:')) {
    if (raw.length > MAX_SIGNATURE_DATA_URL_LENGTH) {
      return { signature: null, error: 'es_max' };
    }
    const body = raw.slice(PNG_DATA_URL_PREFIX.length);
    const valid = raw.startsWith(PNG_DATA_URL_PREFIX) && body.startsWith(PNG_MAGIC_BASE64) && body.length % 4 === 0 && BASE64.test(body);
    return valid ? { signature: { kind: 'image', dataUrl: raw }, error: null } : { signature: null, error: 'invalid_entry' };
  }
  const name = raw.trim();
  if (name.length > MAX_TYPED_SIGNATURE_LENGTH) {
    return { signature: null, error: 'es_max' };
  }
  return CONTROL.test(name) ? { signature: null, error: 'invalid_entry' } : { signature: { kind: 'typed', name }, error: null };
}

/** The stored text of a signature (data URL or name). */
export function signatureText(signature: ChecklistSignature): string {
  return signature.kind === 'image' ? signature.dataUrl : signature.name;
}
