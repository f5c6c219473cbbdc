import { AtsHttpError, retryAfterMs, type AtsHttpRequest, type AtsHttpResponse, type AtsTransport } from './ats-http';
import type { AtsCallObserver } from './ats-connector';

export interface AtsRestClientOptions {
  transport: AtsTransport;
  /** Client credentials for the token endpoint. */
  clientId: string;
  clientSecret: string;
  tokenPath?: string;
  /** Tries per call for 429/5xx (default 5). */
  maxTries?: number;
  /** The longest Retry-After the client waits in place; a longer one fails the call (the job retries later). */
  maxWaitMs?: number;
  /** Wait before retrying a 5xx without Retry-After: base * 2^(try-1) (default 250 ms). */
  backoffMs?: number;
  observer?: AtsCallObserver;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A REST client for an OAuth-protected ATS: takes a bearer token with client credentials and takes a new
 * one when it expires (or the ATS answers 401); a 429 or 503 is retried after the Retry-After the ATS sent,
 * other 5xx after an exponential backoff, up to maxTries; then it throws AtsHttpError.
 */
export class AtsRestClient {
  private token: { value: string; expiresAt: number } | null = null;
  /** Retries made and time waited, for the sync's result. */
  retries = 0;
  waitedMs = 0;

  constructor(private readonly opts: AtsRestClientOptions) {}

  set observer(observer: AtsCallObserver | undefined) {
    this.opts.observer = observer;
  }

  async call<T>(req: AtsHttpRequest): Promise<T> {
    const maxTries = this.opts.maxTries ?? 5;
    const sleep = this.opts.sleep ?? defaultSleep;
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.bearer();
      const res = await this.opts.transport({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });
      if (res.status >= 200 && res.status < 300) {
        return res.body as T;
      }
      if (res.status === 401 && !refreshed) {
        this.token = null;
        refreshed = true;
        attempt -= 1;
        continue;
      }
      if (res.status === 404) {
        throw new AtsHttpError(404, null, `${req.method} ${req.path}: not found`);
      }
      const retryable = res.status === 429 || res.status >= 500;
      const asked = retryAfterMs(res.headers['retry-after']);
      if (!retryable || attempt >= maxTries) {
        throw new AtsHttpError(res.status, asked, `${req.method} ${req.path} answered ${res.status}`);
      }
      const wait = asked ?? (this.opts.backoffMs ?? 250) * 2 ** (attempt - 1);
      if (wait > (this.opts.maxWaitMs ?? 30_000)) {
        throw new AtsHttpError(res.status, asked, `${req.method} ${req.path} answered ${res.status}; Retry-After ${wait} ms is longer than the client waits`);
      }
      this.retries += 1;
      this.waitedMs += wait;
      await this.opts.observer?.onRetry?.({ status: res.status, waitMs: wait });
      await sleep(wait);
    }
  }

  /** Reads every page of a list answered as { total, start, count, data }. */
  async all<T>(path: string, query: Record<string, string | number | undefined> = {}, pageSize = 100): Promise<T[]> {
    const out: T[] = [];
    for (let start = 0; ; start += pageSize) {
      const page = await this.call<{ total: number; data: T[] }>({ method: 'GET', path, query: { ...query, start, count: pageSize } });
      out.push(...page.data);
      if (page.data.length < pageSize || out.length >= page.total) {
        return out;
      }
    }
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 1000) {
      return this.token.value;
    }
    const res: AtsHttpResponse = await this.opts.transport({
      method: 'POST',
      path: this.opts.tokenPath ?? '/oauth/token',
      body: { grant_type: 'client_credentials', client_id: this.opts.clientId, client_secret: this.opts.clientSecret },
    });
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || !body?.access_token) {
      throw new AtsHttpError(res.status === 200 ? 502 : res.status, null, `token endpoint answered ${res.status}`);
    }
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
    return this.token.value;
  }
}
