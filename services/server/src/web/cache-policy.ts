/**
 * How long a browser may keep a front-end file. Content-hashed files (`main.49613bb5.js`,
 * `588.5a8c7515.js`: webpack's `[name].[contenthash:8]`) never change under their name, so they are kept
 * a year without asking again. Everything else (index.html, remoteEntry.js, mf-manifest.json,
 * recruiter-tab.html, any file without a hash) is revalidated on every use, so a redeploy is seen at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:m?js|css|wasm|woff2?|png|jpe?g|gif|svg|ico)$/i;

/** The Cache-Control of the file at `urlPath` (query string ignored). */
export function cacheControlFor(urlPath: string): string {
  const pathname = urlPath.split('?')[0];
  return CONTENT_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/** Text-like answers worth compressing; images, fonts and archives are compressed already. */
export function isCompressible(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}
