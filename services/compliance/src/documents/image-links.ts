import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, UrlSigner, type AppConfig } from '@attest/platform';
import type { I9DocumentImageEntity } from './entities';

/** How long a viewing link works: long enough to open the page, short enough that a copied link dies soon. */
export const IMAGE_LINK_TTL_SECONDS = 5 * 60;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/gif': '.gif', 'image/bmp': '.bmp' };

export const imageExtension = (contentType: string): string => EXTENSIONS[contentType] ?? '.bin';

/** The name an image has in a download or a ZIP (no personal data: record, list, place, side). */
export const imageFileName = (image: Pick<I9DocumentImageEntity, 'record_id' | 'list' | 'doc_index' | 'side' | 'content_type'>): string =>
  `i9-${image.record_id}-list-${image.list.toLowerCase()}${image.doc_index + 1}-${image.side}${imageExtension(image.content_type)}`;

/** What the signature covers: the customer and the image (the id alone would let a link outlive a move). */
const signedKey = (customerId: number, imageId: number) => `i9-document-images/${customerId}/${imageId}`;

/**
 * Signed, expiring links to a document image (platform's UrlSigner, the HMAC of the files route). The bytes
 * are served by ImageContentController, which decrypts them: the files route would hand out ciphertext.
 */
@Injectable()
export class ImageLinks {
  private readonly signer: UrlSigner;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.signer = new UrlSigner(config.signingSecret);
  }

  link(image: I9DocumentImageEntity, ttlSeconds = IMAGE_LINK_TTL_SECONDS): { url: string; url_expires_at: string } {
    const filesUrl = this.signer.signedUrl(signedKey(image.customer_id, image.id), ttlSeconds, imageFileName(image));
    const query = new URLSearchParams(filesUrl.slice(filesUrl.indexOf('?') + 1));
    return {
      url: `/api/v1/i9/document-images/${image.customer_id}/${image.id}?${query.toString()}`,
      url_expires_at: new Date(Number(query.get('expires')) * 1000).toISOString(),
    };
  }

  verify(customerId: number, imageId: number, expires: unknown, filename: unknown, signature: unknown): boolean {
    return typeof expires === 'string' && typeof filename === 'string' && typeof signature === 'string' && this.signer.verify(signedKey(customerId, imageId), expires, filename, signature);
  }
}
