import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'crypto';
import { Readable, Writable } from 'stream';
import { pipeline } from 'stream/promises';
import { attachmentDisposition, contentTypeFor } from '../content-type';
import { assertValidStorageKey } from '../storage-key';
import { StorageObjectNotFoundError, type SignedUrlOptions, type StorageService } from '../storage.types';
import { UrlSigner } from '../url-signer';
import type { S3StorageConfig } from './s3-config';
import { awsEndpointFor, MAX_PRESIGN_SECONDS, presignGetObject, type PresignCredentials } from './s3-presign';
import { S3WriteStream } from './s3-write-stream';

export interface S3StorageOptions {
  /** Extra client settings (tests pass credentials here); by default the SDK's provider chain finds credentials. */
  client?: Partial<S3ClientConfig>;
  now?: () => number;
}

/** Refresh temporary credentials this long before they expire, checking once a minute. */
const REFRESH_BEFORE_MS = 5 * 60 * 1000;
const REFRESH_EVERY_MS = 60 * 1000;

/**
 * Files in one S3 (or S3-compatible) bucket; the storage key is the object key. Decision 0048.
 * Every write asks for server-side encryption; streams go up through S3WriteStream (multipart above one part);
 * download links are presigned GETs (or our signed API links with S3_DOWNLOADS=api). Call start() before use:
 * it checks the bucket answers and resolves the credentials presigning needs (signedUrl is synchronous).
 */
export class S3Storage implements StorageService {
  readonly client: S3Client;
  private readonly signer: UrlSigner;
  private readonly now: () => number;
  private readonly endpoint: string;
  private credentials?: PresignCredentials & { expiration?: Date };
  private refreshTimer?: NodeJS.Timeout;

  constructor(
    private readonly config: S3StorageConfig,
    signingSecret: string,
    options: S3StorageOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.signer = new UrlSigner(signingSecret, this.now);
    this.endpoint = config.endpoint ?? awsEndpointFor(config.region);
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Self-hosted stores often reject the newer default CRC checksums (aws-chunked trailers); AWS keeps them.
      ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
      ...options.client,
    });
  }

  /**
   * Writes and removes a small probe object with the configured encryption, so a wrong bucket, endpoint, credentials,
   * missing permission or unusable KMS key fails the start with a message naming what to check (the same rights the
   * product needs; no bucket-level call, which narrow IAM policies often do not allow).
   */
  async start(): Promise<this> {
    try {
      await this.refreshCredentials();
      const probe = `_attest/start-probe-${process.pid}-${randomBytes(4).toString('hex')}`;
      await this.client.send(new PutObjectCommand({ ...this.writeParams(probe, 'text/plain'), Body: Buffer.from('ok') }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: probe }));
    } catch (err) {
      const e = err as Error & { $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : '';
      throw new Error(
        `S3 storage: bucket "${this.config.bucket}" at ${this.endpoint} cannot be used: ${e.name}${status}: ${e.message}. ` +
          'Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials (environment, profile or role).',
      );
    }
    this.refreshTimer = setInterval(() => {
      const expiration = this.credentials?.expiration?.getTime();
      if (expiration !== undefined && expiration - this.now() < REFRESH_BEFORE_MS) {
        // A failed refresh keeps the old credentials; the next tick tries again.
        this.refreshCredentials().catch(() => undefined);
      }
    }, REFRESH_EVERY_MS);
    this.refreshTimer.unref();
    return this;
  }

  async close(): Promise<void> {
    clearInterval(this.refreshTimer);
    this.client.destroy();
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async put(key: string, data: Buffer | Readable, contentType?: string): Promise<void> {
    const params = this.writeParams(key, contentType);
    if (Buffer.isBuffer(data)) {
      // One PutObject: S3 stores all of it or nothing.
      await this.client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.length }));
      return;
    }
    // Resolves on 'finish' (the object exists); a failure of either side rejects and leaves nothing under the key.
    await pipeline(data, new S3WriteStream(this.client, params, this.config.partSizeBytes));
  }

  createWriteStream(key: string): Writable {
    return new S3WriteStream(this.client, this.writeParams(key), this.config.partSizeBytes);
  }

  async read(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: assertValidStorageKey(key) }));
      return answer.Body as Readable;
    } catch (err) {
      throw isNotFound(err) ? new StorageObjectNotFoundError(key) : err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: assertValidStorageKey(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) {
        return false;
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: assertValidStorageKey(key) }));
  }

  signedUrl(key: string, options: SignedUrlOptions): string {
    assertValidStorageKey(key);
    if (this.config.downloads === 'api') {
      return this.signer.signedUrl(key, options.ttlSeconds, options.filename);
    }
    assertFilename(options.filename);
    if (!this.credentials) {
      throw new Error('S3Storage.start() must be awaited before download links are made');
    }
    return presignGetObject({
      endpoint: this.endpoint,
      forcePathStyle: this.config.forcePathStyle,
      bucket: this.config.bucket,
      key,
      region: this.config.region,
      credentials: this.credentials,
      // S3 refuses links valid longer than a week; callers ask for an hour or less.
      expiresInSeconds: Math.min(options.ttlSeconds, MAX_PRESIGN_SECONDS),
      now: this.now(),
      responseHeaders: {
        'cache-control': 'private, no-store',
        'content-disposition': presignedDisposition(options.filename),
        'content-type': contentTypeFor(key),
      },
    });
  }

  /** Our signed API links (/api/v1/files/…) stay valid with this driver: the API streams the object from S3. */
  verify(key: string, expires: string | number, filename: string, signature: string): boolean {
    return this.signer.verify(key, expires, filename, signature);
  }

  private writeParams(key: string, contentType?: string): Omit<PutObjectCommandInput, 'Body'> {
    const sse = this.config.sse;
    return {
      Bucket: this.config.bucket,
      Key: assertValidStorageKey(key),
      ContentType: contentType ?? contentTypeFor(key),
      ServerSideEncryption: sse.type,
      ...(sse.type === 'aws:kms' && sse.kmsKeyId ? { SSEKMSKeyId: sse.kmsKeyId } : {}),
    };
  }

  private async refreshCredentials(): Promise<void> {
    const provider = this.client.config.credentials;
    const resolved = await provider();
    this.credentials = {
      accessKeyId: resolved.accessKeyId,
      secretAccessKey: resolved.secretAccessKey,
      sessionToken: resolved.sessionToken,
      expiration: resolved.expiration,
    };
  }
}

/**
 * A plain-ASCII name is sent as `attachment; filename="…"` alone; any other name also gets RFC 6266's
 * `filename*=UTF-8''…`. Both are what browsers save under; the short form keeps apostrophes out of the signed query
 * for the common case (some S3-compatible servers, s3rver among them, mis-sign `'()*!`: decision 0048).
 */
export function presignedDisposition(filename: string): string {
  return /^[A-Za-z0-9 ._,+=@#&~-]+$/.test(filename) ? `attachment; filename="${filename}"` : attachmentDisposition(filename);
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function assertFilename(filename: string): void {
  const hasControl = [...filename].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!filename || filename.length > 255 || hasControl || /[/\\]/.test(filename)) {
    throw new RangeError(`Invalid download filename "${filename}"`);
  }
}
