import { fieldErrors } from '@attest/platform';

const KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/** A required short key from the query string (category, entityType); 400 validation_failed otherwise. */
export function requireKey(name: string, raw: unknown): string {
  if (raw === undefined || raw === '') {
    throw fieldErrors({ [name]: 'required_field' });
  }
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw fieldErrors({ [name]: 'invalid_entry' });
  }
  return raw;
}
