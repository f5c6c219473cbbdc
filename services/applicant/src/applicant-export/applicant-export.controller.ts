import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { applicantExportSchema, type ApplicantFilter } from '../applicant-search/applicant-filter';
import { ApplicantExportService } from './applicant-export.service';

@ApiTags('applicants')
@Controller('api/v1/applicants')
@Parties('user')
export class ApplicantExportController {
  constructor(private readonly exports: ApplicantExportService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_EXPORT)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantExportSchema)) body: ApplicantFilter) {
    return this.exports.start(auth, body);
  }
}
