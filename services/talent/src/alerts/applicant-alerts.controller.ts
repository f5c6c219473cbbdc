import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, type AuthContext } from '@attest/platform';
import { ApplicantAlertsService } from './applicant-alerts.service';

/** GET /api/v1/applicants/alerts (applicant-side §7); count and mark-read paths are not shown (decision 0040). */
@ApiTags('applicant-alerts')
@Controller('api/v1/applicants/alerts')
@Parties('applicant')
export class ApplicantAlertsController {
  constructor(private readonly alerts: ApplicantAlertsService) {}

  @Get()
  list(@CurrentAuth() auth: AuthContext) {
    return this.alerts.list(auth);
  }

  @Get('count')
  async count(@CurrentAuth() auth: AuthContext) {
    return { unread: await this.alerts.unread(auth) };
  }

  /** { alertIds: number[] } or { all: true }. */
  @Post('read')
  @HttpCode(200)
  read(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    return this.alerts.markRead(auth, body);
  }
}
