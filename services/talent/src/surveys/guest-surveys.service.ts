import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import {
  SURVEY_QUESTIONS, SURVEY_TYPE, surveyKindOf, type GuestSurveyAnswerInput, type GuestSurveyView, type SurveyLinkQuery, type SurveyType,
} from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { APP_CONFIG, AppException, conflict, fieldErrors, isUniqueViolation, notFound, TenantRepository, type AppConfig, type AuthContext } from '@attest/platform';
import { InterviewEntity } from '../interviews/entities/interview.entity';
import { PlacementEntity } from '../placements/entities/placement.entity';
import { SurveyAnswerEntity } from './entities/survey-answer.entity';
import { SurveyLinkSigner, surveyUrl, type SurveySubject } from './survey-link';

interface Subject {
  title: string | null;
  company: string | null;
  date: string | null;
}

/**
 * The interview and placement satisfaction surveys reached from a link (applicant-side §2 guest routes): the
 * signed token names the applicant and the placement or interview; the answer lands in tal_survey_answers, which
 * the NPS report reads. One answer per link: a second submit is refused with 409.
 */
@Injectable()
export class GuestSurveysService {
  readonly links: SurveyLinkSigner;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
    private readonly customers: CustomersService,
  ) {
    this.links = new SurveyLinkSigner(app.signingSecret);
  }

  /**
   * The survey URL for an applicant's placement or interview (the first-day check-up and rate-me alerts link to
   * it). Null when the customer is inactive or the placement / interview is not the applicant's.
   */
  async linkFor(customerId: number, applicantId: number, surveyType: SurveyType, entityId: number): Promise<string | null> {
    const customer = await this.customers.findActiveById(customerId);
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(customerId, { applicant_id: applicantId });
    if (!customer || !applicant || !(await this.subjectOf({ customerId, applicantId, surveyType, entityId }))) {
      return null;
    }
    const locationCode = await this.customers.locationCodeOf(customerId, applicant.location_id ?? null);
    return surveyUrl(this.app.publicUrl, customer.customer_code, locationCode, surveyType, this.links.token({ customerId, applicantId, surveyType, entityId }));
  }

  /** GET /api/v1/surveys/link: the signed-in applicant's own link (another's placement or interview is 404). */
  async mine(auth: AuthContext, q: SurveyLinkQuery): Promise<{ url: string }> {
    const url = await this.linkFor(auth.customerId, auth.applicantId ?? 0, q.survey_type as SurveyType, q.entity_id);
    if (!url) {
      throw notFound();
    }
    return { url };
  }

  async open(token: unknown): Promise<GuestSurveyView> {
    const { subject, about } = await this.verify(token);
    const customer = await this.customers.findActiveById(subject.customerId);
    const applicant = await new TenantRepository(this.ds, ApplicantEntity).findOne(subject.customerId, { applicant_id: subject.applicantId });
    return {
      survey_type: subject.surveyType,
      kind: surveyKindOf(subject.surveyType),
      customer_name: customer?.name ?? '',
      first_name: applicant?.first_name ?? null,
      ...about,
      questions: [...SURVEY_QUESTIONS[subject.surveyType]],
      answered: (await this.existing(subject)) !== null,
    };
  }

  async answer(input: GuestSurveyAnswerInput): Promise<{ id: number; answered: true }> {
    const { subject } = await this.verify(input.token);
    const answers = (input.answers ?? {}) as Record<string, string>;
    const codes = new Set(SURVEY_QUESTIONS[subject.surveyType].map((q) => q.code));
    const unknown = Object.keys(answers).filter((k) => !codes.has(k));
    if (unknown.length) {
      throw fieldErrors(Object.fromEntries(unknown.map((k) => [`answers.${k}`, 'unknown_field'])));
    }
    if (await this.existing(subject)) {
      throw conflict('survey_already_answered');
    }
    try {
      const row = await new TenantRepository(this.ds, SurveyAnswerEntity).insert(subject.customerId, {
        applicant_id: subject.applicantId,
        kind: surveyKindOf(subject.surveyType),
        survey_type: subject.surveyType,
        entity_id: subject.entityId,
        score: input.score,
        answers: JSON.stringify(answers),
        comment: input.comment?.trim() ? input.comment.trim() : null,
        hidden: 0,
        created_at: new Date(),
      });
      return { id: row.id, answered: true };
    } catch (err) {
      // Two submits racing past the check: the unique index decides.
      if (isUniqueViolation(err)) {
        throw conflict('survey_already_answered');
      }
      throw err;
    }
  }

  /** A forged token, or one whose placement / interview is no longer the applicant's, is not found; an old one is 410. */
  private async verify(token: unknown): Promise<{ subject: SurveySubject; about: Subject }> {
    const check = this.links.check(token);
    if (!check.ok) {
      throw check.reason === 'expired' ? new AppException(410, 'survey_link_expired') : notFound('survey_link_invalid');
    }
    const about = await this.subjectOf(check.subject);
    if (!about || !(await this.customers.findActiveById(check.subject.customerId))) {
      throw notFound('survey_link_invalid');
    }
    return { subject: check.subject, about };
  }

  private async subjectOf(s: SurveySubject): Promise<Subject | null> {
    if (s.surveyType === SURVEY_TYPE.JobInterviewSatisfactionSurvey) {
      const i = await new TenantRepository(this.ds, InterviewEntity).findOne(s.customerId, { interview_id: s.entityId, applicant_id: s.applicantId });
      return i ? { title: i.title, company: i.company, date: new Date(i.start_at).toISOString().slice(0, 10) } : null;
    }
    const p = await new TenantRepository(this.ds, PlacementEntity).findOne(s.customerId, { placement_id: s.entityId, applicant_id: s.applicantId });
    return p ? { title: p.title, company: p.company, date: p.start_date } : null;
  }

  private existing(s: SurveySubject): Promise<SurveyAnswerEntity | null> {
    return new TenantRepository(this.ds, SurveyAnswerEntity).findOne(s.customerId, { applicant_id: s.applicantId, survey_type: s.surveyType, entity_id: s.entityId });
  }
}
