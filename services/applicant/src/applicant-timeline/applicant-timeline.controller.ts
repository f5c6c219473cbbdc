import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantTimelineService } from './applicant-timeline.service';

@ApiTags('applicants')
@Parties('user')
@Controller('api/v1/applicants/:applicantId/timeline')
export class ApplicantTimelineController {
  constructor(private readonly timeline: ApplicantTimelineService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  get(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.timeline.timeline(auth, applicantId);
  }
}
