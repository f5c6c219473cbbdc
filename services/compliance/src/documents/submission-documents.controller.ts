import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { attachmentDisposition, CurrentAuth, IdParam, RequirePermission, type AuthContext } from '@attest/platform';
import { queryFlag } from '../shared/query-flags';
import { DocumentDownloadsService } from './document-downloads.service';
import { DocumentImagesService, type DocumentImagesAnswer } from './document-images.service';

/** staff-side §7: GET /api/v1/submissions/{id}/documents and /downloads (`{id}` is the I-9 record's id). */
@ApiTags('i9')
@Controller('api/v1/submissions')
export class SubmissionDocumentsController {
  constructor(
    private readonly images: DocumentImagesService,
    private readonly downloads: DocumentDownloadsService,
  ) {}

  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/documents')
  @Header('Cache-Control', 'private, no-store')
  documents(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<DocumentImagesAnswer> {
    return this.images.list(auth, id);
  }

  /** The I-9 PDF and the document copies in one ZIP (numbers masked unless revealed, as for the PDF). */
  @RequirePermission(PERMISSIONS.I9_READ)
  @Get(':id/downloads')
  @Header('Cache-Control', 'private, no-store')
  async download(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('reveal') reveal?: string): Promise<StreamableFile> {
    const stream = await this.downloads.zip(auth, id, queryFlag('reveal', reveal));
    return new StreamableFile(stream, { type: 'application/zip', disposition: attachmentDisposition(`i9-${id}-documents.zip`) });
  }
}
