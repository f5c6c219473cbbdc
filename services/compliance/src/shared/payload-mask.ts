import { maskTail } from '@attest/platform';

/** An I-9 section's JSON as stored (I9Section1Data, I9Section2Data or I9SupplementBEntry). */
export type Payload = Record<string, unknown>;

/** Fields answered masked unless revealed: the SSN, the A-Number/USCIS number, I-94 and passport numbers. */
export const SENSITIVE_KEYS = ['i9_ssn', 'uscis_number', 'form_i94_num', 'foreign_passport_num'] as const;
/** Inside documents (Section 2 `documents[]`, Supplement B `document`). */
export const SENSITIVE_DOCUMENT_KEYS = ['document_number'] as const;

const maskValue = (v: unknown): unknown => (typeof v === 'string' ? maskTail(v) : v);
const isObject = (v: unknown): v is Payload => typeof v === 'object' && v !== null && !Array.isArray(v);

function mapDocument(doc: unknown, fn: (key: string, value: unknown, stored?: unknown) => unknown, stored?: unknown): unknown {
  if (!isObject(doc)) {
    return doc;
  }
  const out: Payload = { ...doc };
  for (const k of SENSITIVE_DOCUMENT_KEYS) {
    if (k in out) {
      out[k] = fn(k, out[k], isObject(stored) ? stored[k] : undefined);
    }
  }
  return out;
}

function mapSensitive(payload: Payload, fn: (key: string, value: unknown, stored?: unknown) => unknown, stored?: Payload): Payload {
  const out: Payload = { ...payload };
  for (const k of SENSITIVE_KEYS) {
    if (k in out) {
      out[k] = fn(k, out[k], stored?.[k]);
    }
  }
  if (Array.isArray(out.documents)) {
    const storedDocs = Array.isArray(stored?.documents) ? (stored.documents as unknown[]) : [];
    out.documents = out.documents.map((d, i) => mapDocument(d, fn, storedDocs[i]));
  }
  if ('document' in out) {
    out.document = mapDocument(out.document, fn, stored?.document);
  }
  return out;
}

/** The payload with every sensitive value shown as its last four characters. */
export function maskPayload(payload: Payload): Payload {
  return mapSensitive(payload, (_k, v) => maskValue(v));
}

/**
 * A masked value sent back unchanged (the form showed `***-**-6789` and the user did not touch it)
 * keeps the stored value; anything else is taken as typed.
 */
export function keepMaskedValues(incoming: Payload, stored: Payload | null): Payload {
  if (!stored) {
    return incoming;
  }
  return mapSensitive(incoming, (_k, v, s) => (typeof v === 'string' && v.includes('*') && typeof s === 'string' && maskTail(s) === v ? s : v), stored);
}

/** The top-level fields that differ, masked, as the trail's before/after. */
export function maskedDiff(before: Payload | null, after: Payload): { before: Payload | null; after: Payload } {
  const b = before ? maskPayload(before) : {};
  const a = maskPayload(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).sort();
  return {
    before: before ? Object.fromEntries(keys.map((k) => [k, b[k] ?? null])) : null,
    after: Object.fromEntries(keys.map((k) => [k, a[k] ?? null])),
  };
}

export function parsePayload(text: string): Payload {
  const v = JSON.parse(text) as unknown;
  return isObject(v) ? v : {};
}
