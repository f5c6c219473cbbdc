import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { jobDisplaySettingsSchema, PERMISSIONS, type JobDisplaySettingsDto, type JobDisplaySettingsInput } from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { JobDisplaySettingsService } from './job-display-settings.service';

/**
 * GET /api/v1/talent/job-display-settings: what the applicant's job search shows (both parties: the applicant's
 * search screens read it, any staff user may see it); PUT: staff with account.manage change it (decision 0042).
 */
@ApiTags('job administration')
@Controller('api/v1/talent/job-display-settings')
export class JobDisplaySettingsController {
  constructor(private readonly settings: JobDisplaySettingsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get()
  read(@CurrentAuth() auth: AuthContext): Promise<JobDisplaySettingsDto> {
    return this.settings.read(auth.customerId);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put()
  save(@CurrentAuth() auth: AuthContext, @Body(new YupBody(jobDisplaySettingsSchema)) body: JobDisplaySettingsInput): Promise<JobDisplaySettingsDto> {
    return this.settings.save(auth, body);
  }
}
