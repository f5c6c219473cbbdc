import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Header, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, IdParam, Parties, readMultipartUpload, type AuthContext, RequirePermission } from '@attest/platform';
import { TemplateFilesService, type StoredTemplatePdf } from './template-files.service';

/** Staff upload and read a template's PDF and paper-sign PDF (spec staff-side §7 "Templates, forms…"). */
@ApiTags('template-files')
@Parties('user')
@Controller()
export class StaffTemplateFilesController {
  constructor(private readonly files: TemplateFilesService) {}

  /** Multipart {pdf, title}. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/customers/:customerId/forms/:formId/pdf')
  @HttpCode(200)
  async uploadPdf(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Req() req: FastifyRequest): Promise<StoredTemplatePdf> {
    await this.files.staffTemplate(auth, formId, customerId);
    return this.files.upload(auth, customerId, formId, 'pdf', await readMultipartUpload(req, 'pdf'));
  }

  /** Multipart {pdf, title}. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post('api/customers/:customerId/forms/:formId/paperSignPdf')
  @HttpCode(200)
  async uploadPaperSignPdf(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number, @Req() req: FastifyRequest): Promise<StoredTemplatePdf> {
    await this.files.staffTemplate(auth, formId, customerId);
    return this.files.upload(auth, customerId, formId, 'paperSign', await readMultipartUpload(req, 'pdf'));
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get('api/customers/:customerId/forms/:formId/pdf')
  @Header('Cache-Control', 'private, no-store')
  async pdf(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('formId', IdParam) formId: number): Promise<StreamableFile> {
    return this.files.file(await this.files.staffTemplate(auth, formId, customerId), 'pdf', 'inline');
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('api/v1/templates/:id/paper-sign-pdf')
  @Header('Cache-Control', 'private, no-store')
  async paperSignPdf(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StreamableFile> {
    return this.files.file(await this.files.staffTemplate(auth, id), 'paperSign', 'inline');
  }
}
