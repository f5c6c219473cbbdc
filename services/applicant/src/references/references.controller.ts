import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { ReferencesService } from './references.service';

/** The multi body is a list of rows, validated by the service with the contracts schema. */
@ApiTags('references')
@Controller('api/v2/customers/:customerId/aplreference')
export class ReferencesController {
  constructor(private readonly references: ReferencesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('forapplicant/:applicantId')
  forApplicant(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number) {
    return this.references.forApplicant(auth, customerId, applicantId);
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('multi')
  @HttpCode(200)
  saveMulti(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body() body: unknown) {
    return this.references.saveMulti(auth, customerId, body);
  }
}
