// The few members used here, typed structurally: Nest's adapter bundles its own fastify typings.
interface HeaderRequest {
  protocol: string;
}
interface HeaderReply {
  hasHeader(name: string): boolean;
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}
type OnSend = (request: HeaderRequest, reply: HeaderReply, payload: unknown, done: (err: null, payload: unknown) => void) => void;
interface RouteOptions {
  method: string | string[];
  url: string;
  bodyLimit?: number;
}
interface Hooks {
  addHook(name: 'onSend', hook: OnSend): unknown;
  addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown;
}

/**
 * Security headers on every answer of a service process (decision 0049). The front end's pages set their
 * own full policy (services/server/src/web/security-headers.ts) and a few API pages set theirs (the
 * simulators' hosted pages, the recruiter tab); this hook only fills what an answer did not set:
 *
 * - `X-Content-Type-Options: nosniff` on everything;
 * - `Strict-Transport-Security` only when the request came over TLS (directly, or through a trusted
 *   proxy's `X-Forwarded-Proto`), never on plain http;
 * - `Referrer-Policy: no-referrer` (nothing navigates away from a JSON answer or a file, and signed links
 *   carry their credential in the URL);
 * - a Content-Security-Policy by kind of answer: JSON and anything without a type loads nothing and is
 *   never framed; an HTML answer of the API is never framed; a file (PDF, image, CSV…) may be framed only
 *   by our own pages (the document and credential viewers show files in an iframe);
 * - `X-Frame-Options` matching the policy's frame-ancestors for browsers that only know that header.
 * An answer's own policy is kept; when it has no frame-ancestors, the default one for its kind is appended.
 */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
export const API_JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
export const API_HTML_CSP = "frame-ancestors 'none'";
export const FILE_CSP = "frame-ancestors 'self'";

/** The default policy of an answer by its Content-Type. */
export function defaultContentSecurityPolicy(contentType: string | undefined): string {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === '' || type === 'application/json' || type.endsWith('+json') || type === 'text/plain') {
    return API_JSON_CSP;
  }
  if (type === 'text/html') {
    return API_HTML_CSP;
  }
  return FILE_CSP;
}

/**
 * `X-Frame-Options` for a policy: DENY for `frame-ancestors 'none'`, SAMEORIGIN for `'self'` alone, and
 * nothing when other origins may frame (the header cannot name them; browsers then follow the CSP).
 */
export function frameOptionsFor(csp: string): 'DENY' | 'SAMEORIGIN' | null {
  const directive = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0]?.toLowerCase() === 'frame-ancestors');
  if (!directive) {
    return null;
  }
  const sources = directive.slice(1);
  if (sources.length === 1 && sources[0] === "'none'") {
    return 'DENY';
  }
  return sources.length === 1 && sources[0] === "'self'" ? 'SAMEORIGIN' : null;
}

export function securityHeadersOnSend(request: HeaderRequest, reply: HeaderReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  void reply.header('x-content-type-options', 'nosniff');
  if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
    void reply.header('strict-transport-security', HSTS_VALUE);
  }
  if (!reply.hasHeader('referrer-policy')) {
    void reply.header('referrer-policy', 'no-referrer');
  }
  const fallback = defaultContentSecurityPolicy(reply.getHeader('content-type') as string | undefined);
  if (!reply.hasHeader('content-security-policy')) {
    void reply.header('content-security-policy', fallback);
  } else {
    // An answer's own policy without a framing rule gets the default one for its kind (e.g. the mailbox page).
    const own = String(reply.getHeader('content-security-policy'));
    if (!/(^|;)\s*frame-ancestors\b/i.test(own)) {
      void reply.header('content-security-policy', `${own.replace(/[;\s]+$/, '')}; ${fallback.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'))}`);
    }
  }
  if (!reply.hasHeader('x-frame-options')) {
    const frameOptions = frameOptionsFor(String(reply.getHeader('content-security-policy')));
    if (frameOptions) {
      void reply.header('x-frame-options', frameOptions);
    }
  }
  done(null, payload);
}

/** Installs the hook on the root instance: every route, 404 and error answer of the process. */
export function installSecurityHeaders(fastify: Hooks): void {
  fastify.addHook('onSend', securityHeadersOnSend);
}

/**
 * Per-route request body limits (decision 0049). JSON (and form) bodies are small by default
 * (`BODY_LIMIT_BYTES`, 1 MB); the routes here take more. Multipart uploads are not read by the body
 * parser and are capped per file by the multipart plugin (create-app.ts). A body over its limit answers
 * 413 `payload_too_large` (HttpErrorFilter).
 */
export interface BodyLimitRule {
  method: string;
  /** The route's URL as registered (`:param` placeholders), matched exactly. */
  url: string;
  bytes: number;
}

export const ROUTE_BODY_LIMITS: readonly BodyLimitRule[] = [
  // Bulk CSV upload sends its rows in chunks of 1,000 (BULK_UPLOAD_CHUNK), each value up to 500 characters.
  { method: 'POST', url: '/api/v1/applicants/bulkupload/:uploadId/rows', bytes: 8 * 1024 * 1024 },
];

/** Sets each listed route's bodyLimit as it is registered (must run before the routes are). */
export function installBodyLimits(fastify: Hooks, rules: readonly BodyLimitRule[] = ROUTE_BODY_LIMITS): void {
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    const rule = rules.find((r) => r.url === route.url && methods.includes(r.method));
    if (rule && route.bodyLimit === undefined) {
      route.bodyLimit = rule.bytes;
    }
  });
}
