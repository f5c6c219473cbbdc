import { Controller, Get, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, UPLOAD_MAX_BYTES } from '@attest/contracts';
import { CurrentAuth, IdParam, readMultipartUpload, RequirePermission, type AuthContext } from '@attest/platform';
import { CaseDocumentsService } from './case-documents.service';
import type { CaseFileView } from './case-file-store';

/**
 * staff-side §7 `POST form-data and GET /api/v1/everify/{id}/documents`, and *(ours)* each file's state and its
 * download (`files/{fileId}`, `files/{fileId}/content`): letters and ZIPs are made on the queue, their state is read here.
 */
@ApiTags('everify')
@Controller('api/v1/everify/:id')
export class CaseDocumentsController {
  constructor(private readonly documents: CaseDocumentsService) {}

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('documents')
  list(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<{ case_id: number; items: CaseFileView[] }> {
    return this.documents.list(auth, id);
  }

  /** Multipart `{ file }`: a PDF, JPEG or PNG, checked by its content, sealed at rest. */
  @RequirePermission(PERMISSIONS.EVERIFY_MANAGE)
  @Post('documents')
  async upload(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Req() req: FastifyRequest): Promise<CaseFileView> {
    await this.documents.prepareUpload(auth, id);
    return this.documents.upload(auth, id, await readMultipartUpload(req, 'file', UPLOAD_MAX_BYTES));
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('files/:fileId')
  status(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('fileId', IdParam) fileId: number): Promise<CaseFileView> {
    return this.documents.status(auth, id, fileId);
  }

  @RequirePermission(PERMISSIONS.EVERIFY_READ)
  @Get('files/:fileId/content')
  async content(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('fileId', IdParam) fileId: number): Promise<StreamableFile> {
    const { file, bytes } = await this.documents.content(auth, id, fileId);
    return new StreamableFile(bytes, { type: file.content_type, disposition: `attachment; filename="${file.file_name}"` });
  }
}
