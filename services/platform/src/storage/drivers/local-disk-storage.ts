import * as fs from 'fs';
import * as path from 'path';
import { Readable, Writable } from 'stream';
import { pipeline } from 'stream/promises';
import { assertValidStorageKey } from '../storage-key';
import { StorageObjectNotFoundError, type SignedUrlOptions, type StorageService } from '../storage.types';
import { UrlSigner } from '../url-signer';
import { AtomicWriteStream } from './atomic-write-stream';

/** Files under one root folder (config.storageDir); the key is the relative path. */
export class LocalDiskStorage implements StorageService {
  private readonly root: string;
  private readonly signer: UrlSigner;

  constructor(root: string, signingSecret: string, now?: () => number) {
    this.root = path.resolve(root);
    this.signer = new UrlSigner(signingSecret, now);
  }

  async put(key: string, data: Buffer | Readable, _contentType?: string): Promise<void> {
    // The content type is not stored on disk: downloads derive it from the extension.
    const stream = this.createWriteStream(key);
    await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, stream);
  }

  createWriteStream(key: string): Writable {
    return new AtomicWriteStream(this.pathOf(key));
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first so a missing file is a clear error before any byte is sent.
    const handle = await fs.promises.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR' ? new StorageObjectNotFoundError(key) : err;
    });
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      throw new StorageObjectNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async exists(key: string): Promise<boolean> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    return stat?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  signedUrl(key: string, options: SignedUrlOptions): string {
    return this.signer.signedUrl(assertValidStorageKey(key), options.ttlSeconds, options.filename);
  }

  verify(key: string, expires: string | number, filename: string, signature: string): boolean {
    return this.signer.verify(key, expires, filename, signature);
  }

  /** The absolute path of a key; the key rules already forbid "..", the prefix check is the belt. */
  private pathOf(key: string): string {
    const file = path.resolve(this.root, assertValidStorageKey(key));
    if (!file.startsWith(this.root + path.sep)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return file;
  }
}
