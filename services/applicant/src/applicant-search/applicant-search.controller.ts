import { applicantListQuerySchema, PERMISSIONS, type ApplicantListQuery } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { badRequest, CurrentAuth, Parties, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { ApplicantSearchService } from './applicant-search.service';

const DEFAULT_TAKE = 10;

@ApiTags('applicants')
@Controller('api/v1/applicants')
@Parties('user')
export class ApplicantSearchController {
  constructor(private readonly search: ApplicantSearchService) {}

  /** GET /api/v1/applicants?term=&take= (take defaults to 10). */
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  find(@CurrentAuth() auth: AuthContext, @Query('term') term?: string, @Query('take') take?: string) {
    const n = take === undefined || take === '' ? DEFAULT_TAKE : Number(take);
    if (!Number.isInteger(n) || n < 1 || n > 100) {
      throw badRequest('validation_failed', { fields: { take: 'number_validator' } });
    }
    if (term !== undefined && (typeof term !== 'string' || term.length > 100)) {
      throw badRequest('validation_failed', { fields: { term: 'es_max' } });
    }
    return this.search.search(auth, term, n);
  }

  /** POST /api/v1/applicants/query: every filter of the list, a sort column and direction, a page. */
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(applicantListQuerySchema)) body: ApplicantListQuery) {
    const { sort, direction, skip, take, ...filter } = body;
    return this.search.query(auth, filter, { sort, direction, skip, take });
  }
}
