import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { acceptTermsSchema, PERMISSIONS, type AcceptTermsInput, type TermsOfServiceStatus } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { TermsOfServiceService } from './terms-of-service.service';

/**
 * The spec's `GET /api/v1/applicants/{applicantId}/TOS` (staff-side §7 and applicant-side §7) serves both parties:
 * staff with applicants.read, the applicant for their own id. Accepting is the applicant's alone (decision 0025).
 */
@ApiTags('applicants')
@Controller('api/v1/applicants')
export class TermsOfServiceController {
  constructor(private readonly terms: TermsOfServiceService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':applicantId/TOS')
  status(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number): Promise<TermsOfServiceStatus> {
    return this.terms.status(auth, applicantId);
  }

  @Parties('applicant')
  @Post(':applicantId/TOS')
  @HttpCode(200)
  accept(
    @CurrentAuth() auth: AuthContext,
    @Param('applicantId', IdParam) applicantId: number,
    @Body(new YupBody(acceptTermsSchema)) body: AcceptTermsInput,
  ): Promise<TermsOfServiceStatus> {
    return this.terms.accept(auth, applicantId, body.version);
  }
}
