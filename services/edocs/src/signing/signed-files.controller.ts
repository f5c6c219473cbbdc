import { PERMISSIONS } from '@attest/contracts';
import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext, RequirePermission } from '@attest/platform';
import { SignedFilesService } from './signed-files.service';

/** Signed, expiring links to a request's files (staff; the applicant for their own unless restricted). */
@ApiTags('signing')
@Parties('user', 'applicant')
@Controller('api/v1/applicants/:id')
export class SignedFilesController {
  constructor(private readonly files: SignedFilesService) {}

  /** docId is the sig_request_id. */
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('documents/:docId/signatureRequest/fileUrl')
  @Header('Cache-Control', 'private, no-store')
  signed(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('docId', IdParam) docId: number) {
    return this.files.fileUrl(auth, id, docId, { kind: 'signed' });
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('signatureRequest/:reqId/audit/fileUrl')
  @Header('Cache-Control', 'private, no-store')
  audit(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('reqId', IdParam) reqId: number) {
    return this.files.fileUrl(auth, id, reqId, { kind: 'audit' });
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('signatureRequest/:reqId/form/:formId/fileUrl')
  @Header('Cache-Control', 'private, no-store')
  form(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('reqId', IdParam) reqId: number, @Param('formId', IdParam) formId: number) {
    return this.files.fileUrl(auth, id, reqId, { kind: 'form', templateId: formId });
  }
}
