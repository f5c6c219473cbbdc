import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ApplicantSessionDto, singleUseAuthenticateSchema, type SingleUseAuthenticateInput, singleUseCreateSchema, type SingleUseCreateInput, PERMISSIONS } from '@attest/contracts';
import { type AuthContext, CurrentAuth, fieldErrors, Parties, Public, YupBody, RequirePermission } from '@attest/platform';
import { SingleUseLoginService } from './single-use-login.service';

@ApiTags('auth')
@Controller('api/v1')
export class SingleUseLoginController {
  constructor(private readonly singleUse: SingleUseLoginService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.APPLICANTS_LOGIN_AS)
  @Post('login/sut')
  @HttpCode(200)
  create(@CurrentAuth() auth: AuthContext, @Body(new YupBody(singleUseCreateSchema)) body: SingleUseCreateInput): Promise<{ value: string }> {
    return this.singleUse.create(auth, body.applicant_id);
  }

  @Public()
  @Post('login/sut/authenticate')
  @HttpCode(200)
  authenticate(@Body(new YupBody(singleUseAuthenticateSchema)) body: SingleUseAuthenticateInput, @Ip() ip: string): Promise<ApplicantSessionDto> {
    return this.singleUse.authenticate(body.value, ip);
  }

  /** The link form of the same exchange (route user-applicant-login). */
  @Public()
  @Get('auth/singleuse')
  exchangeLink(@Query('token') token: unknown, @Ip() ip: string): Promise<ApplicantSessionDto> {
    if (typeof token !== 'string' || token === '' || token.length > 200) {
      throw fieldErrors({ token: 'required_field' });
    }
    return this.singleUse.authenticate(token, ip);
  }
}
