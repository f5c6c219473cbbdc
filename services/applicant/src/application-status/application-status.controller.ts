import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Headers, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, readToken, YupBody, type AuthContext, RequirePermission } from '@attest/platform';
import { ApplicationStatusService } from './application-status.service';
import { updateApplicationStatusSchema, type UpdateApplicationStatusInput } from './dto/update-application-status.dto';

@ApiTags('application-status')
@Controller()
export class ApplicationStatusController {
  constructor(private readonly statuses: ApplicationStatusService) {}

  @Get('api/v1/applicants/application-status')
  @Parties('applicant')
  getOwn(@CurrentAuth() auth: AuthContext) {
    return this.statuses.getOwn(auth);
  }

  @Put('api/v1/applicants/application-status')
  @Parties('applicant')
  update(
    @CurrentAuth() auth: AuthContext,
    @Headers('authorization') authorization: string | undefined,
    @Body(new YupBody(updateApplicationStatusSchema)) body: UpdateApplicationStatusInput,
  ) {
    return this.statuses.update(auth, readToken(authorization), body);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('api/v2/customers/:customerId/applicants/:applicantId/application-status')
  getFor(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.statuses.getFor(auth, customerId, applicantId);
  }
}
