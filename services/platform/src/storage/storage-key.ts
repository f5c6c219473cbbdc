import { InvalidStorageKeyError } from './storage.types';

// Conservative on purpose: keys are made by our code, never by users, and must map 1:1 to both a
// file path and an S3 object name. No "..", no absolute paths, no backslashes or control characters.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

export function isValidStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return false;
  }
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..' && !segment.includes('..'));
}

export function assertValidStorageKey(key: string): string {
  if (!isValidStorageKey(key)) {
    throw new InvalidStorageKeyError(key);
  }
  return key;
}
