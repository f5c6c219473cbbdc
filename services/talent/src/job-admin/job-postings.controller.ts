import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  jobPostingFlagsSchema,
  jobPostingInputSchema,
  jobPostingQuerySchema,
  PERMISSIONS,
  type JobPostingFlagsInput,
  type JobPostingInput,
  type JobPostingQuery,
} from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { JobAdminService } from './job-admin.service';

/**
 * Job postings for staff (staff-side §3 JobPosting, every field; paths not shown, decision 0042): query with
 * paging and filters, read, create, edit, and the flags (active = visible to applicants, public, featured).
 * Reading needs applicants.read, writing applicants.write.
 */
@ApiTags('job administration')
@Controller('api/v1/jobpostings')
@Parties('user')
export class JobPostingsController {
  constructor(private readonly jobs: JobAdminService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(jobPostingQuerySchema)) body: JobPostingQuery) {
    return this.jobs.queryPostings(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':id')
  one(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.jobs.getPosting(auth, id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(jobPostingInputSchema)) body: JobPostingInput) {
    return this.jobs.createPosting(auth, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(jobPostingInputSchema)) body: JobPostingInput) {
    return this.jobs.updatePosting(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Patch(':id/flags')
  flags(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(jobPostingFlagsSchema)) body: JobPostingFlagsInput) {
    return this.jobs.setFlags(auth, id, body);
  }
}
