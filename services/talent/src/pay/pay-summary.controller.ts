import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, paySummaryOf, type PaySummaryView } from '@attest/contracts';
import { CurrentAuth, IdParam, notFound, Parties, RequirePermission, type AuthContext } from '@attest/platform';
import { PayAccountsService } from './pay-accounts.service';
import { PayHistoryService } from './pay-history.service';

/**
 * The spec's `GET api/v2/customers/{customerId}/aplpaysummary/{applicantId}` (staff-side §7, applicant-side §7):
 * staff with applicants.read for an applicant in their scope, the applicant for themself. Another customer in the
 * path, another location's or another applicant's id answers 404 (decision 0045).
 */
@ApiTags('pay')
@Controller('api/v2/customers/:customerId/aplpaysummary')
export class PaySummaryController {
  constructor(
    private readonly accounts: PayAccountsService,
    private readonly history: PayHistoryService,
  ) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.APPLICANTS_READ)
  @Get(':applicantId')
  async summary(@CurrentAuth() auth: AuthContext, @Param('customerId', IdParam) customerId: number, @Param('applicantId', IdParam) applicantId: number): Promise<PaySummaryView> {
    if (customerId !== auth.customerId || (auth.party === 'applicant' && auth.applicantId !== applicantId)) {
      throw notFound();
    }
    const a = await this.accounts.applicantFor(auth, applicantId);
    const [stubs, accounts] = await Promise.all([this.history.list(a), this.accounts.list(a)]);
    return paySummaryOf(a.applicant_id, stubs, accounts.length);
  }
}
