import { badRequest } from '@attest/platform';

/** A yes/no query parameter: absent, 'false' or '0' is no; 'true' or '1' is yes; anything else 400 invalid_entry. */
export function queryFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') {
    return false;
  }
  if (raw === 'true' || raw === '1') {
    return true;
  }
  throw badRequest('invalid_entry', { fields: { [name]: 'invalid_entry' } });
}
