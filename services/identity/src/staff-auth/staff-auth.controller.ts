import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { loginSchema, type LoginInput, type StaffLoginAnswer } from '@attest/contracts';
import { Public, YupBody } from '@attest/platform';
import { StaffLoginService } from './staff-login.service';

@ApiTags('auth')
@Controller('api/v1')
export class StaffAuthController {
  constructor(private readonly logins: StaffLoginService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body(new YupBody(loginSchema)) body: LoginInput, @Ip() ip: string): Promise<StaffLoginAnswer> {
    return this.logins.login(body, ip);
  }
}
