import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, IdParam, Parties, readMultipartUpload, type AuthContext, RequirePermission } from '@attest/platform';
import { ApplicantDocumentsService, type StoredDocument } from './applicant-documents.service';

/** Document uploads (spec applicant-side §3, §5, §7 "Documents, credentials and resume"): the applicant, or staff of the customer. */
@ApiTags('documents')
@Parties('applicant', 'user')
@Controller()
export class ApplicantDocumentsController {
  constructor(private readonly documents: ApplicantDocumentsService) {}

  /** Multipart: doc_type, file, expiration_date, template_id, sig_req_ids, sync_ats, field_name. `is_applicant=1` is informational. */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(['api/employees/setdocs/:applicantId', 'api/employees/setdocs/:applicantId/:userId'])
  @HttpCode(200)
  async setDocs(
    @CurrentAuth() auth: AuthContext,
    @Param('applicantId', IdParam) applicantId: number,
    @Param('userId') userIdRaw: string | undefined,
    @Req() req: FastifyRequest,
  ): Promise<StoredDocument> {
    const userId = userIdRaw === undefined ? null : new IdParam().transform(userIdRaw);
    // Who may upload is settled before the body is read: a refused caller never streams a file in.
    await this.documents.assertMayUpload(auth, applicantId);
    const upload = await readMultipartUpload(req, 'file');
    return this.documents.store(auth, applicantId, userId, upload);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('api/v1/applicants/:applicantId/documents/:id/fileUrl')
  @Header('Cache-Control', 'private, no-store')
  fileUrl(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number): Promise<{ url: string }> {
    return this.documents.fileUrl(auth, applicantId, id);
  }
}
