import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext, RequirePermission } from '@attest/platform';
import { PropertiesService } from './properties.service';

/** Bodies are lists ([{code, value, state}]), validated by the service with the contracts schema. */
@ApiTags('properties')
@Controller()
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get('api/v1/properties')
  @Parties('applicant')
  getOwn(@CurrentAuth() auth: AuthContext) {
    return this.properties.getOwn(auth);
  }

  @Patch('api/v1/properties/multi')
  @Parties('applicant')
  patchOwn(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    return this.properties.patchOwn(auth, body);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('api/v2/customers/:customerId/applicants/:applicantId/properties')
  getFor(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.properties.getFor(auth, customerId, applicantId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Patch('api/v2/customers/:customerId/applicants/:applicantId/properties/multi')
  patchFor(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Body() body: unknown,
  ) {
    return this.properties.patchFor(auth, customerId, applicantId, body);
  }
}
