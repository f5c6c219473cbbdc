import type { DataParts } from '@attest/platform';
import { ApplicantAlertEntity } from './alerts/entities/applicant-alert.entity';
import { CreateApplicantAlerts1798820000200 } from './alerts/migrations/1798820000200-create-applicant-alerts';
import { InterviewEntity } from './interviews/entities/interview.entity';
import { CreateInterviews1798820000100 } from './interviews/migrations/1798820000100-create-interviews';
import { JobApplicationEntity } from './jobs/entities/job-application.entity';
import { JobClientEntity } from './jobs/entities/job-client.entity';
import { JobPostingEntity } from './jobs/entities/job-posting.entity';
import { JobViewEntity } from './jobs/entities/job-view.entity';
import { CreateJobs1798820000000 } from './jobs/migrations/1798820000000-create-jobs';
import { PayAccountSettingsEntity } from './pay/entities/pay-account-settings.entity';
import { PayAccountEntity } from './pay/entities/pay-account.entity';
import { PayHistoryEntity } from './pay/entities/pay-history.entity';
import { CreatePay1798800000000 } from './pay/migrations/1798800000000-create-pay';
import { PlacementEntity } from './placements/entities/placement.entity';
import { CreatePlacements1798100000200 } from './placements/migrations/1798100000200-create-placements';
import { ReferralEntity } from './referrals/entities/referral.entity';
import { CreateReferrals1798100000300 } from './referrals/migrations/1798100000300-create-referrals';
import { SurveyAnswerEntity } from './surveys/entities/survey-answer.entity';
import { CreateSurveyAnswers1798790000000 } from './surveys/migrations/1798790000000-create-survey-answers';
import { AddSurveyAnswerType1798845000000 } from './surveys/migrations/1798845000000-add-survey-answer-type';
import { AddReferralViewedAt1798845000100 } from './referrals/migrations/1798845000100-add-referral-viewed-at';
import { ResumeEntity } from './resume/entities/resume.entity';
import { CreateResumes1798845000200 } from './resume/migrations/1798845000200-create-resumes';
import { JobAdminIndexes1798835000000 } from './job-admin/migrations/1798835000000-job-admin-indexes';

/** The talent service's tables (placements and referrals; jobs, interviews and pay arrive with their issues). */
export const talentDataParts: DataParts = {
  entities: [PlacementEntity, ReferralEntity, SurveyAnswerEntity, PayAccountEntity, PayAccountSettingsEntity, PayHistoryEntity, JobClientEntity, JobPostingEntity, JobApplicationEntity, JobViewEntity, InterviewEntity, ApplicantAlertEntity, ResumeEntity],
  migrations: [CreatePlacements1798100000200, CreateReferrals1798100000300, CreateSurveyAnswers1798790000000, CreatePay1798800000000, CreateJobs1798820000000, CreateInterviews1798820000100, CreateApplicantAlerts1798820000200, AddSurveyAnswerType1798845000000, AddReferralViewedAt1798845000100, CreateResumes1798845000200, JobAdminIndexes1798835000000],
};
