import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { EntityTypeParam } from '../shared/entity-type.pipe';
import { EntitiesService } from './entities.service';

@ApiTags('entities')
@Controller('api/v2/customers/:customerId/applicants/:applicantId/entities')
export class EntitiesController {
  constructor(private readonly entities: EntitiesService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':entityType')
  list(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Param('entityType', EntityTypeParam) entityType: string,
  ) {
    return this.entities.list(auth, customerId, applicantId, entityType);
  }

  /** Body: the changed records (a JSON list). */
  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post(':entityType')
  @HttpCode(200)
  save(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('applicantId', IdParam) applicantId: number,
    @Param('entityType', EntityTypeParam) entityType: string,
    @Body() body: unknown,
  ) {
    return this.entities.save(auth, customerId, applicantId, entityType, body);
  }
}
