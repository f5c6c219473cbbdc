import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { PayAccountsService } from './pay-accounts.service';

/**
 * staff-side §7 "Applicants": the pay accounts and settings of an applicant the caller may see
 * (another customer's or another location's applicant answers 404); numbers masked. Reading needs applicants.read;
 * changing them needs applicants.pay.manage (decision 0045): the same rules, audit and email as the applicant's own
 * change, the email saying staff made it.
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

  @RequirePermission(PERMISSIONS.APPLICANTS_PAY_MANAGE)
  @Post('payaccounts')
  @HttpCode(200)
  async replace(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Body() body: unknown) {
    return this.accounts.replaceAll(auth, await this.accounts.applicantFor(auth, applicantId), body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_PAY_MANAGE)
  @Post('payaccounts/:id')
  @HttpCode(200)
  async update(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number, @Body() body: unknown) {
    return this.accounts.update(auth, await this.accounts.applicantFor(auth, applicantId), id, body);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_PAY_MANAGE)
  @Delete('payaccounts/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Param('id', IdParam) id: number) {
    await this.accounts.remove(auth, await this.accounts.applicantFor(auth, applicantId), id);
  }

  @RequirePermission(PERMISSIONS.APPLICANTS_PAY_MANAGE)
  @Post('payaccountsettings')
  @HttpCode(200)
  async saveSettings(@CurrentAuth() auth: AuthContext, @Param('applicantId', IdParam) applicantId: number, @Body() body: unknown) {
    return this.accounts.saveSettings(auth, await this.accounts.applicantFor(auth, applicantId), body);
  }
}
