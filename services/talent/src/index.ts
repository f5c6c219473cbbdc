export * from './talent.module';
export * from './talent-data';
export { JobPostingEntity } from './jobs/entities/job-posting.entity';
export { InterviewEntity } from './interviews/entities/interview.entity';
export { ApplicantAlertsScheduler } from './alerts/applicant-alerts.scheduler';
export * from './pay/entities/pay-history.entity';
export { GuestSurveysService } from './surveys/guest-surveys.service';
export { SurveyLinkSigner, surveyUrl, type SurveySubject } from './surveys/survey-link';
export { AtsPortModule } from './ats-port/ats-port.module';
