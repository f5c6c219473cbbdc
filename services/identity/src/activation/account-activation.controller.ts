import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { activateAccountSchema, type ActivateAccountInput, type ApplicantSessionDto } from '@attest/contracts';
import { Public, YupBody } from '@attest/platform';
import { ActivationService } from './activation.service';

@ApiTags('auth')
@Controller('api/v1/applicants')
export class AccountActivationController {
  constructor(private readonly activation: ActivationService) {}

  /** The activate page: choose a password from the invitation link, then be signed in. */
  @Public()
  @Post('activate')
  @HttpCode(200)
  activate(@Body(new YupBody(activateAccountSchema)) body: ActivateAccountInput, @Ip() ip: string): Promise<ApplicantSessionDto> {
    return this.activation.activate(body, ip);
  }
}
