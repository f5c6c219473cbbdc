import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, type AuthContext } from '@attest/platform';
import { EntityTypeParam } from '../shared/entity-type.pipe';
import { EntityManagerService } from './entity-manager.service';

@ApiTags('entity-manager')
@Controller('api/v2/customers/:customerId/entitymanager/configs')
export class EntityManagerController {
  constructor(private readonly configs: EntityManagerService) {}

  @Get(':entityType')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('entityType', EntityTypeParam) entityType: string) {
    return this.configs.get(auth, customerId, entityType);
  }

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
