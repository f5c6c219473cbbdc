import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { optionalId, CurrentAuth, IdParam, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import {
  createSigRequestSchema,
  extendExpirationSchema,
  sigRequestFilterSchema,
  type CreateSigRequestInput,
  type ExtendExpirationInput,
  type SigRequestFilter,
} from './dto/sig-request-dtos';
import { ReqMeta, type RequestMeta } from '@attest/platform';
import { parseIdList, RequesterFormsService } from './requester-forms.service';
import { SigRequestExportService } from './sig-request-export.service';
import { SigRequestStaffService } from './sig-request-staff.service';

@ApiTags('signature-requests')
@Controller('api/v1/SignatureRequests')
@Parties('user')
export class StaffSigRequestsController {
  constructor(
    private readonly staff: SigRequestStaffService,
    private readonly exports: SigRequestExportService,
  ) {}

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Post('count')
  @HttpCode(200)
  count(@CurrentAuth() auth: AuthContext, @Body(new YupBody(sigRequestFilterSchema)) body: SigRequestFilter) {
    return this.staff.count(auth, body);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(sigRequestFilterSchema)) body: SigRequestFilter) {
    return this.staff.query(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_EXPORT)
  @Post('export')
  @HttpCode(200)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="signature-requests.csv"')
  export(@CurrentAuth() auth: AuthContext, @Body(new YupBody(sigRequestFilterSchema)) body: SigRequestFilter) {
    return new StreamableFile(this.staff.exportCsv(auth, body));
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_EXPORT)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(sigRequestFilterSchema)) body: SigRequestFilter) {
    return this.exports.start(auth, body);
  }
}

@ApiTags('signature-requests')
@Controller('api/v1/signatureRequests')
@Parties('user')
export class StaffAvailableController {
  constructor(private readonly staff: SigRequestStaffService) {}

  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('availablePackages')
  packages(@CurrentAuth() auth: AuthContext, @Query('locationId') locationId?: string) {
    return this.staff.availablePackages(auth, optionalId(locationId));
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('availableTemplates')
  templates(@CurrentAuth() auth: AuthContext, @Query('locationId') locationId?: string) {
    optionalId(locationId);
    return this.staff.availableTemplates(auth);
  }
}

@ApiTags('signature-requests')
@Controller('api/v1/applicants/:id/signatureRequest')
@Parties('user')
export class ApplicantScopedSigRequestsController {
  constructor(
    private readonly staff: SigRequestStaffService,
    private readonly requesterForms: RequesterFormsService,
  ) {}

  /** Requester mode: the REQUESTER fields of what a request of these packages/templates would hold, filled by staff when sending. */
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('requesterForms')
  requesterFormsFor(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('package_ids') packageIds?: string, @Query('template_ids') templateIds?: string) {
    return this.requesterForms.forSending(auth, id, { package_ids: parseIdList(packageIds, 'package_ids'), template_ids: parseIdList(templateIds, 'template_ids') });
  }

  /** Without locationId: the applicant's location (packages for every location are always offered). */
  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('availablePackages')
  async packages(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('locationId') locationId?: string) {
    const own = await this.staff.applicantLocation(auth, id);
    return this.staff.availablePackages(auth, optionalId(locationId) ?? own ?? undefined);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Get('availableTemplates')
  async templates(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Query('locationId') locationId?: string) {
    optionalId(locationId);
    await this.staff.applicantLocation(auth, id);
    return this.staff.availableTemplates(auth);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(createSigRequestSchema)) body: CreateSigRequestInput, @ReqMeta() meta: RequestMeta) {
    return this.staff.create(auth, id, body, meta);
  }

  @RequirePermission(PERMISSIONS.DOCUMENTS_SEND)
  @Post(':reqId/extend-expiration')
  @HttpCode(200)
  extend(
    @CurrentAuth() auth: AuthContext,
    @Param('id', IdParam) id: number,
    @Param('reqId', IdParam) reqId: number,
    @Body(new YupBody(extendExpirationSchema)) body: ExtendExpirationInput,
    @ReqMeta() meta: RequestMeta,
  ) {
    return this.staff.extendExpiration(auth, id, reqId, body, meta);
  }
}
