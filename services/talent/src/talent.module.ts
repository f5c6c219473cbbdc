import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { PlacementsModule } from './placements/placements.module';
import { ReferralsModule } from './referrals/referrals.module';

/** The talent domain service: placements and referrals so far (jobs, interviews and pay arrive with their issues). */
@Module({ imports: [PlacementsModule, ReferralsModule], controllers: [healthController('talent')] })
export class TalentModule {}
