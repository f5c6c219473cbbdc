import { Controller, Get, Param, Redirect } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@attest/platform';
import { ReferralsService } from './referrals.service';

/** The invitation email's link. Public on purpose: the signed token in the path is the credential. */
@ApiTags('referrals')
@Controller('api/v1/referrals')
export class ReferralLinksController {
  constructor(private readonly referrals: ReferralsService) {}

  @Public()
  @Get('open/:token')
  @Redirect()
  async open(@Param('token') token: string): Promise<{ url: string; statusCode: number }> {
    return { url: await this.referrals.open(token), statusCode: 302 };
  }
}
