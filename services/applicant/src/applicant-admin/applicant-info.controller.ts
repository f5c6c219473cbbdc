import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantAdminService } from './applicant-admin.service';
import { ApplicantInfoService } from './applicant-info.service';

/** The v2 sub-resources of the staff applicant detail: location code, alternate ids, debug info, pay summary. */
@ApiTags('applicants')
@Parties('user')
@Controller('api/v2/customers/:customerId')
export class ApplicantInfoController {
  constructor(
    private readonly info: ApplicantInfoService,
    private readonly admin: ApplicantAdminService,
  ) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('applicants/locationCode/:applicantId')
  locationCode(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.info.locationCode(auth, customerId, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('applicants/debugInfo/:applicantId')
  debugInfo(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.info.debugInfo(auth, customerId, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('applicants/deleteAltId')
  @HttpCode(200)
  deleteAltId(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body() body: unknown) {
    return this.admin.deleteAltId(auth, customerId, body);
  }
}
