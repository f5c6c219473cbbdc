import { createHmac, timingSafeEqual } from 'crypto';

/** How far a webhook's timestamp may be from our clock (either way). */
export const WEBHOOK_WINDOW_S = 300;

/** The customer's webhook secret: derived from the signing secret, one per customer (decision 0051). */
export function webhookSecret(signingSecret: string, customerId: number): string {
  return createHmac('sha256', signingSecret).update(`ats-webhook:${customerId}`).digest('base64url');
}

/** The signed text: the timestamp and the body as canonical JSON. */
export function signWebhook(secret: string, timestamp: number, body: unknown): string {
  return createHmac('sha256', secret).update(`${timestamp}.${JSON.stringify(body ?? null)}`).digest('hex');
}

/** The header value a sender puts in X-Ats-Signature. */
export function webhookSignatureHeader(secret: string, timestamp: number, body: unknown): string {
  return `t=${timestamp},v1=${signWebhook(secret, timestamp, body)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'bad' | 'stale';

/** Checks `t=<unix seconds>,v1=<hex>`: a good HMAC and a timestamp inside the replay window. */
export function checkWebhookSignature(secret: string, header: string | undefined, body: unknown, nowMs = Date.now()): SignatureCheck {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]).filter((p) => p.length === 2));
  const t = Number(parts.t);
  if (!header || !Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) {
    return header ? 'bad' : 'missing';
  }
  const expected = Buffer.from(signWebhook(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) {
    return 'bad';
  }
  return Math.abs(nowMs / 1000 - t) > WEBHOOK_WINDOW_S ? 'stale' : 'ok';
}
