import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ssoExchangeSchema,
  type ApplicantSessionDto,
  type SsoAudience,
  type SsoExchangeInput,
  type SsoOptionsDto,
  type StaffSessionDto,
} from '@attest/contracts';
import { Public, YupBody } from '@attest/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSsoCookie } from './sso-cookie';
import { SsoLoginService, type SsoRedirect, type SsoStartQuery } from './sso-login.service';
import { SsoSettingsService } from './sso-settings.service';

function redirect(res: FastifyReply, to: SsoRedirect): void {
  void res.status(302).header('cache-control', 'no-store').header('set-cookie', to.cookie).header('location', to.location).send();
}

/** OpenID Connect single sign-on (guest routes): start, provider callback, session hand-over, what a customer offers. */
@ApiTags('auth')
@Controller('api/v1/sso')
export class SsoController {
  constructor(
    private readonly logins: SsoLoginService,
    private readonly settings: SsoSettingsService,
  ) {}

  @Public()
  @Get(':customerCode/options')
  options(@Param('customerCode') customerCode: string): Promise<SsoOptionsDto> {
    return this.settings.options(customerCode);
  }

  @Public()
  @Get(':customerCode/start')
  async startStaff(@Param('customerCode') code: string, @Query() query: SsoStartQuery, @Ip() ip: string, @Res() res: FastifyReply) {
    redirect(res, await this.logins.start(code, 'staff', query, ip));
  }

  @Public()
  @Get(':customerCode/callback')
  async callbackStaff(@Param('customerCode') code: string, @Query() query: Record<string, unknown>, @Req() req: FastifyRequest, @Ip() ip: string, @Res() res: FastifyReply) {
    redirect(res, await this.callback(code, 'staff', query, req, ip));
  }

  @Public()
  @Get(':customerCode/applicant/start')
  async startApplicant(@Param('customerCode') code: string, @Query() query: SsoStartQuery, @Ip() ip: string, @Res() res: FastifyReply) {
    redirect(res, await this.logins.start(code, 'applicant', query, ip));
  }

  @Public()
  @Get(':customerCode/applicant/callback')
  async callbackApplicant(@Param('customerCode') code: string, @Query() query: Record<string, unknown>, @Req() req: FastifyRequest, @Ip() ip: string, @Res() res: FastifyReply) {
    redirect(res, await this.callback(code, 'applicant', query, req, ip));
  }

  @Public()
  @Post('exchange')
  @HttpCode(200)
  exchange(@Body(new YupBody(ssoExchangeSchema)) body: SsoExchangeInput, @Ip() ip: string): Promise<StaffSessionDto | ApplicantSessionDto> {
    return this.logins.exchange(body.code, ip);
  }

  private callback(code: string, audience: SsoAudience, query: Record<string, unknown>, req: FastifyRequest, ip: string): Promise<SsoRedirect> {
    return this.logins.callback(code, audience, query, readSsoCookie(req.headers.cookie), ip);
  }
}
