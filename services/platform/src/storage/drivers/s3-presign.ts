import { createHash, createHmac } from 'crypto';

/** Resolved credentials (the SDK's AwsCredentialIdentity shape). */
export interface PresignCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface PresignGetInput {
  /** Origin of the store, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  forcePathStyle: boolean;
  bucket: string;
  key: string;
  region: string;
  credentials: PresignCredentials;
  expiresInSeconds: number;
  /** Signing time (ms since epoch). */
  now: number;
  /** response-* overrides (content-disposition, content-type, cache-control), signed with the rest. */
  responseHeaders?: Record<string, string>;
}

/** S3's own limit for a presigned URL (SigV4). */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/**
 * A presigned S3 GET (Signature Version 4, query-string form), computed synchronously.
 * Why not `@aws-sdk/s3-request-presigner`: it is async, and StorageService.signedUrl is synchronous for every caller;
 * the algorithm is small and the tests compare this output with the SDK's for the same inputs (decision 0048).
 */
export function presignGetObject(input: PresignGetInput): string {
  const { credentials, region } = input;
  if (!Number.isInteger(input.expiresInSeconds) || input.expiresInSeconds <= 0 || input.expiresInSeconds > MAX_PRESIGN_SECONDS) {
    throw new RangeError(`expiresInSeconds must be 1..${MAX_PRESIGN_SECONDS}, got ${input.expiresInSeconds}`);
  }
  const origin = new URL(input.endpoint);
  const encodedKey = input.key.split('/').map(uriEncode).join('/');
  const host = input.forcePathStyle ? origin.host : `${input.bucket}.${origin.host}`;
  const canonicalUri = input.forcePathStyle ? `/${uriEncode(input.bucket)}/${encodedKey}` : `/${encodedKey}`;

  const iso = new Date(input.now).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const amzDate = iso; // YYYYMMDDTHHMMSSZ
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;

  const query: Array<[string, string]> = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Content-Sha256', 'UNSIGNED-PAYLOAD'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresInSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
    // What the SDK's presigner adds (the operation name); S3 ignores it, keeping it lets the tests compare URLs.
    ['x-id', 'GetObject'],
  ];
  if (credentials.sessionToken) {
    query.push(['X-Amz-Security-Token', credentials.sessionToken]);
  }
  for (const [name, value] of Object.entries(input.responseHeaders ?? {})) {
    query.push([`response-${name}`, value]);
  }
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

  const canonicalRequest = ['GET', canonicalUri, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, 's3');
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');

  return `${origin.protocol}//${host}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** The endpoint AWS S3 answers on for a region when no S3_ENDPOINT is configured. */
export function awsEndpointFor(region: string): string {
  return region.startsWith('cn-') ? `https://s3.${region}.amazonaws.com.cn` : `https://s3.${region}.amazonaws.com`;
}

/** RFC 3986 unreserved characters stay; everything else is %XX (uppercase), as SigV4 requires. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}
