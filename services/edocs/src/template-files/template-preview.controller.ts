import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext, RequirePermission } from '@attest/platform';
import { TemplateFilesService } from './template-files.service';

/**
 * Calls either party makes (spec applicant-side §6: preview and paper-sign PDF use the applicant or the
 * staff endpoint). Applicants reach only templates of their own requests that are not hidden from them.
 */
@ApiTags('template-files')
@Controller()
export class TemplatePreviewController {
  constructor(private readonly files: TemplateFilesService) {}

  /**
   * The template PDF to look at (inline). `?download=1` asks for it as a download (attachment), which an
   * applicant gets only from a downloadable template. Both spellings: each side uses one.
   */
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get(['api/v1/Templates/:templateId/preview', 'api/v1/templates/:templateId/preview'])
  @Parties('applicant', 'user')
  @Header('Cache-Control', 'private, no-store')
  async preview(@CurrentAuth() auth: AuthContext, @Param('templateId', IdParam) templateId: number, @Query('download') download?: string): Promise<StreamableFile> {
    const asDownload = download === '1' || download === 'true';
    if (auth.party === 'user') {
      const template = await this.files.staffTemplate(auth, templateId);
      return this.files.file(template, this.files.previewKind(template), asDownload ? 'attachment' : 'inline');
    }
    const template = await this.files.applicantTemplate(auth, templateId);
    if (asDownload) {
      this.files.assertApplicantMayDownload(template);
    }
    return this.files.file(template, this.files.previewKind(template), asDownload ? 'attachment' : 'inline');
  }

  /** The blank paper-sign PDF to print and sign: a download, so the template must be downloadable. */
  @Get('api/v1/Applicants/SignatureRequests/form/:id/paper-sign-pdf')
  @Parties('applicant')
  @Header('Cache-Control', 'private, no-store')
  async applicantPaperSignPdf(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<StreamableFile> {
    const template = await this.files.applicantTemplate(auth, id);
    this.files.assertApplicantMayDownload(template);
    return this.files.file(template, 'paperSign', 'attachment');
  }
}
