import { authenticator } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
/** One step either side is accepted, for clocks that drift a little. */
const WINDOW = 1;

export const TOTP_ISSUER = 'Attest';

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function totpUri(accountName: string, secret: string, issuer = TOTP_ISSUER): string {
  return authenticator.keyuri(accountName, issuer, secret);
}

/** Six digits, spaces ignored (apps show "123 456"). */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/** The time step the code belongs to, or null when it matches none in the window around `now`. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) {
    return null;
  }
  const delta = authenticator.clone({ window: WINDOW, epoch: now, step: STEP_SECONDS }).checkDelta(token, secret);
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** The current code (tests; and the reference for what the apps show). */
export function currentTotp(secret: string, now = Date.now()): string {
  return authenticator.clone({ epoch: now, step: STEP_SECONDS }).generate(secret);
}
