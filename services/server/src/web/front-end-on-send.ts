import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, pipeline, type Transform } from 'stream';
import * as zlib from 'zlib';
import { negotiateEncoding, type ContentCoding } from './accept-encoding';
import { cacheControlFor, isCompressible } from './cache-policy';

/** Answers smaller than this go as they are: the coding would save less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * On-the-fly coding is the fallback for files the build did not precompress (infra/scripts/build-web.mjs
 * writes `.br` and `.gz` beside each file), so it trades ratio for speed: brotli 5, gzip 6.
 */
function encoder(coding: ContentCoding): Transform {
  return coding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
}

function withVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())
    ? values.join(', ')
    : [...values, name].join(', ');
}

function knownLength(payload: unknown, reply: FastifyReply): number | null {
  if (typeof payload === 'string') {
    return Buffer.byteLength(payload);
  }
  if (Buffer.isBuffer(payload)) {
    return payload.length;
  }
  const header = Number(reply.getHeader('content-length'));
  return Number.isFinite(header) && header > 0 ? header : null;
}

/**
 * The front end's answers (static files, index.html, the manifest): Cache-Control by file
 * (content-hashed = a year, immutable; the rest no-cache) unless the route set one, `Vary: Accept-Encoding`
 * on every compressible answer, and brotli/gzip on the fly when the file was not sent precompressed.
 */
export async function frontEndOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (request.url.startsWith('/api/') || (status !== 200 && status !== 304)) {
    return payload;
  }
  if (!reply.hasHeader('cache-control')) {
    void reply.header('cache-control', cacheControlFor(request.url));
  }
  // Security headers: the page handlers (serve-web.ts) and the process-wide hook (decision 0049).
  if (!isCompressible(reply.getHeader('content-type') as string | undefined)) {
    return payload;
  }
  void reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
  if (status !== 200 || reply.hasHeader('content-encoding')) {
    return payload;
  }
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  const length = knownLength(payload, reply);
  const inMemory = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (
    !coding ||
    (length !== null && length < MIN_COMPRESS_BYTES) ||
    !(inMemory || payload instanceof Readable)
  ) {
    return payload;
  }
  void reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) {
    // Another representation of the same file: a weak validator, as for any coding done in transit.
    void reply.header('etag', `W/${etag}`);
  }
  if (request.method === 'HEAD') {
    return payload;
  }
  const body = inMemory ? Readable.from([Buffer.from(payload)]) : (payload as Readable);
  return pipeline(body, encoder(coding), (err) => {
    if (err) {
      request.log.warn({ url: request.url, err: err.message }, 'compressing a front-end file failed');
    }
  });
}
