import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mfaLoginSchema,
  mfaTokenSchema,
  type MfaEnrolledSessionDto,
  type MfaLoginInput,
  type MfaTokenInput,
  type StaffSessionDto,
  type TotpEnrolmentDto,
} from '@attest/contracts';
import { Public, YupBody } from '@attest/platform';
import { MfaLoginService } from './mfa-login.service';

/** The second step of staff login (guest routes: the mfa_token from POST /api/v1/login is the credential). */
@ApiTags('auth')
@Controller('api/v1/login/mfa')
export class MfaLoginController {
  constructor(private readonly logins: MfaLoginService) {}

  @Public()
  @Post()
  @HttpCode(200)
  complete(@Body(new YupBody(mfaLoginSchema)) body: MfaLoginInput, @Ip() ip: string): Promise<StaffSessionDto> {
    return this.logins.completeChallenge(body, ip);
  }

  @Public()
  @Post('enrol')
  @HttpCode(200)
  startEnrolment(@Body(new YupBody(mfaTokenSchema)) body: MfaTokenInput, @Ip() ip: string): Promise<TotpEnrolmentDto> {
    return this.logins.startEnrolment(body, ip);
  }

  @Public()
  @Post('enrol/verify')
  @HttpCode(200)
  confirmEnrolment(@Body(new YupBody(mfaLoginSchema)) body: MfaLoginInput, @Ip() ip: string): Promise<MfaEnrolledSessionDto> {
    return this.logins.confirmEnrolment(body, ip);
  }
}
