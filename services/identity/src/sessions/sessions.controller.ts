import { PERMISSIONS } from '@attest/contracts';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth, TokenService, RequirePermission, Parties } from '@attest/platform';

@ApiTags('auth')
@Controller('api/v1')
export class SessionsController {
  constructor(private readonly tokens: TokenService) {}

  /** Ends the calling session only (any party); other sessions of the account stay open. */
  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentAuth() auth: AuthContext): Promise<{ logged_out: true }> {
    await this.tokens.revoke(auth.tokenId);
    return { logged_out: true };
  }
}
