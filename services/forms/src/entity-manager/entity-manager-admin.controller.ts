import { PERMISSIONS } from '@attest/contracts';
import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { readCreateBody, readUpdateBody } from './dto/save-entity-manager-config.dto';
import { EntityManagerAdminService } from './entity-manager-admin.service';

/**
 * Staff-side §7 "Entity manager configuration": the customer's configurations by id. Revert and
 * set-from-old-configs are GETs in the spec and they write: they need content.manage.
 */
@ApiTags('entity-manager')
@Controller('api/v2/customers/:customerId/cstentitymanagerconfig')
@Parties('user')
export class EntityManagerAdminController {
  constructor(private readonly configs: EntityManagerAdminService) {}

  /** Ours: the list the editor picks an entity type from. */
  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number) {
    return this.configs.list(auth, customerId);
  }

  @RequirePermission(PERMISSIONS.CONTENT_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.configs.get(auth, customerId, id);
  }

  /** Body `{ entityType, config }` → 201 with the record. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body() body: unknown) {
    return this.configs.create(auth, customerId, readCreateBody(body));
  }

  /** Body `{ id, config }`. */
  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Put()
  update(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Body() body: unknown) {
    return this.configs.update(auth, customerId, readUpdateBody(body));
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get(':id/revert')
  revert(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.configs.revert(auth, customerId, id);
  }

  @RequirePermission(PERMISSIONS.CONTENT_MANAGE)
  @Get(':id/setFromOldConfigs')
  setFromOld(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('id', IdParam) id: number) {
    return this.configs.setFromOld(auth, customerId, id);
  }
}
