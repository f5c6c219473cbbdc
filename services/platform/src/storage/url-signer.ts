import { createHmac, timingSafeEqual } from 'crypto';

export const FILES_ROUTE = '/api/v1/files';

/** HMAC-SHA256 over key, expiry and download name: the signature is the download credential. */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (!secret) {
      throw new Error('A signing secret is required for signed URLs');
    }
  }

  signedUrl(key: string, ttlSeconds: number, filename: string): string {
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
      throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
    }
    assertFilename(filename);
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    const signature = this.sign(key, expires, filename);
    const path = key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams({ expires: String(expires), filename, signature });
    return `${FILES_ROUTE}/${path}?${query.toString()}`;
  }

  verify(key: string, expires: string | number, filename: string, signature: string): boolean {
    const expiresAt = typeof expires === 'number' ? expires : /^\d{1,12}$/.test(expires) ? Number(expires) : NaN;
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= this.now()) {
      return false;
    }
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) {
      return false;
    }
    const expected = Buffer.from(this.sign(key, expiresAt, filename), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  private sign(key: string, expires: number, filename: string): string {
    // Newline separators: no (key, expires, filename) triple can be re-split into another.
    return createHmac('sha256', this.secret).update(`${key}\n${expires}\n${filename}`).digest('hex');
  }
}

function assertFilename(filename: string): void {
  const hasControl = [...filename].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!filename || filename.length > 255 || hasControl || /[/\\]/.test(filename)) {
    throw new RangeError(`Invalid download filename "${filename}"`);
  }
}
