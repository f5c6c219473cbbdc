import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantJobsService } from './applicant-jobs.service';

/**
 * The applicant page's "Jobs and placements" section (decision 0042): one applicant's job applications,
 * placements and interviews, newest first. applicants.read; an applicant of another customer or outside the
 * caller's locations answers 404.
 */
@ApiTags('job administration')
@Controller('api/v1/applicants/:applicantId')
@Parties('user')
export class ApplicantJobsController {
  constructor(private readonly jobs: ApplicantJobsService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('job-applications')
  applications(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.jobs.applications(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('placements')
  placements(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.jobs.placements(auth, applicantId);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('interviews')
  interviews(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.jobs.interviews(auth, applicantId);
  }
}
