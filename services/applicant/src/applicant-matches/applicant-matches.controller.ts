import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { ApplicantMatchesService } from './applicant-matches.service';

@ApiTags('applicants')
@Parties('user')
@Controller('api/v1/applicants/matches')
export class ApplicantMatchesController {
  constructor(private readonly matches: ApplicantMatchesService) {}

  /** Body: { applicant_id } (duplicates of that applicant) or { email, mobile_phone, first_name, last_name, date_of_birth, fed_id }. */
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Post()
  @HttpCode(200)
  find(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    return this.matches.matches(auth, body);
  }
}
