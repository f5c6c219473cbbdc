import { Body, Controller, Delete, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CustomersService } from '@attest/identity';
import { CurrentAuth, forbidden, IdParam, Parties, type AuthContext } from '@attest/platform';
import { PayAccountsService } from './pay-accounts.service';
import { PayHistoryService } from './pay-history.service';
import { payStubPdf } from './pay-stub-pdf';

/**
 * applicant-side §7 "Pay": the signed-in applicant's own pay accounts, settings and pay history. There is
 * no applicant id in the path: an id of another applicant's account or stub answers 404.
 */
@ApiTags('pay')
@Controller('api/v1')
@Parties('applicant')
export class PayController {
  constructor(
    private readonly accounts: PayAccountsService,
    private readonly history: PayHistoryService,
    private readonly customers: CustomersService,
  ) {}

  @Get('payaccounts')
  async list(@CurrentAuth() auth: AuthContext) {
    return this.accounts.list(await this.accounts.applicantFor(auth));
  }

  /** Replaces the whole direct deposit set ({ accounts: [...] }), so a split is checked as one. */
  @Post('payaccounts')
  @HttpCode(200)
  async replace(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    refuseViewingStaff(auth);
    return this.accounts.replaceAll(auth, await this.accounts.applicantFor(auth), body);
  }

  @Get('payaccounts/:id')
  async one(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    return this.accounts.one(await this.accounts.applicantFor(auth), id);
  }

  @Post('payaccounts/:id')
  @HttpCode(200)
  async update(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number, @Body() body: unknown) {
    refuseViewingStaff(auth);
    return this.accounts.update(auth, await this.accounts.applicantFor(auth), id, body);
  }

  @Delete('payaccounts/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number) {
    refuseViewingStaff(auth);
    await this.accounts.remove(auth, await this.accounts.applicantFor(auth), id);
  }

  @Get('payaccountsettings')
  async settings(@CurrentAuth() auth: AuthContext) {
    return this.accounts.settings(await this.accounts.applicantFor(auth));
  }

  @Post('payaccountsettings')
  @HttpCode(200)
  async saveSettings(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    refuseViewingStaff(auth);
    return this.accounts.saveSettings(auth, await this.accounts.applicantFor(auth), body);
  }

  /** Pay history (path not shown in the spec: decision 0038). */
  @Get('payhistory')
  async payHistory(@CurrentAuth() auth: AuthContext) {
    return this.history.list(await this.accounts.applicantFor(auth));
  }

  @Get('payhistory/:payId')
  async stub(@CurrentAuth() auth: AuthContext, @Param('payId', IdParam) payId: number) {
    return this.history.stub(await this.accounts.applicantFor(auth), payId);
  }

  @Get('payhistory/:payId/pdf')
  async stubPdf(@CurrentAuth() auth: AuthContext, @Param('payId', IdParam) payId: number) {
    const a = await this.accounts.applicantFor(auth);
    const stub = await this.history.stub(a, payId);
    const customer = await this.customers.findActiveById(a.customer_id);
    const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
    const pdf = await payStubPdf(stub, { name, customerName: customer?.name ?? '' });
    return new StreamableFile(Buffer.from(pdf), { type: 'application/pdf', disposition: `inline; filename="pay-stub-${encodeURIComponent(stub.check_number)}.pdf"` });
  }
}

/**
 * Staff viewing the portal as the applicant ("log in as applicant") read her pay but do not change where it goes:
 * that would let anyone with applicants.login_as divert pay. Staff change it on the applicant page, with
 * applicants.pay.manage (decision 0045).
 */
function refuseViewingStaff(auth: AuthContext): void {
  if (auth.actingUserId) {
    throw forbidden('pay_accounts_applicant_only');
  }
}
