import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { parseJobSearch } from './job-search-query';
import { JobsService } from './jobs.service';

/** The applicant's job screens (applicant-side §2 "Talent platform screens"; the spec shows no paths). */
@ApiTags('jobs')
@Controller('api/v1/talent/jobs')
@Parties('applicant')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /** GET /api/v1/talent/jobs?term=&category=&specialty=&job_type=&distance=&pay_min=&pay_max=&featured=&pay_type=&skip=&take= */
  @Get()
  search(@CurrentAuth() auth: AuthContext, @Query() query: Record<string, unknown>) {
    return this.jobs.search(auth, parseJobSearch(query));
  }

  /** The search form's choices: categories with their specialties, job types, distance options, pay types. */
  @Get('filters')
  filters(@CurrentAuth() auth: AuthContext) {
    return this.jobs.filters(auth);
  }

  @Get('applications')
  applications(@CurrentAuth() auth: AuthContext) {
    return this.jobs.applications(auth);
  }

  @Get(':id')
  detail(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.jobs.detail(auth, id);
  }

  @Post(':id/apply')
  @HttpCode(200)
  apply(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.jobs.apply(auth, id);
  }
}
