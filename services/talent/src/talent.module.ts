import { Module } from '@nestjs/common';
import { healthController } from '@attest/platform';
import { PayModule } from './pay/pay.module';
import { ApplicantAlertsModule } from './alerts/applicant-alerts.module';
import { InterviewsModule } from './interviews/interviews.module';
import { JobsModule } from './jobs/jobs.module';
import { JobAdminModule } from './job-admin/job-admin.module';
import { JobDisplaySettingsModule } from './job-display-settings/job-display-settings.module';
import { PublicJobsModule } from './public-jobs/public-jobs.module';
import { PlacementsModule } from './placements/placements.module';
import { ReferralsModule } from './referrals/referrals.module';
import { SurveysModule } from './surveys/surveys.module';
import { ResumeModule } from './resume/resume.module';
import { AtsPortModule } from './ats-port/ats-port.module';

/** The talent domain service: placements and referrals so far (jobs, interviews and pay arrive with their issues). */
@Module({ imports: [PlacementsModule, ReferralsModule, SurveysModule, PayModule, JobsModule, InterviewsModule, ApplicantAlertsModule, ResumeModule, JobAdminModule, JobDisplaySettingsModule, PublicJobsModule, AtsPortModule], controllers: [healthController('talent')] })
export class TalentModule {}
