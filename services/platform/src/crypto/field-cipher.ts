import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'crypto';
import type { ValueTransformer } from 'typeorm';

const PREFIX = 'v1:';

/** AES-256-GCM for SSNs, federal ids, document and bank numbers at rest. */
export class FieldCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  decrypt(stored: string): string {
    if (!stored.startsWith(PREFIX)) {
      throw new Error('Not an encrypted value');
    }
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * A keyed hash (HMAC-SHA-256 under a sub-key of the field key) of a normalised value, so equal
   * secrets can be matched in SQL without decrypting them; the hash alone does not reveal the value.
   */
  blindIndex(plain: string): string {
    const subKey = createHmac('sha256', this.key).update('attest-blind-index-v1').digest();
    return createHmac('sha256', subKey).update(plain).digest('hex');
  }
}

let active: FieldCipher | undefined;

/** Entities are declared before the key is known, so the transformer reads the process-wide cipher. */
export function configureFieldCipher(key: Buffer): void {
  active = new FieldCipher(key);
}

export function fieldCipher(): FieldCipher {
  if (!active) {
    throw new Error('Field cipher used before configureFieldCipher()');
  }
  return active;
}

export const encryptedColumn: ValueTransformer = {
  to: (value: string | null | undefined) => (value == null || value === '' ? value : fieldCipher().encrypt(value)),
  from: (value: string | null) => (value == null ? value : fieldCipher().decrypt(value)),
};
