import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { LicensesService } from './licenses.service';

/** The body is a list of rows, validated by the service with the contracts schema. */
@ApiTags('licenses')
@Controller('api/v2/customers/:customerId/applicants/:applicantId/licenses')
export class LicensesController {
  constructor(private readonly licenses: LicensesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.licenses.list(auth, customerId, applicantId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post()
  @HttpCode(200)
  save(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Body() body: unknown,
  ) {
    return this.licenses.save(auth, customerId, applicantId, body);
  }
}
