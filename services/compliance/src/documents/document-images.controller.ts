import { Controller, Delete, Get, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, readMultipartUpload, RequirePermission, type AuthContext } from '@attest/platform';
import { parseImageTarget } from './dto/image-target.dto';
import { DocumentImagesService, type DocumentImagesAnswer } from './document-images.service';
import { megabytes } from './image-check';
import type { DocumentImageView } from './image-view';

/**
 * Document images of an I-9 (paths ours; decision 0010): staff on any record in scope, the employee on their
 * own current record. Multipart `{ list, index, side, file }`; who may upload is settled before the body is read.
 */
@ApiTags('i9')
@Controller('api/v1/i9')
export class DocumentImagesController {
  constructor(private readonly images: DocumentImagesService) {}

  @Parties('applicant')
  @Get('documents')
  async ownList(@CurrentAuth() auth: AuthContext): Promise<DocumentImagesAnswer> {
    return this.images.list(auth, await this.images.ownRecordId(auth));
  }

  @Parties('applicant')
  @Post('documents')
  async ownUpload(@CurrentAuth() auth: AuthContext, @Req() req: FastifyRequest): Promise<DocumentImageView> {
    const recordId = await this.images.ownRecordId(auth);
    const maxMb = await this.images.prepareUpload(auth, recordId);
    return this.images.upload(auth, recordId, await readMultipartUpload(req, 'file', megabytes(maxMb)));
  }

  @Parties('applicant')
  @Delete('documents/:list/:index/:side')
  async ownRemove(@CurrentAuth() auth: AuthContext, @Param() params: Record<string, string>): Promise<{ removed: number }> {
    const target = parseImageTarget(params);
    return this.images.remove(auth, await this.images.ownRecordId(auth), target);
  }

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post(':id/documents')
  async upload(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Req() req: FastifyRequest): Promise<DocumentImageView> {
    const maxMb = await this.images.prepareUpload(auth, id);
    return this.images.upload(auth, id, await readMultipartUpload(req, 'file', megabytes(maxMb)));
  }

  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Delete(':id/documents/:list/:index/:side')
  remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param() params: Record<string, string>): Promise<{ removed: number }> {
    return this.images.remove(auth, id, parseImageTarget(params));
  }
}
