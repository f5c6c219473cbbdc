import { CustomerConfigService } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('self-service overview (GET /api/v1/applicants/self-service)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let config: CustomerConfigService;
  let ada: ApplicantEntity;
  let adaSession: Session;
  let eveSession: Session;
  const url = '/api/v1/applicants/self-service';
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    config = t.app.get(CustomerConfigService);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada' });
    const eve = await insertApplicant(t.app, 2, { first_name: 'Eve' });
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    eveSession = await sessionFor(t.app, 'applicant', eve.applicant_id, 2);
    await config.setForCustomer(1, 'APPLICANT_INSTRUCTIONS', '<p onclick="steal()">Welcome! <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>');
  });
  afterAll(async () => t.close());

  it('answers nulls while every flag is unset', async () => {
    const res = await call('GET', url, { session: adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tasks: null, completed: null, instructions_html: null });
  });

  it('lists the open tasks with enable_self_service_tasks', async () => {
    await config.setForCustomer(1, 'enable_self_service_tasks', '1');
    const res = await call('GET', url, { session: adaSession });
    expect(res.body.completed).toBeNull();
    expect(res.body.tasks).toEqual([
      { key: 'application', titleKey: 'self_service_complete_application', title: 'Complete your application', path: 'application', done: false, completed_date: null },
      { key: 'prelim_info', titleKey: 'self_service_complete_profile_info', title: 'Complete your profile info', path: 'prelim-info', done: false, completed_date: null },
    ]);
  });

  it('marks tasks done from the status and the prelim_info_complete prop, and lists them with enable_completed_tasks_view', async () => {
    await call('PATCH', '/api/v1/properties/multi', { session: adaSession, body: [{ code: 'prelim_info_complete', value: '1' }] });
    let res = await call('GET', url, { session: adaSession });
    expect(res.body.tasks.map((x: { key: string; done: boolean }) => [x.key, x.done])).toEqual([
      ['application', false],
      ['prelim_info', true],
    ]);
    expect(res.body.completed).toBeNull();

    await config.setForCustomer(1, 'enable_completed_tasks_view', 'true');
    await call('PUT', '/api/v1/applicants/application-status', { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: adaSession.token, current_application_status: 'COMPLETE' } });
    res = await call('GET', url, { session: adaSession });
    expect(res.body.tasks.every((x: { done: boolean }) => x.done)).toBe(true);
    expect(res.body.completed).toEqual([
      expect.objectContaining({ key: 'application', done: true, completed_date: today() }),
      expect.objectContaining({ key: 'prelim_info', done: true, completed_date: today() }),
    ]);

    await config.setForCustomer(1, 'enable_self_service_tasks', '0');
    res = await call('GET', url, { session: adaSession });
    expect(res.body.tasks).toBeNull();
    expect(res.body.completed).toHaveLength(2);
  });

  it('answers the customer instructions sanitised with enable_applicant_instructions', async () => {
    await config.setForCustomer(1, 'enable_applicant_instructions', '1');
    const res = await call('GET', url, { session: adaSession });
    expect(res.body.instructions_html).toBe('<p>Welcome! <a>here</a></p>');
  });

  it("shows another customer's applicant only their own customer's settings", async () => {
    expect((await call('GET', url, { session: eveSession })).body).toEqual({ tasks: null, completed: null, instructions_html: null });
  });

  it('is for applicants only', async () => {
    const staff = await sessionFor(t.app, 'user', 900, 1);
    expect((await call('GET', url, { session: staff })).body).toMatchObject({ statusCode: 403, messageKey: 'forbidden_party' });
    expect((await call('GET', url)).status).toBe(401);
  });
});
