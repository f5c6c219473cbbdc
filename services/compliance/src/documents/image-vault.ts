import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'crypto';
import { Readable } from 'stream';
import { APP_CONFIG, STORAGE, type AppConfig, type StorageService } from '@attest/platform';

const MAGIC = Buffer.from('I9IMG1');
const HEAD = MAGIC.length + 12 + 16;

/**
 * Document images at rest: AES-256-GCM with a key derived (HKDF) from the deployment's encryption key,
 * the storage key as associated data, so a file copied under another record's key does not open.
 * Platform storage writes plain bytes, hence this layer (decision 0010).
 */
export class ImageCipher {
  constructor(private readonly key: Buffer) {}

  static fromMasterKey(master: Buffer): ImageCipher {
    return new ImageCipher(Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'attest:i9-document-images:v1', 32)));
  }

  seal(storageKey: string, plain: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(storageKey));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
  }

  open(storageKey: string, sealed: Buffer): Buffer {
    if (sealed.length < HEAD || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new Error('Not a sealed document image');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(MAGIC.length, MAGIC.length + 12));
    decipher.setAAD(Buffer.from(storageKey));
    decipher.setAuthTag(sealed.subarray(MAGIC.length + 12, HEAD));
    return Buffer.concat([decipher.update(sealed.subarray(HEAD)), decipher.final()]);
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Puts and reads document images through platform storage, sealed. */
@Injectable()
export class ImageVault {
  private readonly cipher: ImageCipher;

  constructor(
    @Inject(STORAGE) private readonly storage: StorageService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cipher = ImageCipher.fromMasterKey(config.encryptionKey);
  }

  async put(storageKey: string, plain: Buffer): Promise<void> {
    await this.storage.put(storageKey, this.cipher.seal(storageKey, plain), 'application/octet-stream');
  }

  /** The image's bytes; rejects (StorageObjectNotFoundError) when the file is gone. */
  async read(storageKey: string): Promise<Buffer> {
    return this.cipher.open(storageKey, await readAll(await this.storage.read(storageKey)));
  }

  delete(storageKey: string): Promise<void> {
    return this.storage.delete(storageKey);
  }
}
