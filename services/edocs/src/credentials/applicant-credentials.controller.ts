import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { number, object, string, type ObjectSchema } from 'yup';
import { badRequest, CurrentAuth, IdParam, Parties, readMultipartUpload, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { ApplicantCredentialsService } from './applicant-credentials.service';

interface RequestInput {
  credential_id: number;
  due_date?: string | null;
}
const requestSchema: ObjectSchema<RequestInput> = object({
  credential_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').required('required_field'),
  due_date: string().trim().nullable().optional(),
}).noUnknown(true, 'unknown_field') as ObjectSchema<RequestInput>;

/** isBack is a boolean of the query string; absent means the front. */
function isBackParam(raw: unknown): boolean {
  if (raw === undefined || raw === '' || raw === 'false') {
    return false;
  }
  if (raw === 'true') {
    return true;
  }
  throw badRequest('validation_failed', { fields: { isBack: 'invalid_entry' } });
}

/** Applicant credentials (applicant-side §7, staff-side §7 "Applicants"): the applicant, or staff of the customer. */
@ApiTags('credentials')
@Parties('applicant', 'user')
@Controller()
export class ApplicantCredentialsController {
  constructor(private readonly credentials: ApplicantCredentialsService) {}

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('api/v1/applicants/:applicantId/credentials')
  list(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.credentials.list(auth, applicantId);
  }

  /**
   * The active credential types this applicant can upload or be asked for (decision 0043, path not shown): the
   * applicant's page and the recruiter's request form read them here, as the types list itself is account configuration.
   */
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('api/v1/applicants/:applicantId/credentials/types')
  types(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.credentials.types(auth, applicantId);
  }

  /** Multipart: credential_id, expiration_date (YYYY-MM-DD), file (the front). */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('api/v1/applicants/:applicantId/credentials')
  async create(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Req() req: FastifyRequest) {
    // Who may upload is settled before the body is read: a refused caller never streams a file in.
    await this.credentials.assertMayUpload(auth, applicantId);
    return this.credentials.create(auth, applicantId, await readMultipartUpload(req, 'file'));
  }

  /** Multipart: file, optional expiration_date; ?isBack=true for the back side. */
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('api/v1/applicants/:applicantId/credentials/:id/file')
  @HttpCode(200)
  async replace(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Query('isBack') isBack: string | undefined, @Req() req: FastifyRequest) {
    const back = isBackParam(isBack);
    await this.credentials.assertMayUpload(auth, applicantId);
    return this.credentials.replaceSide(auth, applicantId, id, back, await readMultipartUpload(req, 'file'));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('api/v1/applicants/:applicantId/credentials/request')
  request(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Body(new YupBody(requestSchema)) body: RequestInput) {
    return this.credentials.request(auth, applicantId, body.credential_id, body.due_date || null);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Delete('api/v1/applicants/:applicantId/credentials/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number): Promise<void> {
    await this.credentials.remove(auth, applicantId, id);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('api/v1/applicants/:applicantId/credentials/:id/fileUrl')
  @Header('Cache-Control', 'private, no-store')
  fileUrl(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Query('isBack') isBack: string | undefined) {
    return this.credentials.fileUrl(auth, applicantId, id, isBackParam(isBack));
  }

  /** Staff send an uploaded credential to the ATS (staff-side §7); the customer in the path must be the caller's. */
  @Parties('user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('api/v2/customers/:customerId/aplcredential/sendToATS/:id')
  sendToAts(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.credentials.sendToAts(auth, customerId, id);
  }
}
