import { Controller, Get, Header, Inject, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { forbidden, notFound } from '../errors/app-exception';
import { attachmentDisposition, contentTypeFor } from './content-type';
import { isValidStorageKey } from './storage-key';
import { STORAGE, StorageObjectNotFoundError, type StorageService } from './storage.types';

/**
 * Downloads through expiring signed URLs. Public on purpose: the HMAC signature over key, expiry
 * and filename is the credential, so a link in an email or a new tab works without a session.
 */
@Public()
@ApiExcludeController()
@Controller('api/v1/files')
export class FilesController {
  constructor(@Inject(STORAGE) private readonly storage: StorageService) {}

  @Get('*')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  async download(
    @Param('*') key: string,
    @Query('expires') expires: unknown,
    @Query('filename') filename: unknown,
    @Query('signature') signature: unknown,
  ): Promise<StreamableFile> {
    if (
      !isValidStorageKey(key) ||
      typeof expires !== 'string' ||
      typeof filename !== 'string' ||
      typeof signature !== 'string' ||
      !this.storage.verify(key, expires, filename, signature)
    ) {
      throw forbidden('link_expired_or_invalid');
    }
    try {
      const stream = await this.storage.read(key);
      return new StreamableFile(stream, { type: contentTypeFor(key), disposition: attachmentDisposition(filename) });
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) {
        throw notFound('file_not_found');
      }
      throw err;
    }
  }
}
