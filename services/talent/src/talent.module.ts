import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { PlacementsModule } from './placements/placements.module';
import { ReferralsModule } from './referrals/referrals.module';
import { SurveysModule } from './surveys/surveys.module';

/** The talent domain service: placements and referrals so far (jobs, interviews and pay arrive with their issues). */
@Module({ imports: [PlacementsModule, ReferralsModule, SurveysModule], controllers: [healthController('talent')] })
export class TalentModule {}
