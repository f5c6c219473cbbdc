import { PERMISSIONS } from '@attest/contracts';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth, IdParam, Parties, RequirePermission } from '@attest/platform';
import { ActivationService, type InviteAnswer } from './activation.service';

@ApiTags('applicants')
@Controller('api/v2/customers/:customerId/applicants')
export class ApplicantInviteController {
  constructor(private readonly activation: ActivationService) {}

  /** Emails the applicant an account-activation link (staff only). */
  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(':applicantId/invite')
  @HttpCode(202)
  invite(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
  ): Promise<InviteAnswer> {
    return this.activation.invite(auth, customerId, applicantId);
  }
}
