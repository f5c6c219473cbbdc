import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { copyRoleSchema, PERMISSION_CATALOGUE, PERMISSIONS, roleSchema, type PermissionInfo, type RoleBody, type RoleDto } from '@attest/contracts';
import { badRequest, CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { RolesService } from './roles.service';

function optionalRoleId(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') {
    return undefined;
  }
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) {
    throw badRequest('invalid_entry', { fields: { copyFrom: 'invalid_entry' } });
  }
  return id;
}

/** staff-side §7 "Roles" and GET /api/v1/permissions. */
@ApiTags('roles')
@Controller('api/v1')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('permissions')
  permissions(): readonly PermissionInfo[] {
    return PERMISSION_CATALOGUE;
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('roles')
  list(@CurrentAuth() auth: AuthContext): Promise<RoleDto[]> {
    return this.roles.list(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('roles/:id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<RoleDto> {
    return this.roles.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('roles')
  async create(@CurrentAuth() auth: AuthContext, @Query('copyFrom') copyFrom: string | undefined, @Body() raw: unknown): Promise<RoleDto> {
    const from = optionalRoleId(copyFrom);
    // With copyFrom the permissions may be left out (they are the copied role's).
    const body = (await new YupBody<unknown>(from === undefined ? roleSchema : copyRoleSchema).transform(raw)) as RoleBody;
    return this.roles.create(auth, body, from);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put('roles/:id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(roleSchema)) body: RoleBody): Promise<RoleDto> {
    return this.roles.update(auth, id, body);
  }
}
