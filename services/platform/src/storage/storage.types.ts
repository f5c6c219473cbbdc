import type { Readable, Writable } from 'stream';

export interface SignedUrlOptions {
  ttlSeconds: number;
  /** The name the browser saves the download as. */
  filename: string;
}

/**
 * Where files live. Keys are relative, slash-separated paths such as `exports/<customerId>/<file>.csv`.
 * LocalDiskStorage is the default; an S3-compatible driver implements the same interface.
 */
export interface StorageService {
  put(key: string, data: Buffer | Readable, contentType?: string): Promise<void>;
  /** Streaming write; the object appears under its key only once the stream has finished. */
  createWriteStream(key: string): Writable;
  /** Rejects with StorageObjectNotFoundError when the key holds nothing. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Relative download URL `/api/v1/files/<key>?expires=&filename=&signature=`. */
  signedUrl(key: string, options: SignedUrlOptions): string;
  verify(key: string, expires: string | number, filename: string, signature: string): boolean;
}

export const STORAGE = Symbol('STORAGE');

export class StorageObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under "${key}"`);
    this.name = 'StorageObjectNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key "${key}"`);
    this.name = 'InvalidStorageKeyError';
  }
}
