import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext, RequirePermission } from '@attest/platform';
import { EntityTypeParam } from '../shared/entity-type.pipe';
import { EntityManagerService } from './entity-manager.service';

@ApiTags('entity-manager')
@Controller('api/v2/customers/:customerId/entitymanager/configs')
export class EntityManagerController {
  constructor(private readonly configs: EntityManagerService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get(':entityType')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('entityType', EntityTypeParam) entityType: string) {
    return this.configs.get(auth, customerId, entityType);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put(':entityType')
  @Parties('user')
  put(
    @CurrentAuth() auth: AuthContext,
    @Param('customerId', IdParam) customerId: number,
    @Param('entityType', EntityTypeParam) entityType: string,
    @Body() body: Record<string, unknown>,
  ) {
    return this.configs.put(auth, customerId, entityType, body);
  }
}
