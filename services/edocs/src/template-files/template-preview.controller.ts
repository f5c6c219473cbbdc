import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { TemplateFilesService } from './template-files.service';

/**
 * Calls either party makes (spec applicant-side §6: preview and paper-sign PDF use the applicant or the
 * staff endpoint). Applicants reach only templates of their own requests that are not hidden from them.
 */
@ApiTags('template-files')
@Controller()
export class TemplatePreviewController {
  constructor(private readonly files: TemplateFilesService) {}

  /** The template PDF to look at (inline). Both spellings: the applicant side and the staff side each use one. */
  @Get(['api/v1/Templates/:templateId/preview', 'api/v1/templates/:templateId/preview'])
  @Parties('applicant', 'user')
  @Header('Cache-Control', 'private, no-store')
  async preview(@CurrentAuth() auth: AuthContext, @Param('templateId', IdParam) templateId: number): Promise<StreamableFile> {
    const template = auth.party === 'applicant' ? await this.files.applicantTemplate(auth, templateId) : await this.files.staffTemplate(auth, templateId);
    return this.files.file(template, this.files.previewKind(template), 'inline');
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
