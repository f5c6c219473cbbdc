import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { PayAccountsService } from './pay-accounts.service';
import { PaySummaryController } from './pay-summary.controller';
import { PayController } from './pay.controller';
import { PayHistoryService } from './pay-history.service';
import { StaffPayAccountsController } from './staff-pay-accounts.controller';

/** Pay (issue 18): pay accounts and direct deposit, pay account settings, pay history and pay stub PDFs. */
@Module({ controllers: [PayController, StaffPayAccountsController, PaySummaryController], providers: [PayAccountsService, PayHistoryService, CustomersService] })
export class PayModule {}
