import { FieldCipher } from './field-cipher';
import { maskTail } from './mask';
import { hashPassword, verifyPassword } from './passwords';
import { randomToken, sha256Hex } from './tokens';

describe('crypto', () => {
  const cipher = new FieldCipher(Buffer.alloc(32, 7));

  it('encrypts with a fresh IV and decrypts back', () => {
    const a = cipher.encrypt('123-45-6789');
    const b = cipher.encrypt('123-45-6789');
    expect(a).not.toEqual(b);
    expect(a).not.toContain('6789');
    expect(cipher.decrypt(a)).toBe('123-45-6789');
  });

  it('refuses tampered ciphertext', () => {
    const stored = cipher.encrypt('secret');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => cipher.decrypt('v1:' + raw.toString('base64'))).toThrow();
  });

  it('masks all but the last four', () => {
    expect(maskTail('123-45-6789')).toBe('***-**-6789');
    expect(maskTail('')).toBe('');
    expect(maskTail(null)).toBeNull();
  });

  it('hashes passwords with argon2id', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(hash, 'Correct horse 1')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wrong')).resolves.toBe(false);
  });

  it('makes random tokens and hashes them', () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
    expect(sha256Hex(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});
