import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ApplicantSessionDto,
  confirmEmailSchema,
  type ConfirmEmailInput,
  forgotPasswordSchema,
  type ForgotPasswordInput,
  loginSchema,
  type LoginInput,
  registerApplicantSchema,
  type RegisterApplicantInput,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@attest/contracts';
import { Public, YupBody } from '@attest/platform';
import { ApplicantLoginService } from './applicant-login.service';
import { ApplicantPasswordService } from './applicant-password.service';
import { ApplicantRegistrationService } from './applicant-registration.service';

/** Applicant self-service guest routes (register, confirm, login, forgot/reset password). */
@ApiTags('auth')
@Controller('api/v1/applicants')
export class ApplicantAuthController {
  constructor(
    private readonly registration: ApplicantRegistrationService,
    private readonly logins: ApplicantLoginService,
    private readonly passwords: ApplicantPasswordService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  register(
    @Body(new YupBody(registerApplicantSchema)) body: RegisterApplicantInput,
    @Ip() ip: string,
  ): Promise<{ applicant_id: number }> {
    return this.registration.register(body, ip);
  }

  @Public()
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body(new YupBody(confirmEmailSchema)) body: ConfirmEmailInput): Promise<{ verified: true }> {
    return this.registration.confirm(body.token);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body(new YupBody(loginSchema)) body: LoginInput, @Ip() ip: string): Promise<ApplicantSessionDto> {
    return this.logins.login(body, ip);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  forgot(
    @Body(new YupBody(forgotPasswordSchema)) body: ForgotPasswordInput,
    @Ip() ip: string,
  ): Promise<{ sent: true }> {
    return this.passwords.forgot(body, ip);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  reset(@Body(new YupBody(resetPasswordSchema)) body: ResetPasswordInput): Promise<{ reset: true }> {
    return this.passwords.reset(body);
  }
}
