import { Body, Controller, Delete, Get, HttpCode, Ip, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mfaCodeSchema,
  mfaPolicySchema,
  PERMISSIONS,
  type MfaCodeInput,
  type MfaPolicyInput,
  type MfaStatusDto,
  type RecoveryCodesDto,
  type TotpEnrolmentDto,
} from '@attest/contracts';
import { CurrentAuth, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { MfaPolicyService } from './mfa-policy.service';
import { OwnMfaService } from './own-mfa.service';

/** A staff user's own TOTP factor, and the customer's MFA requirement. */
@ApiTags('mfa')
@Controller('api/v1')
export class StaffMfaController {
  constructor(
    private readonly own: OwnMfaService,
    private readonly policy: MfaPolicyService,
  ) {}

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('users/me/mfa')
  status(@CurrentAuth() auth: AuthContext): Promise<MfaStatusDto> {
    return this.own.status(auth);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post('users/me/mfa/totp')
  @HttpCode(200)
  start(@CurrentAuth() auth: AuthContext, @Ip() ip: string): Promise<TotpEnrolmentDto> {
    return this.own.start(auth, ip);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post('users/me/mfa/totp/verify')
  @HttpCode(200)
  confirm(@CurrentAuth() auth: AuthContext, @Body(new YupBody(mfaCodeSchema)) body: MfaCodeInput, @Ip() ip: string): Promise<RecoveryCodesDto> {
    return this.own.confirm(auth, body.code, ip);
  }

  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Delete('users/me/mfa/totp')
  @HttpCode(204)
  disable(@CurrentAuth() auth: AuthContext, @Body(new YupBody(mfaCodeSchema)) body: MfaCodeInput, @Ip() ip: string): Promise<void> {
    return this.own.disable(auth, body.code, ip);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Get('mfa/policy')
  getPolicy(@CurrentAuth() auth: AuthContext): Promise<MfaPolicyInput> {
    return this.policy.get(auth);
  }

  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put('mfa/policy')
  setPolicy(@CurrentAuth() auth: AuthContext, @Body(new YupBody(mfaPolicySchema)) body: MfaPolicyInput): Promise<MfaPolicyInput> {
    return this.policy.set(auth, body);
  }
}
