import { Inject, Injectable } from '@nestjs/common';
import { fieldCipher, STORAGE, type StorageService } from '@attest/platform';
import type { EverifyPhoto } from '../adapter/everify-adapter';

/** The photo E-Verify showed for photo matching: a person's picture, so stored encrypted (field cipher). */
@Injectable()
export class EverifyPhotoStore {
  constructor(@Inject(STORAGE) private readonly storage: StorageService) {}

  async put(customerId: number, caseId: number, photo: EverifyPhoto): Promise<string> {
    const key = `everify/${customerId}/case-${caseId}/photo.enc`;
    await this.storage.put(key, Buffer.from(fieldCipher().encrypt(JSON.stringify(photo)), 'utf8'), 'application/octet-stream');
    return key;
  }

  async read(key: string): Promise<EverifyPhoto> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.read(key)) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    }
    return JSON.parse(fieldCipher().decrypt(Buffer.concat(chunks).toString('utf8'))) as EverifyPhoto;
  }
}
