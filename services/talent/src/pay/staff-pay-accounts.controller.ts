import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { PayAccountsService } from './pay-accounts.service';

/**
 * staff-side §7 "Applicants": the pay accounts and settings of an applicant the caller may see
 * (another customer's or another location's applicant answers 404). Read only; numbers masked.
 */
@ApiTags('pay')
@Controller('api/v1/applicants/:applicantId')
@Parties('user')
export class StaffPayAccountsController {
  constructor(private readonly accounts: PayAccountsService) {}

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('payaccounts')
  async list(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.accounts.list(await this.accounts.applicantFor(auth, applicantId));
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('payaccounts/:id')
  async one(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number) {
    return this.accounts.one(await this.accounts.applicantFor(auth, applicantId), id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get('payaccountsettings')
  async settings(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number) {
    return this.accounts.settings(await this.accounts.applicantFor(auth, applicantId));
  }
}
