import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, YupArrayBody, type AuthContext, RequirePermission, Parties } from '@attest/platform';
import { requireKey } from '../shared/query-key';
import { saveCustomFieldValuesSchema, type CustomFieldValueInput } from './dto/save-custom-field-values.dto';
import { EntityCustomFieldsService } from './entity-custom-fields.service';

@ApiTags('entity-custom-fields')
@Controller('api/v2/customers/:customerId/entitycustomfield')
export class EntityCustomFieldsController {
  constructor(private readonly customFields: EntityCustomFieldsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('definitions')
  definitions(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Query('entityType') entityType?: string) {
    return this.customFields.definitions(auth, customerId, requireKey('entityType', entityType));
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('value/:entityId')
  values(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('entityId', IdParam) entityId: number,
    @Query('entityType') entityType?: string,
  ) {
    return this.customFields.values(auth, customerId, entityId, requireKey('entityType', entityType));
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_WRITE)
  @Post('value/:entityId')
  @HttpCode(200)
  save(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('entityId', IdParam) entityId: number,
    @Body(new YupArrayBody(saveCustomFieldValuesSchema)) body: CustomFieldValueInput[],
  ) {
    return this.customFields.save(auth, customerId, entityId, body);
  }
}
