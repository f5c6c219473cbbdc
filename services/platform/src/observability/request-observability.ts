import { randomUUID } from 'crypto';
import type { IncomingMessage } from 'http';
import { attachLogContext, logContext, logContextOf, saneRequestId, type LogContext } from './log-context';
import type { RootLogger } from './logger';
import type { MetricsService } from './metrics.service';

/** Fastify's genReqId: the caller's `x-request-id` when it is a sane token, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  return saneRequestId(req.headers['x-request-id']) ?? randomUUID();
}

/** Routes probed every few seconds: their access lines are written at debug, not info. */
const PROBES = new Set(['/health/live', '/health/ready', '/metrics']);

// The few request and reply members used here, typed structurally: Nest's adapter bundles its own fastify typings.
interface HookRequest {
  id: string;
  method: string;
  routeOptions?: { url?: string };
}
interface HookReply {
  statusCode: number;
  elapsedTime: number;
  header(name: string, value: string): unknown;
}
type Hook = (req: HookRequest, reply: HookReply, done: () => void) => void;
interface Hooks {
  addHook(name: 'onRequest' | 'preValidation' | 'onResponse', hook: Hook): unknown;
}

/**
 * Per request: the id (echoed in `x-request-id`), the async context every log line reads (requestId, then
 * customerId once the auth guard verified it), one access line at the end (method, route pattern, status,
 * duration: never the raw URL, query string, headers or body) and the HTTP latency histogram.
 */
export function installRequestObservability(fastify: Hooks, deps: { logger: () => RootLogger; metrics?: MetricsService }): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    const ctx: LogContext = { requestId: req.id };
    attachLogContext(req, ctx);
    void reply.header('x-request-id', req.id);
    logContext.run(ctx, done);
  });
  // The body is read between onRequest and preValidation on the socket's own async context: enter ours again.
  fastify.addHook('preValidation', (req, _reply, done) => {
    const ctx = logContextOf(req);
    if (ctx) {
      logContext.run(ctx, done);
    } else {
      done();
    }
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions?.url ?? '(unmatched)';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    deps.metrics?.observeHttp(req.method, route, status, seconds);
    const ctx = logContextOf(req) ?? { requestId: req.id };
    const line = { ...ctx, method: req.method, route, status, durationMs: Math.round(reply.elapsedTime * 10) / 10 };
    const logger = deps.logger();
    if (PROBES.has(route)) {
      logger.debug(line, 'request');
    } else {
      logger.info(line, 'request');
    }
    done();
  });
}
