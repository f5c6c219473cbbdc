import { UrlSigner } from '../url-signer';

describe('UrlSigner', () => {
  let now = Date.UTC(2026, 0, 1) ;
  const signer = new UrlSigner('secret-1', () => now);
  const parse = (url: string) => {
    const u = new URL(url, 'http://x');
    return {
      path: u.pathname,
      key: u.pathname.replace('/api/v1/files/', ''),
      expires: u.searchParams.get('expires') as string,
      filename: u.searchParams.get('filename') as string,
      signature: u.searchParams.get('signature') as string,
    };
  };

  it('builds a relative URL whose parts verify', () => {
    const url = signer.signedUrl('exports/7/a1b2.csv', 600, 'Applicants 2026.csv');
    expect(url.startsWith('/api/v1/files/exports/7/a1b2.csv?')).toBe(true);
    const p = parse(url);
    expect(p.expires).toBe(String(now / 1000 + 600));
    expect(p.filename).toBe('Applicants 2026.csv');
    expect(p.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(p.key, p.expires, p.filename, p.signature)).toBe(true);
  });

  it('refuses an expired link', () => {
    const p = parse(signer.signedUrl('exports/7/a.csv', 60, 'a.csv'));
    now += 60_000;
    try {
      expect(signer.verify(p.key, p.expires, p.filename, p.signature)).toBe(false);
    } finally {
      now -= 60_000;
    }
  });

  it('refuses any tampered part and a signature from another secret', () => {
    const p = parse(signer.signedUrl('exports/7/a.csv', 60, 'a.csv'));
    expect(signer.verify('exports/8/a.csv', p.expires, p.filename, p.signature)).toBe(false);
    expect(signer.verify(p.key, String(Number(p.expires) + 3600), p.filename, p.signature)).toBe(false);
    expect(signer.verify(p.key, p.expires, 'b.csv', p.signature)).toBe(false);
    expect(signer.verify(p.key, p.expires, p.filename, p.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).toBe(false);
    expect(signer.verify(p.key, p.expires, p.filename, 'not-hex')).toBe(false);
    expect(signer.verify(p.key, `${p.expires}.5`, p.filename, p.signature)).toBe(false);
    const other = new UrlSigner('secret-2', () => now);
    expect(other.verify(p.key, p.expires, p.filename, p.signature)).toBe(false);
  });

  it('refuses unsafe download names and ttl', () => {
    expect(() => signer.signedUrl('a.csv', 60, '../a.csv')).toThrow(RangeError);
    expect(() => signer.signedUrl('a.csv', 60, 'a\r\n.csv')).toThrow(RangeError);
    expect(() => signer.signedUrl('a.csv', 0, 'a.csv')).toThrow(RangeError);
  });
});
