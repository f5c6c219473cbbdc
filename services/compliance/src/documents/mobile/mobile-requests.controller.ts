import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, Parties, Public, readMultipartUpload, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { megabytes } from '../image-check';
import type { DocumentImageView } from '../image-view';
import { createMobileRequestSchema, verifyMobileRequestSchema, type CreateMobileRequestBody, type VerifyMobileRequestBody } from './dto/create-mobile-request.dto';
import { MOBILE_TOKEN_HEADER } from './mobile-request-rules';
import { MobileRequestsService, type CreatedMobileRequest, type MobileRequestStatusView, type VerifiedMobileRequest } from './mobile-requests.service';

/**
 * applicant-side §7 and staff-side §7 mobileVerificationRequests: the desktop (staff with i9.section2.sign, or
 * the employee on their own I-9) makes a request; the phone's routes are public on purpose: the link's random
 * id, then the code, then the upload token are the credentials.
 */
@ApiTags('i9')
@Controller('api/v1/mobileVerificationRequests')
export class MobileRequestsController {
  constructor(private readonly requests: MobileRequestsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.I9_SECTION2_SIGN)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(createMobileRequestSchema)) body: CreateMobileRequestBody): Promise<CreatedMobileRequest> {
    return this.requests.create(auth, body);
  }

  @Public()
  @Get(':id')
  status(@Param('id') id: string): Promise<MobileRequestStatusView> {
    return this.requests.status(id);
  }

  @Public()
  @Post(':id/verify')
  @HttpCode(200)
  verify(@Param('id') id: string, @Body(new YupBody(verifyMobileRequestSchema)) body: VerifyMobileRequestBody): Promise<VerifiedMobileRequest> {
    return this.requests.verify(id, body.value);
  }

  /** Multipart `{ side, file }` with the token in the X-Mobile-Upload-Token header (never in the URL). */
  @Public()
  @Post(':id/images')
  async upload(@Param('id') id: string, @Headers(MOBILE_TOKEN_HEADER) token: string | undefined, @Req() req: FastifyRequest): Promise<DocumentImageView> {
    const { maxMb } = await this.requests.prepareUpload(id, token);
    return this.requests.upload(id, token, await readMultipartUpload(req, 'file', megabytes(maxMb)), req.ip);
  }
}
