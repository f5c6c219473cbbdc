import { applicantListFilterSchema, applicantListQuerySchema, PERMISSIONS, type ApplicantListFilter, type ApplicantListQuery } from '@attest/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { ApplicationsQueryService } from './applications-query.service';

/** staff-side §7 "Application statuses": POST /api/v1/applications/query and /counts, with the applicant list's filter. */
@ApiTags('application-status')
@Controller('api/v1/applications')
@Parties('user')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsQueryService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantListQuerySchema)) body: ApplicantListQuery) {
    const { sort, direction, skip, take, ...filter } = body;
    return this.applications.query(auth, filter, { sort, direction, skip, take });
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('counts')
  @HttpCode(200)
  counts(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantListFilterSchema)) body: ApplicantListFilter) {
    return this.applications.counts(auth, body);
  }
}
