/** One call to an ATS's REST API, as a transport sees it (HTTP over the network, or in process to the simulator). */
export interface AtsHttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API's base, starting with '/'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
  /** For the external request log (decision 0050): the applicant the call is about, when known. Not sent. */
  applicantId?: number | null;
}

export interface AtsHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type AtsTransport = (req: AtsHttpRequest) => Promise<AtsHttpResponse>;

/** An answer the connector gave up on: the status, and the wait the ATS asked for (429/503 Retry-After). */
export class AtsHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'AtsHttpError';
  }
}

/** The customer's ATS adapter is not configured (a real vendor's keys are missing). */
export class AtsNotConfiguredError extends Error {
  constructor(readonly adapter: string) {
    super(`The ${adapter} ATS adapter is not configured`);
    this.name = 'AtsNotConfiguredError';
  }
}

/** Retry-After in ms: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined || value.trim() === '') {
    return null;
  }
  if (/^\d+$/.test(value.trim())) {
    return Number(value.trim()) * 1000;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A transport over fetch to a base URL (the real vendor adapters). */
export function fetchTransport(baseUrl: string, timeoutMs = 30_000): AtsTransport {
  return async (req) => {
    const url = new URL(baseUrl.replace(/\/$/, '') + req.path);
    for (const [k, v] of Object.entries(req.query ?? {})) {
      if (v !== undefined) {
        url.searchParams.set(k, String(v));
      }
    }
    const res = await fetch(url, {
      method: req.method,
      headers: { accept: 'application/json', ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}), ...req.headers },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // not JSON: kept as text
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
    return { status: res.status, headers, body };
  };
}

/** One outside call as the external request log records it (decision 0050). */
export interface ExternalCallRecord {
  customerId: number;
  adapterId: number;
  direction: 'out' | 'in';
  applicantId?: number | null;
  method: string;
  path: string;
  query?: Record<string, string | number | undefined>;
  status: number | null;
  durationMs: number;
  requestBody?: unknown;
  responseBody?: unknown;
  error?: string | null;
}

/** Where outside calls are logged (the request-logs module provides it; a failure to log never fails the call). */
export interface ExternalCallRecorder {
  record(call: ExternalCallRecord): Promise<void>;
}
export const EXTERNAL_CALL_RECORDER = Symbol('EXTERNAL_CALL_RECORDER');

/** A transport that logs each call (method, path, status, duration, bodies) through the recorder. */
export function recordedTransport(transport: AtsTransport, recorder: ExternalCallRecorder | null | undefined, customerId: number, adapterId: number): AtsTransport {
  if (!recorder) {
    return transport;
  }
  return async (req) => {
    const started = Date.now();
    const { applicantId, ...sent } = req;
    const log = (status: number | null, responseBody: unknown, error: string | null) =>
      recorder
        .record({ customerId, adapterId, direction: 'out', applicantId: applicantId ?? null, method: req.method, path: req.path, query: req.query, status, durationMs: Date.now() - started, requestBody: req.body, responseBody, error })
        .catch(() => undefined);
    try {
      const res = await transport(sent);
      await log(res.status, res.body, null);
      return res;
    } catch (err) {
      await log(null, null, err instanceof Error ? err.message.slice(0, 300) : 'failed');
      throw err;
    }
  };
}
