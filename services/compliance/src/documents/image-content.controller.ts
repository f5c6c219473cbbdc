import { Controller, Get, Header, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { forbidden, IdParam, notFound, Public, StorageObjectNotFoundError, TenantRepository } from '@attest/platform';
import { I9DocumentImageEntity } from './entities';
import { ImageLinks } from './image-links';
import { ImageVault } from './image-vault';

/**
 * The bytes behind a viewing link. Public on purpose, like platform's files route: the HMAC signature over
 * customer, image, expiry and name is the credential (issued by a list that wrote the view to the trail).
 */
@Public()
@ApiExcludeController()
@Controller('api/v1/i9/document-images')
export class ImageContentController {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly links: ImageLinks,
    private readonly vault: ImageVault,
  ) {}

  @Get(':customerId/:imageId')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'")
  async content(
    @Param('customerId', IdParam) customerId: number,
    @Param('imageId', IdParam) imageId: number,
    @Query('expires') expires: unknown,
    @Query('filename') filename: unknown,
    @Query('signature') signature: unknown,
  ): Promise<StreamableFile> {
    if (!this.links.verify(customerId, imageId, expires, filename, signature)) {
      throw forbidden('i9_image_link_expired');
    }
    const image = await new TenantRepository(this.ds, I9DocumentImageEntity).findOne(customerId, { id: imageId });
    if (!image || image.removed_at) {
      throw notFound('i9_image_not_found');
    }
    try {
      const bytes = await this.vault.read(image.storage_key);
      return new StreamableFile(bytes, { type: image.content_type, disposition: `inline; filename="${String(filename).replace(/[^\w.-]/g, '_')}"`, length: bytes.length });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        throw notFound('i9_image_not_found');
      }
      throw err;
    }
  }
}
