import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { SURVEY_TYPE } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { InterviewEntity } from '../../interviews/entities/interview.entity';
import { PlacementEntity } from '../../placements/entities/placement.entity';
import { SurveyAnswerEntity } from '../entities/survey-answer.entity';
import { GuestSurveysService } from '../guest-surveys.service';
import { SurveyLinkSigner } from '../survey-link';

describe('guest surveys: the emailed interview and placement satisfaction surveys', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let surveys: GuestSurveysService;
  let acmeId = 0;
  let globexId = 0;
  let adaId = 0;
  let bobId = 0;
  let placementId = 0;
  let interviewId = 0;
  let bobPlacementId = 0;
  let ada: Session;
  let bob: Session;
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const answers = () => ds.getRepository(SurveyAnswerEntity).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    surveys = t.app.get(GuestSurveysService);
    const customers = t.app.get(CustomersService);
    acmeId = (await customers.createCustomer({ code: 'acme', name: 'Acme Staffing' })).id;
    globexId = (await customers.createCustomer({ code: 'globex', name: 'Globex' })).id;
    const now = new Date();
    const person = (customer_id: number, first_name: string) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email: `${first_name}@x.test`, date_registered: now, last_updated: now });
    adaId = (await person(acmeId, 'Ada')).applicant_id;
    bobId = (await person(acmeId, 'Bob')).applicant_id;
    const place = (applicant_id: number) =>
      ds.getRepository(PlacementEntity).save({ customer_id: acmeId, applicant_id, title: 'Registered Nurse', company: 'Mercy General', start_date: '2026-11-20', visible_to_applicant: 1, created_at: now, updated_at: now });
    placementId = (await place(adaId)).placement_id;
    bobPlacementId = (await place(bobId)).placement_id;
    interviewId = (await ds.getRepository(InterviewEntity).save({ customer_id: acmeId, applicant_id: adaId, title: 'Night nurse', company: 'Mercy General', status: 0, start_at: new Date('2026-11-18T15:00:00Z'), duration_minutes: 60, created_at: now })).interview_id;
    ada = await sessionFor(t.app, 'applicant', adaId, acmeId);
    bob = await sessionFor(t.app, 'applicant', bobId, acmeId);
  }, 180_000);
  afterAll(async () => t?.close());

  it('builds the link for alerts: the guest route of the type, under the customer and location, with a signed token', async () => {
    const url = (await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, placementId))!;
    expect(url).toMatch(/^https?:\/\/[^/]+\/acme\/hq\/satisfaction-survey\?token=1\.\d+\.2\.\d+\.\d+\.[\w-]{43}$/);
    expect(await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobInterviewSatisfactionSurvey, interviewId)).toContain('/acme/hq/interview-satisfaction-survey?token=');
    // Not her placement, or another customer's view of it: no link.
    expect(await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, bobPlacementId)).toBeNull();
    expect(await surveys.linkFor(globexId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, placementId)).toBeNull();
  });

  it('the applicant asks for her own link; another applicant’s placement is 404', async () => {
    const own = await call('GET', `/api/v1/surveys/link?survey_type=2&entity_id=${placementId}`, { session: ada });
    expect(own.status).toBe(200);
    expect(own.body.url).toContain('/acme/hq/satisfaction-survey?token=');
    expect((await call('GET', `/api/v1/surveys/link?survey_type=2&entity_id=${placementId}`, { session: bob })).status).toBe(404);
    expect((await call('GET', `/api/v1/surveys/link?survey_type=9&entity_id=${placementId}`, { session: ada })).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    expect((await call('GET', `/api/v1/surveys/link?survey_type=2&entity_id=${placementId}`)).status).toBe(401);
  });

  it('opens without a login: the placement, the questions with the NPS, not yet answered', async () => {
    const token = tokenOf((await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, placementId))!);
    const res = await call('GET', `/api/v1/surveys/guest?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      survey_type: 2, kind: 'placement', customer_name: 'Acme Staffing', first_name: 'Ada', title: 'Registered Nurse', company: 'Mercy General', date: '2026-11-20',
      questions: [{ code: 'first_day_as_planned', kind: 'yes_no' }, { code: 'site_was_ready', kind: 'yes_no' }], answered: false,
    });
  });

  it('refuses a forged, tampered or expired token, a bad score and an unknown question, storing nothing', async () => {
    const token = tokenOf((await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, placementId))!);
    // The same signature over Bob's placement.
    const tampered = token.replace(`.${placementId}.`, `.${bobPlacementId}.`);
    expect((await call('GET', `/api/v1/surveys/guest?token=${encodeURIComponent(tampered)}`)).body).toMatchObject({ statusCode: 404, messageKey: 'survey_link_invalid' });
    expect((await call('POST', '/api/v1/surveys/guest', { body: { token: tampered, score: 9 } })).status).toBe(404);
    const old = new SurveyLinkSigner(t.config.signingSecret, () => Date.now() - 40 * 86_400_000).token({ customerId: acmeId, applicantId: adaId, surveyType: 2, entityId: placementId });
    expect((await call('POST', '/api/v1/surveys/guest', { body: { token: old, score: 9 } })).body).toMatchObject({ statusCode: 410, messageKey: 'survey_link_expired' });
    expect((await call('POST', '/api/v1/surveys/guest', { body: { token, score: 11 } })).body).toMatchObject({ statusCode: 400, details: { fields: { score: 'survey_score_required' } } });
    expect((await call('POST', '/api/v1/surveys/guest', { body: { token, score: 8, answers: { interviewer_on_time: 'yes' } } })).body).toMatchObject({ statusCode: 400, details: { fields: { 'answers.interviewer_on_time': 'unknown_field' } } });
    expect(await answers()).toEqual([]);
  });

  it('saves the answer where the NPS report reads it; a second submit is refused politely and changes nothing', async () => {
    const token = tokenOf((await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobPlacementFirstDayCheckupSurvey, placementId))!);
    const first = await call('POST', '/api/v1/surveys/guest', { body: { token, score: 9, answers: { first_day_as_planned: 'yes', site_was_ready: 'no' }, comment: ' Badge was late ' } });
    expect(first.status).toBe(200);
    expect(await answers()).toEqual([
      expect.objectContaining({ customer_id: acmeId, applicant_id: adaId, kind: 'placement', survey_type: 2, entity_id: placementId, score: 9, comment: 'Badge was late', hidden: 0, answers: JSON.stringify({ first_day_as_planned: 'yes', site_was_ready: 'no' }) }),
    ]);
    const again = await call('POST', '/api/v1/surveys/guest', { body: { token, score: 0 } });
    expect(again.body).toMatchObject({ statusCode: 409, messageKey: 'survey_already_answered' });
    expect((await answers()).map((a) => a.score)).toEqual([9]);
    expect((await call('GET', `/api/v1/surveys/guest?token=${encodeURIComponent(token)}`)).body.answered).toBe(true);
    // The interview survey of the same applicant is a survey of its own.
    const interview = tokenOf((await surveys.linkFor(acmeId, adaId, SURVEY_TYPE.JobInterviewSatisfactionSurvey, interviewId))!);
    expect((await call('POST', '/api/v1/surveys/guest', { body: { token: interview, score: 6, answers: { interview_as_expected: 'yes' } } })).status).toBe(200);
    expect((await answers()).map((a) => [a.kind, a.survey_type, a.score])).toEqual([['placement', 2, 9], ['interview', 0, 6]]);
  });
});
