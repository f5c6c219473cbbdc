import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { candidateSignedSchema, createOrderSchema, type CandidateSignedInput, type CreateOrderInput } from './dto/sig-request-dtos';
import { ReqMeta, type RequestMeta } from '@attest/platform';
import { SignatureRequestsService } from './signature-requests.service';

@ApiTags('signature-requests')
@Controller('api/v1/Applicants/SignatureRequests')
@Parties('applicant')
export class ApplicantSigRequestsController {
  constructor(private readonly requests: SignatureRequestsService) {}

  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.requests.listForApplicant(auth);
  }
}

@ApiTags('signature-requests')
@Controller('api/v1/MultisignRequests')
export class MultisignRequestsController {
  constructor(private readonly requests: SignatureRequestsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get(':id')
  expiry(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.requests.multisignExpiry(auth, id);
  }
}

/** The signing flow's calls: applicant (own requests) or staff (their customer's). */
@ApiTags('signature-requests')
@Controller('api/edocs')
export class EdocsSigRequestsController {
  constructor(private readonly requests: SignatureRequestsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Put('sigrequests/:id/:status')
  move(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('status') status: string, @ReqMeta() meta: RequestMeta) {
    return this.requests.moveStatus(auth, id, status, meta);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Get('sigrequests/:id/checkReady')
  checkReady(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.requests.checkReady(auth, id);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('sigrequests/:id/candidatesigned')
  @HttpCode(200)
  candidateSigned(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(candidateSignedSchema)) body: CandidateSignedInput, @ReqMeta() meta: RequestMeta) {
    return this.requests.candidateSigned(auth, id, body, meta);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('sigrequests/:id/createOrder')
  @HttpCode(200)
  createOrder(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Query('external_order') external: string | undefined,
    @Body(new YupBody(createOrderSchema)) body: CreateOrderInput,
    @ReqMeta() meta: RequestMeta,
  ) {
    return this.requests.createOrder(auth, id, external === '1' || external === 'true', body, meta);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post('alertinvalidtemplates/:id')
  @HttpCode(200)
  alert(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @ReqMeta() meta: RequestMeta) {
    return this.requests.alertInvalidTemplates(auth, id, meta);
  }
}
