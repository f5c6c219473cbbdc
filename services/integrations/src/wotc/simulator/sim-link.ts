import { createHmac, timingSafeEqual } from 'crypto';

/** Survey links of the WOTC simulator live this long (a real provider's links expire too). */
export const SIM_LINK_TTL_SECONDS = 2 * 60 * 60;

export const SIM_WOTC_ROUTE = '/_sim/wotc';

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/**
 * Signed, expiring survey links: token = `{expires}.{hmac}` over the order id and the expiry, so a
 * token opens one order only, until it expires.
 */
export class SimLinkSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (!secret) {
      throw new Error('A signing secret is required for simulator links');
    }
  }

  token(orderId: string, ttlSeconds = SIM_LINK_TTL_SECONDS): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return `${expires}.${this.sign(orderId, expires)}`;
  }

  /** Relative, like the signed file URLs: the portal and the simulator share the server's origin. */
  url(orderId: string): string {
    return `${SIM_WOTC_ROUTE}/${encodeURIComponent(orderId)}?token=${this.token(orderId)}`;
  }

  check(orderId: string, token: unknown): LinkCheck {
    const m = typeof token === 'string' ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
    if (!m) {
      return 'invalid';
    }
    const expires = Number(m[1]);
    const expected = Buffer.from(this.sign(orderId, expires));
    const given = Buffer.from(m[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return 'invalid';
    }
    return expires * 1000 <= this.now() ? 'expired' : 'ok';
  }

  private sign(orderId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`wotc-sim\n${orderId}\n${expires}`).digest('base64url');
  }
}
