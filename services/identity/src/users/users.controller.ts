import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { array, mixed, object } from 'yup';
import {
  acceptInvitationSchema,
  createUserSchema,
  PERMISSIONS,
  updateUserSchema,
  userExternalIdSchema,
  userSettingsSchema,
  type CreateUserBody,
  type CstUserDto,
  type StaffAccessDto,
  type UpdateUserBody,
  type UserExternalIdBody,
  type UserSettingsBody,
} from '@attest/contracts';
import { CurrentAuth, IdParam, Public, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { LoginThrottleService } from '../login-security/login-throttle.service';
import { UserExtrasService } from './user-extras.service';
import { UserInvitationsService, type BulkAddAnswer } from './user-invitations.service';
import { UsersAdminService } from './users-admin.service';

// Rows are checked one by one in the service, so one bad row is reported, not the whole list refused.
const bulkEnvelope = object({ users: array(mixed()).min(1, 'required_field').max(200, 'es_max').required('required_field') }).noUnknown(true, 'unknown_field');

/** staff-side §7 "Users", plus GET users/me (the caller's permissions) and accepting an invitation. */
@ApiTags('users')
@Controller('api/v1/users')
export class UsersController {
  constructor(
    private readonly admin: UsersAdminService,
    private readonly invitations: UserInvitationsService,
    private readonly extras: UserExtrasService,
    private readonly throttle: LoginThrottleService,
  ) {}

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('me')
  me(@CurrentAuth() auth: AuthContext): Promise<StaffAccessDto> {
    return this.admin.me(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get()
  list(@CurrentAuth() auth: AuthContext, @Query('invitations') invitations?: string): Promise<CstUserDto[]> {
    return this.admin.list(auth, invitations === 'true' || invitations === '1');
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('availablecustomers')
  availableCustomers(@CurrentAuth() auth: AuthContext) {
    return this.admin.availableCustomers(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('external')
  external(@CurrentAuth() auth: AuthContext) {
    return this.admin.external(auth);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('countrycode')
  countryCode(@CurrentAuth() auth: AuthContext) {
    return this.admin.countryCode(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(createUserSchema)) body: CreateUserBody): Promise<CstUserDto> {
    return this.invitations.invite(auth, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post('bulkAdd')
  @HttpCode(200)
  bulkAdd(@CurrentAuth() auth: AuthContext, @Body(new YupBody(bulkEnvelope)) body: { users: unknown[] }): Promise<BulkAddAnswer> {
    return this.invitations.bulkAdd(auth, body.users);
  }

  @Public()
  @Post('accept-invitation')
  @HttpCode(200)
  async accept(@Body(new YupBody(acceptInvitationSchema)) body: { token: string; password: string }, @Ip() ip: string) {
    await this.throttle.hit([['activatePerIp', ip]]);
    return this.invitations.accept(body.token, body.password, ip);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<CstUserDto> {
    return this.admin.get(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put(':id')
  update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(updateUserSchema)) body: UpdateUserBody): Promise<CstUserDto> {
    return this.admin.update(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    return this.admin.deactivate(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post(':id/invitation')
  @HttpCode(204)
  resend(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    return this.invitations.resend(auth, id);
  }

  /** Own settings with any role; another user's need account.read / account.manage (checked in the service). */
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get(':id/settings')
  settings(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.extras.settings(auth, id);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Put(':id/settings')
  saveSettings(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(userSettingsSchema)) body: UserSettingsBody) {
    return this.extras.saveSettings(auth, id, body.settings);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get(':id/external-ids')
  externalIds(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.extras.externalIds(auth, id);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post(':id/external-ids')
  addExternalId(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body(new YupBody(userExternalIdSchema)) body: UserExternalIdBody) {
    return this.extras.addExternalId(auth, id, body);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id/external-ids/:externalId')
  @HttpCode(204)
  removeExternalId(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Param('externalId', IdParam) externalId: number): Promise<void> {
    return this.extras.removeExternalId(auth, id, externalId);
  }
}
