import { Module } from '@nestjs/common';
import { CustomersService } from '@attest/identity';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';

@Module({ controllers: [ReferralsController], providers: [ReferralsService, CustomersService] })
export class ReferralsModule {}
