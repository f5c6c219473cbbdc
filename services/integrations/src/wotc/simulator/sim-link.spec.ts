import { SimLinkSigner, SIM_LINK_TTL_SECONDS } from './sim-link';

describe('simulator survey links', () => {
  let now = 1_800_000_000_000;
  const signer = new SimLinkSigner('secret-a', () => now);

  it('signs a relative link that opens that order until it expires', () => {
    const url = signer.url('SIM-ABC');
    expect(url).toMatch(/^\/_sim\/wotc\/SIM-ABC\?token=\d+\.[\w-]{43}$/);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect(signer.check('SIM-ABC', token)).toBe('ok');
    expect(signer.check('SIM-ABD', token)).toBe('invalid');
    expect(new SimLinkSigner('secret-b', () => now).check('SIM-ABC', token)).toBe('invalid');
    now += SIM_LINK_TTL_SECONDS * 1000 - 1;
    expect(signer.check('SIM-ABC', token)).toBe('ok');
    now += 1;
    expect(signer.check('SIM-ABC', token)).toBe('expired');
  });

  it('refuses missing, malformed and re-dated tokens', () => {
    const token = signer.token('SIM-1');
    const [expires, sig] = token.split('.');
    for (const bad of [undefined, '', 'x', ['a'], `${expires}.${sig}x`, `${Number(expires) + 3600}.${sig}`]) {
      expect(signer.check('SIM-1', bad)).toBe('invalid');
    }
    expect(() => new SimLinkSigner('')).toThrow();
  });
});
