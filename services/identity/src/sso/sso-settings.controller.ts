import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, ssoSettingsSchema, type SsoSettingsDto, type SsoSettingsInput } from '@attest/contracts';
import { CurrentAuth, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { SsoSettingsService } from './sso-settings.service';

/** The customer's SSO connections (admin): the client secret is write-only and stored encrypted. */
@ApiTags('sso')
@Controller('api/v1/sso/settings')
export class SsoSettingsController {
  constructor(private readonly settings: SsoSettingsService) {}

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Get()
  get(@CurrentAuth() auth: AuthContext): Promise<SsoSettingsDto> {
    return this.settings.settings(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put()
  update(@CurrentAuth() auth: AuthContext, @Body(new YupBody(ssoSettingsSchema)) body: SsoSettingsInput): Promise<SsoSettingsDto> {
    return this.settings.update(auth, body);
  }
}
