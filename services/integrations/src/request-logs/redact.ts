import { maskTail } from '@attest/platform';

/** Keys whose values are a secret: replaced whole. */
const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|api[-_]?key|cookie|credential|signature|private[-_]?key|pin$/i;
/** Keys whose values are a sensitive number: masked to the last four. */
const NUMBER_KEY = /ssn|social|tax[-_]?id|fein|itin|account[-_]?(number|no|num)|acct|routing|iban|bank|card[-_]?number|alien|a[-_]?number|document[-_]?(number|id)|passport/i;

const SSN_IN_TEXT = /\b(\d{3})[- ]?(\d{2})[- ]?(\d{4})\b/g;
/** A run of 8 to 19 digits in text: an account, card or routing number until proven otherwise. */
const LONG_NUMBER_IN_TEXT = /\b\d{8,19}\b/g;
const BEARER_IN_TEXT = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

export const REDACTED = '[REDACTED]';

/** Masks SSNs, long numbers and bearer credentials inside free text. */
export function redactText(text: string): string {
  return text
    .replace(BEARER_IN_TEXT, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(SSN_IN_TEXT, (_m, _a: string, _b: string, last: string) => `***-**-${last}`)
    .replace(LONG_NUMBER_IN_TEXT, (m) => maskTail(m) ?? '');
}

function maskNumber(value: unknown): unknown {
  if (value === null || value === undefined || value === '') {
    return value ?? null;
  }
  return maskTail(String(value).replace(/\s+/g, ''));
}

/** A deep copy with secrets replaced, sensitive numbers masked to their last four, and text scanned for SSNs. */
export function redactValue(value: unknown, key = '', depth = 0): unknown {
  if (depth > 20) {
    return REDACTED;
  }
  if (key && SECRET_KEY.test(key) && value !== null && typeof value !== 'object') {
    return REDACTED;
  }
  if (key && NUMBER_KEY.test(key) && value !== null && typeof value !== 'object') {
    return maskNumber(value);
  }
  if (Array.isArray(value)) {
    return value.map((v) => redactValue(v, key, depth + 1));
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = redactValue(v, k, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string') {
    return redactText(value);
  }
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 10_000_000) {
    // 9-digit SSNs and account numbers sent as numbers
    return maskTail(String(value));
  }
  return value;
}

/** A body as stored: redacted JSON text (a JSON string body is parsed first), or null when there is none. */
export function redactBody(body: unknown, maxChars = 60_000): string | null {
  if (body === undefined || body === null || body === '') {
    return null;
  }
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      parsed = body;
    }
  } else if (Buffer.isBuffer(body)) {
    return `[${body.length} bytes]`;
  }
  const text = typeof parsed === 'string' ? redactText(parsed) : JSON.stringify(redactValue(parsed));
  return text.length > maxChars ? `${text.slice(0, maxChars)}…[truncated]` : text;
}

/** Path plus query, the sensitive query parameters' values redacted. */
export function redactPath(path: string, query?: Record<string, string | number | undefined>): string {
  const [p, qs] = path.split('?', 2);
  const params = new URLSearchParams(qs ?? '');
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined) {
      params.set(k, String(v));
    }
  }
  const parts: string[] = [];
  params.forEach((v, k) => parts.push(`${k}=${SECRET_KEY.test(k) || NUMBER_KEY.test(k) ? REDACTED : encodeURIComponent(redactText(v))}`));
  const out = redactText(p) + (parts.length ? `?${parts.join('&')}` : '');
  return out.length > 500 ? out.slice(0, 500) : out;
}

/** The body's shape with every value hidden: what a reader sees without revealing. */
export function maskedShape(stored: string | null): unknown {
  if (stored === null) {
    return null;
  }
  const hide = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(hide) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, hide(x)])) : v === null ? null : '•••';
  try {
    return hide(JSON.parse(stored) as unknown);
  } catch {
    return '•••';
  }
}
