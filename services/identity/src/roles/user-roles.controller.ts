import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, userRoleSchema, type UserRoleBody, type UserRoleDto } from '@attest/contracts';
import { CurrentAuth, IdParam, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { UserRolesService } from './user-roles.service';

/** staff-side §7 "User roles". */
@ApiTags('roles')
@Controller('api/v1/userroles')
export class UserRolesController {
  constructor(private readonly userRoles: UserRolesService) {}

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext): Promise<UserRoleDto[]> {
    return this.userRoles.list(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('user/:userId')
  ofUser(@CurrentAuth() auth: AuthContext, @Param('userId', IdParam) userId: number): Promise<UserRoleDto[]> {
    return this.userRoles.list(auth, userId);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('user/:userId/best')
  best(@CurrentAuth() auth: AuthContext, @Param('userId', IdParam) userId: number): Promise<UserRoleDto | null> {
    return this.userRoles.best(auth, userId);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  add(@CurrentAuth() auth: AuthContext, @Body(new YupBody(userRoleSchema)) body: UserRoleBody): Promise<UserRoleDto> {
    return this.userRoles.add(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(userRoleSchema)) body: UserRoleBody): Promise<UserRoleDto> {
    return this.userRoles.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    return this.userRoles.remove(auth, id);
  }
}
