import { currentTotp, looksLikeTotp, matchTotpStep, newTotpSecret, totpUri } from '../totp';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from '../recovery-codes';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2030, 0, 1, 12, 0, 10);

  it('makes a 32-character base32 secret and an otpauth URL the apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUri('rita@acme.test', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Attest');
  });

  it('accepts the current code and one step either side, answering the step it matched', () => {
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, currentTotp(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, currentTotp(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, currentTotp(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, currentTotp(secret, now - 90_000), now)).toBeNull();
  });

  it('ignores spaces and refuses anything but six digits', () => {
    const code = currentTotp(secret, now);
    expect(matchTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).not.toBeNull();
    expect(looksLikeTotp('123 456')).toBe(true);
    expect(looksLikeTotp('abcd-efgh-ijkl-mnop')).toBe(false);
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct 80-bit codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    }
    const [first] = codes;
    expect(hashRecoveryCode(first.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(first));
    expect(normaliseRecoveryCode(' AB-cd ')).toBe('abcd');
    expect(hashRecoveryCode(first)).toMatch(/^[0-9a-f]{64}$/);
  });
});
