import { isYmd } from '@attest/contracts';
import { fieldErrors } from '@attest/platform';

export interface CredentialUploadFields {
  credential_id: number | null;
  expiration_date: string | null;
}

/** The text fields of a credential upload: credential_id (on create) and expiration_date (YYYY-MM-DD); 400 naming each bad field. */
export function parseCredentialUploadFields(raw: Record<string, string>, needsCredentialId: boolean): CredentialUploadFields {
  const errors: Record<string, string> = {};
  const idRaw = (raw.credential_id ?? '').trim();
  const id = idRaw ? Number(idRaw) : null;
  if (needsCredentialId && id === null) {
    errors.credential_id = 'required';
  } else if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
    errors.credential_id = 'invalid';
  }
  const expiration = (raw.expiration_date ?? '').trim();
  if (expiration && !isYmd(expiration)) {
    errors.expiration_date = 'invalid_date';
  }
  if (Object.keys(errors).length) {
    throw fieldErrors(errors);
  }
  return { credential_id: id, expiration_date: expiration || null };
}
