import { randomBytes } from 'crypto';
import { sha256Hex } from '@attest/platform';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 16 base32 characters (80 random bits) in groups of four: `abcd-efgh-ijkl-mnop`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, newRecoveryCode);
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** 80 random bits make a plain SHA-256 enough (nothing to guess offline); stored and looked up by it. */
export function hashRecoveryCode(code: string): string {
  return sha256Hex(`attest-recovery:${normaliseRecoveryCode(code)}`);
}
