import { createHmac, timingSafeEqual } from 'crypto';

/** Where the invitation email's link points: this marks the referral Viewed, then sends the friend to sign up. */
export const REFERRAL_OPEN_PATH = '/api/v1/referrals/open';

/** Signed invitation tokens `{customer}.{ref}.{hmac}`: a token opens one referral, and cannot be made for another. */
export class ReferralLinkSigner {
  constructor(private readonly secret: string) {
    if (!secret) {
      throw new Error('A signing secret is required for referral links');
    }
  }

  token(customerId: number, refId: number): string {
    return `${customerId}.${refId}.${this.sign(customerId, refId)}`;
  }

  url(publicUrl: string, customerId: number, refId: number): string {
    return `${publicUrl}${REFERRAL_OPEN_PATH}/${this.token(customerId, refId)}`;
  }

  check(token: unknown): { customerId: number; refId: number } | null {
    const m = typeof token === 'string' ? /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
    if (!m) {
      return null;
    }
    const customerId = Number(m[1]);
    const refId = Number(m[2]);
    const expected = Buffer.from(this.sign(customerId, refId));
    const given = Buffer.from(m[3]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { customerId, refId } : null;
  }

  private sign(customerId: number, refId: number): string {
    return createHmac('sha256', this.secret).update(`referral\n${customerId}\n${refId}`).digest('base64url');
  }
}
