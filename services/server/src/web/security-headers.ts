import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseAllowedOrigins } from '@attest/contracts';
import { frameOptionsFor } from '@attest/platform';
import { readRemoteManifest } from './remote-manifest';

/**
 * The front end's pages' Content-Security-Policy (decision 0049). The built pages have no inline script
 * (HtmlWebpackPlugin writes `<script defer src>` only), so scripts come from this site and the origins
 * the remotes manifest loads remotes from. Styles allow 'unsafe-inline': the design system and the
 * remotes render `<style>` elements at run time (ThemeStyles and each remote's css strings).
 */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

export interface PagePolicyInput {
  /** Origins of remotes loaded from elsewhere (absolute URLs in REMOTES_MANIFEST). */
  remoteOrigins: readonly string[];
  /** The frame-ancestors sources: `'none'`, `'self'`, or `'self'` and the ATS origins. */
  frameAncestors: readonly string[];
  /** This site as a websocket origin (`wss://host`) for the real-time channel; null when the host is unusable. */
  websocketOrigin: string | null;
  /** Extra origins the product frames (a real WOTC or survey vendor; CSP_FRAME_ORIGINS). */
  frameOrigins?: readonly string[];
  /** Where signed download links point when they do not go through the API (S3 presigned links). */
  downloadOrigins?: readonly string[];
}

export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const remotes = input.remoteOrigins;
  const downloads = input.downloadOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    // Signature pads, previews of a chosen file and generated downloads are data: and blob: URLs.
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...downloads],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...(input.websocketOrigin ? [input.websocketOrigin] : []), ...remotes, ...downloads],
    // Our own framed pages (signing frame, document previews, the WOTC and survey simulators), video fields.
    ['frame-src', "'self'", 'blob:', VIDEO_FRAME_ORIGIN, ...(input.frameOrigins ?? []), ...downloads],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...input.frameAncestors],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The origins (scheme://host[:port]) of the manifest's absolute remote URLs; relative ones are this site. */
export function remoteOrigins(manifest: Record<string, string>): string[] {
  const origins: string[] = [];
  for (const url of Object.values(manifest)) {
    const m = /^(https?:\/\/[^/?#]+)/i.exec(url);
    for (const origin of m ? parseAllowedOrigins(m[1]) : []) {
      if (!origins.includes(origin)) {
        origins.push(origin);
      }
    }
  }
  return origins;
}

/** `ws://host` / `wss://host` of this request when the Host header is a plain host[:port]. */
export function websocketOriginOf(request: FastifyRequest): string | null {
  const host = String(request.headers.host ?? '').toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) {
    return null;
  }
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}

/**
 * Pages that frame-ancestors 'self' allows: the signing page (`/{c}/{l}/esign/{token}`), which the
 * applicant's documents page shows in an iframe. Every other page is never framed ('none'); the
 * recruiter tab has its own list (decision 0023).
 */
export function frameAncestorsForPage(url: string): string[] {
  const pathname = url.split('?')[0];
  return /^\/[^/]+\/[^/]+\/esign\/[^/]+\/?$/.test(pathname) ? ["'self'"] : ["'none'"];
}

/** The shell's `/{c}/{l}/{token}` link route (shell/src/routing/route-rules.ts HASH_ROUTE_PATTERN). */
const HASH_ROUTE_TOKEN = /^(?![a-z]+(?:-[a-z]+)*$)[A-Za-z0-9_-]{20,}$/;

/**
 * `no-referrer` when the page's address carries a credential (a signing token or a link token in the
 * path; a token, code or launch in the query), else `strict-origin-when-cross-origin` (a video frame
 * needs the origin; no path ever leaves the site).
 */
export function referrerPolicyForPage(url: string): string {
  const [pathname, query = ''] = url.split('?');
  const segments = pathname.split('/').filter(Boolean);
  const tokenInQuery = /(^|&)(token|code|launch|signature|t)=/i.test(query);
  const tokenInPath = segments[2] === 'esign' || (segments.length === 3 && HASH_ROUTE_TOKEN.test(segments[2]));
  return tokenInQuery || tokenInPath ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

export interface PageHeaderOptions {
  manifestPath?: string;
  frameOrigins?: readonly string[];
  /** The origin of the storage's download links, when they point elsewhere (read when a page is sent). */
  downloadOrigins?: () => readonly string[];
}

/** Sets a page's policy headers; `frameAncestors` overrides the rule by address (the recruiter tab). */
export function setPageSecurityHeaders(request: FastifyRequest, reply: FastifyReply, options: PageHeaderOptions, frameAncestors?: readonly string[]): void {
  const policy = pageContentSecurityPolicy({
    remoteOrigins: remoteOrigins(readRemoteManifest(options.manifestPath)),
    frameAncestors: frameAncestors ?? frameAncestorsForPage(request.url),
    websocketOrigin: websocketOriginOf(request),
    frameOrigins: options.frameOrigins,
    downloadOrigins: options.downloadOrigins?.(),
  });
  void reply.header('content-security-policy', policy);
  void reply.header('referrer-policy', referrerPolicyForPage(request.url));
  const frameOptions = frameOptionsFor(policy);
  if (frameOptions) {
    void reply.header('x-frame-options', frameOptions);
  }
}

/** CSP_FRAME_ORIGINS: origins of real vendors whose pages the product frames (space or comma separated). */
export function frameOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return parseAllowedOrigins(env.CSP_FRAME_ORIGINS);
}

/**
 * The origin of the storage's download links: a probe link's origin when it is absolute (S3 presigned
 * links go to the bucket), none when links go through this site's API. The S3 driver can make links only
 * once started, so the probe is retried until it answers, then kept.
 */
export function downloadOriginsOf(storage: { signedUrl(key: string, options: { ttlSeconds: number; filename: string }): string } | null): () => readonly string[] {
  let known: string[] | null = storage ? null : [];
  return () => {
    if (known === null && storage) {
      try {
        const link = storage.signedUrl('csp-probe/probe', { ttlSeconds: 60, filename: 'probe' });
        const m = /^(https?:\/\/[^/?#]+)/i.exec(link);
        known = m ? parseAllowedOrigins(m[1]) : [];
      } catch {
        return [];
      }
    }
    return known ?? [];
  };
}
