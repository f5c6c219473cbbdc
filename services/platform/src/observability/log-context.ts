import { AsyncLocalStorage } from 'async_hooks';

/**
 * What every log line written on behalf of one request (or one job) carries. Mutable on purpose: the
 * auth guard adds the customer once it has verified it, and the access line read at the end sees it.
 */
export interface LogContext {
  requestId?: string;
  customerId?: number;
  /** Set while a queue job runs. */
  jobId?: string;
  queue?: string;
  job?: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

const REQUEST_CONTEXT = Symbol('attest.logContext');

interface WithContext {
  [REQUEST_CONTEXT]?: LogContext;
}

/** Attaches the context to the request object, so hooks that run outside the async scope still find it. */
export function attachLogContext(req: object, ctx: LogContext): void {
  (req as WithContext)[REQUEST_CONTEXT] = ctx;
}

export function logContextOf(req: object): LogContext | undefined {
  return (req as WithContext)[REQUEST_CONTEXT];
}

/** Called by the auth guard once the active customer is verified: every later line of the request names it. */
export function setLogCustomer(req: object, customerId: number): void {
  const ctx = logContextOf(req) ?? logContext.getStore();
  if (ctx) {
    ctx.customerId = customerId;
  }
  const current = logContext.getStore();
  if (current && current !== ctx) {
    current.customerId = customerId;
  }
}

/** Runs `fn` with a job's context (queue, job name, job id, the payload's customer). */
export function runWithJobContext<T>(ctx: LogContext, fn: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...ctx }, fn);
}

// A request id from outside is kept only when it is a short plain token (no spaces, quotes or control characters).
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The incoming `x-request-id` when it is a sane token (and not SSN-shaped), else undefined. */
export function saneRequestId(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && SANE_REQUEST_ID.test(id) && !containsSsn(id) ? id : undefined;
}

/** A US social security number as 9 digits, with or without the dashes (123-45-6789, 123456789). */
export const SSN_PATTERN = /\b\d{3}-?\d{2}-?\d{4}\b/;
const SSN_GLOBAL = new RegExp(SSN_PATTERN.source, 'g');

export function containsSsn(text: string): boolean {
  return SSN_PATTERN.test(text);
}

/** Every SSN-shaped run of digits replaced by asterisks of the same shape (dashes kept). */
export function maskSsn(text: string): string {
  return text.replace(SSN_GLOBAL, (m) => m.replace(/\d/g, '*'));
}
