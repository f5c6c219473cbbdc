/** Where files live: `local` (STORAGE_DIR, the default) or `s3` (an S3-compatible bucket). Decision 0048. */
export type StorageDriverName = 'local' | 's3';

/** How download links are made with the S3 driver: presigned GETs to the bucket, or our signed API links. */
export type S3DownloadMode = 'presigned' | 'api';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Custom endpoint of an S3-compatible store (MinIO, Ceph, R2, …); absent means AWS S3 itself. */
  endpoint?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (most self-hosted stores need it). */
  forcePathStyle: boolean;
  /** Server-side encryption asked for on every write: SSE-S3 (`AES256`) or SSE-KMS (`aws:kms`). */
  sse: { type: 'AES256' } | { type: 'aws:kms'; kmsKeyId?: string };
  /** Streams longer than one part go up as a multipart upload in parts of this size (S3's minimum is 5 MiB). */
  partSizeBytes: number;
  downloads: S3DownloadMode;
}

/** A configuration mistake, reported at start with the variable to fix (loadConfig turns it into a ConfigError). */
export class S3ConfigError extends Error {}

const MIB = 1024 * 1024;
export const S3_MIN_PART_SIZE = 5 * MIB;
const DEFAULT_PART_SIZE = 8 * MIB;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;

export function storageDriverFrom(env: NodeJS.ProcessEnv): StorageDriverName {
  const raw = (env.STORAGE_DRIVER ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'local') {
    return 'local';
  }
  if (raw === 's3') {
    return 's3';
  }
  throw new S3ConfigError(`STORAGE_DRIVER must be "local" or "s3", got "${env.STORAGE_DRIVER}"`);
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') {
    return fallback;
  }
  if (raw === 'true' || raw === '1') {
    return true;
  }
  if (raw === 'false' || raw === '0') {
    return false;
  }
  throw new S3ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** Reads and checks the S3 variables; only called when STORAGE_DRIVER=s3. Credentials are not read here. */
export function loadS3Config(env: NodeJS.ProcessEnv): S3StorageConfig {
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) {
    throw new S3ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket name)');
  }
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new S3ConfigError(`S3_BUCKET "${bucket}" is not a valid bucket name (3–63 lowercase letters, digits, "." or "-")`);
  }
  const region = (env.S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || '').trim();
  if (!region) {
    throw new S3ConfigError('STORAGE_DRIVER=s3 needs S3_REGION (or AWS_REGION), e.g. us-east-1; self-hosted stores accept any');
  }
  if (!REGION.test(region)) {
    throw new S3ConfigError(`S3_REGION "${region}" is not a region name`);
  }
  const endpoint = (env.S3_ENDPOINT ?? '').trim().replace(/\/+$/, '') || undefined;
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.username) {
      throw new S3ConfigError(`S3_ENDPOINT must be an http(s) origin such as https://s3.example.com:9000, got "${endpoint}"`);
    }
  }
  const sseRaw = (env.S3_SSE ?? '').trim();
  const kmsKeyId = (env.S3_KMS_KEY_ID ?? '').trim() || undefined;
  let sse: S3StorageConfig['sse'];
  if (sseRaw === '' ? !kmsKeyId : sseRaw.toUpperCase() === 'AES256') {
    if (kmsKeyId) {
      throw new S3ConfigError('S3_KMS_KEY_ID is set but S3_SSE is AES256: set S3_SSE=aws:kms or remove S3_KMS_KEY_ID');
    }
    sse = { type: 'AES256' };
  } else if (sseRaw === '' || sseRaw.toLowerCase() === 'aws:kms') {
    sse = { type: 'aws:kms', kmsKeyId };
  } else {
    throw new S3ConfigError(`S3_SSE must be AES256 or aws:kms, got "${sseRaw}"`);
  }
  const partRaw = (env.S3_PART_SIZE_MB ?? '').trim();
  const partMb = partRaw === '' ? DEFAULT_PART_SIZE / MIB : Number(partRaw);
  if (!Number.isInteger(partMb) || partMb * MIB < S3_MIN_PART_SIZE || partMb > 5120) {
    throw new S3ConfigError(`S3_PART_SIZE_MB must be a whole number from 5 to 5120, got "${partRaw}"`);
  }
  const downloads = (env.S3_DOWNLOADS ?? '').trim().toLowerCase() || 'presigned';
  if (downloads !== 'presigned' && downloads !== 'api') {
    throw new S3ConfigError(`S3_DOWNLOADS must be "presigned" or "api", got "${env.S3_DOWNLOADS}"`);
  }
  return {
    bucket,
    region,
    endpoint,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    sse,
    partSizeBytes: partMb * MIB,
    downloads,
  };
}
