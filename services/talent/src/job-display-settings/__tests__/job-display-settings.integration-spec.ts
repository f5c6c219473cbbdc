import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';

describe('job search display settings', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let recruiter: Session;
  let viewer: Session;
  let globexAdmin: Session;
  let ada: Session;
  const path = '/api/v1/talent/job-display-settings';

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const a = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name: 'Ada', last_name: 'Tester', email: 'ada@x.test', date_registered: now, last_updated: now });
    admin = await sessionFor(t.app, 'user', 900, 1);
    recruiter = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    globexAdmin = await sessionFor(t.app, 'user', 903, 2);
    ada = await sessionFor(t.app, 'applicant', a.applicant_id, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  const configs = async () => JSON.stringify(await ds.query('SELECT customer_id, name, value FROM customer_configs ORDER BY customer_id, name'));

  it('answers everything off and no default distance for a customer that set nothing, to staff and applicants', async () => {
    for (const session of [admin, viewer, ada]) {
      const res = await call('GET', path, { session });
      expect(res.status).toBe(200);
      expect(res.body.settings).toMatchObject({ enable_job_search: false, job_list_display_pay_rate: false, job_search_default_distance: null });
      expect(res.body.distance_options).toEqual([5, 10, 15, 20, 25, 30, 40, 50, 100]);
    }
  });

  it('saves what changed for the caller’s customer only, audited per key; the applicant reads it', async () => {
    const res = await call('PUT', path, { session: admin, body: { enable_job_search: true, enable_job_search_criteria_category: true, job_list_display_pay_rate: true, job_detail_display_salary: true, job_search_default_distance: 25 } });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ enable_job_search: true, enable_job_search_criteria_category: true, enable_job_search_criteria_skill: false, job_list_display_pay_rate: true, job_detail_display_salary: true, job_search_default_distance: 25 });
    expect((await call('GET', path, { session: ada })).body.settings).toMatchObject({ enable_job_search: true, job_search_default_distance: 25 });
    expect((await call('GET', path, { session: globexAdmin })).body.settings).toMatchObject({ enable_job_search: false, job_search_default_distance: null });
    const audit = await ds.query("SELECT entity_id, action FROM audit_log WHERE entity = 'customer_config' ORDER BY id");
    expect(audit.map((a: { entity_id: string }) => a.entity_id).sort()).toEqual(['enable_job_search', 'enable_job_search_criteria_category', 'job_detail_display_salary', 'job_list_display_pay_rate', 'job_search_default_distance']);
    // Saving the same again writes and audits nothing; clearing the distance removes its key.
    await call('PUT', path, { session: admin, body: { enable_job_search: true } });
    await call('PUT', path, { session: admin, body: { job_search_default_distance: null } });
    const after = await ds.query("SELECT entity_id, action FROM audit_log WHERE entity = 'customer_config' ORDER BY id");
    expect(after.slice(audit.length)).toEqual([{ entity_id: 'job_search_default_distance', action: 'delete' }]);
    expect((await call('GET', path, { session: admin })).body.settings.job_search_default_distance).toBeNull();
  });

  it('refuses a forbidden role, an applicant and bad input, changing nothing', async () => {
    const before = await configs();
    for (const [session, body, status, key] of [
      [recruiter, { enable_job_search: false }, 403, 'permission_denied'],
      [viewer, { enable_job_search: false }, 403, 'permission_denied'],
      [ada, { enable_job_search: false }, 403, 'forbidden_party'],
      [admin, { job_search_default_distance: 7 }, 400, 'validation_failed'],
      [admin, { enable_job_search: 'yes' }, 400, 'validation_failed'],
      [admin, { enable_placements: true }, 400, 'validation_failed'],
    ] as [Session, object, number, string][]) {
      const res = await call('PUT', path, { session, body });
      expect({ status: res.status, key: res.body.messageKey }).toEqual({ status, key });
    }
    expect((await call('PUT', path, { session: admin, body: { job_search_default_distance: 7 } })).body.details.fields).toEqual({ job_search_default_distance: 'invalid_entry' });
    expect(await configs()).toBe(before);
  });
});
