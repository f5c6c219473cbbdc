import { applicantListFilterSchema, PERMISSIONS, type ApplicantListFilter } from '@attest/contracts';
import { Body, Controller, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { ApplicantExportService } from './applicant-export.service';

/** staff-side §7 `POST /api/v1/applicants/export` (file stream) and `/exportasync`, with the list's filter. */
@ApiTags('applicants')
@Controller('api/v1/applicants')
@Parties('user')
export class ApplicantExportController {
  constructor(private readonly exports: ApplicantExportService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_EXPORT)
  @Post('export')
  @HttpCode(200)
  async export(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantListFilterSchema)) body: ApplicantListFilter): Promise<StreamableFile> {
    const file = await this.exports.direct(auth, body);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.filename}"` });
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_EXPORT)
  @Post('exportasync')
  @HttpCode(202)
  exportAsync(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantListFilterSchema)) body: ApplicantListFilter) {
    return this.exports.start(auth, body);
  }
}
