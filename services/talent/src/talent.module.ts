import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { PayModule } from './pay/pay.module';
import { ApplicantAlertsModule } from './alerts/applicant-alerts.module';
import { InterviewsModule } from './interviews/interviews.module';
import { JobsModule } from './jobs/jobs.module';
import { PlacementsModule } from './placements/placements.module';
import { ReferralsModule } from './referrals/referrals.module';
import { SurveysModule } from './surveys/surveys.module';

/** The talent domain service: placements and referrals so far (jobs, interviews and pay arrive with their issues). */
@Module({ imports: [PlacementsModule, ReferralsModule, SurveysModule, PayModule, JobsModule, InterviewsModule, ApplicantAlertsModule], controllers: [healthController('talent')] })
export class TalentModule {}
