import { PERMISSIONS, recruiterQuerySchema, type RecruiterQuery } from '@attest/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { RecruitersService } from './recruiters.service';

/** staff-side §7 "Recruiters: POST /api/v1/recruiters/query" (staff who work applicants; decision 0020). */
@ApiTags('recruiters')
@Controller('api/v1/recruiters')
@Parties('user')
export class RecruitersController {
  constructor(private readonly recruiters: RecruitersService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post('query')
  @HttpCode(200)
  query(@CurrentAuth() auth: AuthContext, @Body(new YupBody(recruiterQuerySchema)) body: RecruiterQuery) {
    return this.recruiters.query(auth, body);
  }
}
