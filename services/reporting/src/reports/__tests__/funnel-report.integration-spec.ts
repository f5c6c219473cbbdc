import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { reportingTestModule, seedApplicant, seedCustomers } from '../../__tests__/reporting-fixtures';

const H = 3_600_000;
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * H);

/**
 * The funnel on a known set: four acme applicants registered in March 2026 (two at location 10, two at 11), one in
 * April, one of Globex's. Status changes come from the audit log as the application status service writes them.
 */
describe('onboarding funnel: api/v1/reports/funnel', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let content: Session;
  let west: Session;
  const RANGE = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    t = await startTestApp(reportingTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await seedCustomers(ds);
    const moved = (customerId: number, applicantId: number, from: string | null, to: string, when: Date) =>
      ds.query("INSERT INTO audit_log (customer_id, actor_party, actor_id, entity, entity_id, action, changes, created_at) VALUES (?, 'applicant', ?, 'application_status', ?, 'update', ?, ?)", [
        customerId, applicantId, String(applicantId), JSON.stringify({ status: { from, to } }), when,
      ]);
    const request = async (customerId: number, applicantId: number, status: string, setup: Date, complete: Date | null, events: [string, Date][]) => {
      await ds.query('INSERT INTO edc_sig_requests (customer_id, applicant_id, status, setup_date, complete_date) VALUES (?, ?, ?, ?, ?)', [customerId, applicantId, status, setup, complete]);
      const id = Number((await ds.query('SELECT MAX(sig_request_id) AS id FROM edc_sig_requests'))[0].id);
      for (const [event, when] of events) {
        await ds.query('INSERT INTO edc_sig_request_events (customer_id, sig_request_id, event, at) VALUES (?, ?, ?, ?)', [customerId, id, event, when]);
      }
    };
    const r1 = '2026-03-02T00:00:00Z';
    const a1 = await seedApplicant(ds, 1, 'Ann', 10, at(r1), 'COMPLETE');
    await moved(1, a1.applicant_id, 'SIGNUP', 'BASICINFO', at(r1, 2));
    await moved(1, a1.applicant_id, 'BASICINFO', 'JOBPREFS', at(r1, 6));
    await moved(1, a1.applicant_id, 'JOBPREFS', 'COMPLETE', at(r1, 30));
    await request(1, a1.applicant_id, 'SENT', at(r1, 12), null, []);
    await request(1, a1.applicant_id, 'PROCESSING', at(r1, 24), at(r1, 48), [
      ['status:OPENED', at(r1, 25)],
      ['status:VIEWED', at(r1, 26)],
      ['status:SIGNED', at(r1, 28)],
    ]);
    const r2 = '2026-03-05T00:00:00Z';
    const a2 = await seedApplicant(ds, 1, 'Ben', 10, at(r2), 'JOBPREFS');
    await moved(1, a2.applicant_id, 'SIGNUP', 'BASICINFO', at(r2, 4));
    await moved(1, a2.applicant_id, 'BASICINFO', 'JOBPREFS', at(r2, 10));
    await request(1, a2.applicant_id, 'OPENED', at(r2, 24), null, [['status:OPENED', at(r2, 27)]]);
    const r3 = '2026-03-10T00:00:00Z';
    const a3 = await seedApplicant(ds, 1, 'Cal', 11, at(r3), 'BASICINFO');
    await moved(1, a3.applicant_id, 'SIGNUP', 'BASICINFO', at(r3, 6));
    await seedApplicant(ds, 1, 'Dee', 11, at('2026-03-12T09:00:00Z'));
    await seedApplicant(ds, 1, 'Eli', 10, at('2026-04-02T00:00:00Z'), 'COMPLETE');
    const g = await seedApplicant(ds, 2, 'Gus', 10, at(r1), 'COMPLETE');
    await request(2, g.applicant_id, 'SIGNED', at(r1, 1), at(r1, 2), []);
    admin = await sessionFor(t.app, 'user', 900, 1);
    content = await sessionFor(t.app, 'user', 903, 1, SEEDED_ROLE_IDS.CONTENT_MANAGER);
    await grantRole(t.app, 902, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    west = await sessionFor(t.app, 'user', 902, 1, null);
  }, 180_000);
  afterAll(async () => t?.close());

  type Step = { kind: string; step: string; reached: number; percent_of_registered: number; drop_off: number; drop_off_percent: number; median_hours: number | null };
  const table = (steps: Step[]) => steps.map((s) => [s.step, s.reached, s.drop_off, s.median_hours]);

  it('counts who reached each application step and document state, the drop-off and the median hours per step', async () => {
    const res = await call('GET', `/api/v1/reports/funnel?${RANGE}`, { session: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', location_id: null, registered: 4 });
    const steps = res.body.steps as Step[];
    expect(table(steps.filter((s) => s.kind === 'application'))).toEqual([
      ['SIGNUP', 4, 0, null],
      ['BASICINFO', 3, 1, 4],
      ['TAXEXEMPT', 2, 1, null],
      ['JOBPREFS', 2, 0, 5],
      ['EDUHIST', 1, 1, null],
      ['WORKHIST', 1, 0, null],
      ['SKILLCHECKLIST', 1, 0, null],
      ['TAXCREDIT', 1, 0, null],
      ['PRESCREEN', 1, 0, null],
      ['COMPLETE', 1, 0, 24],
    ]);
    expect(table(steps.filter((s) => s.kind === 'document'))).toEqual([
      ['SENT', 2, 2, null],
      ['OPENED', 2, 0, 8],
      ['VIEWED', 1, 1, 1],
      ['SIGNED', 1, 0, 2],
      ['COMPLETE', 1, 0, 20],
    ]);
    expect(steps.find((s) => s.step === 'BASICINFO')).toMatchObject({ percent_of_registered: 75, drop_off_percent: 25 });
    expect(steps.find((s) => s.step === 'TAXEXEMPT')).toMatchObject({ percent_of_registered: 50, drop_off_percent: 33.3 });
  });

  it('filters by location, and a recruiter limited to a location counts its applicants only', async () => {
    const loc = await call('GET', `/api/v1/reports/funnel?${RANGE}&location_id=11`, { session: admin });
    expect(loc.body.registered).toBe(2);
    expect(table(loc.body.steps as Step[]).slice(0, 3)).toEqual([
      ['SIGNUP', 2, 0, null],
      ['BASICINFO', 1, 1, 6],
      ['TAXEXEMPT', 0, 1, null],
    ]);
    const scoped = await call('GET', `/api/v1/reports/funnel?${RANGE}`, { session: west });
    expect(scoped.body.registered).toBe(2);
    expect((scoped.body.steps as Step[]).find((s) => s.kind === 'document' && s.step === 'SENT')).toMatchObject({ reached: 0, drop_off: 2 });
    expect((await call('GET', '/api/v1/reports/funnel?from=2026-04-01&to=2026-04-30', { session: admin })).body.registered).toBe(1);
    expect((await call('GET', '/api/v1/reports/funnel?from=2020-01-01&to=2020-01-31', { session: admin })).body).toMatchObject({ registered: 0 });
  });

  it('downloads the funnel as CSV', async () => {
    const res = await call('GET', `/api/v1/reports/funnel/csv?${RANGE}`, { session: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('onboarding-funnel-2026-03-01-2026-03-31.csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['kind,step,reached,percent_of_registered,drop_off,drop_off_percent,median_hours', 'registered,,4,100,0,0,', 'application,SIGNUP,4,100,0,0,']);
    expect(lines).toContain('document,COMPLETE,1,25,0,0,20');
    expect(lines).toHaveLength(17);
  });

  it('refuses a role without reports.read (403) and a bad range (400)', async () => {
    expect((await call('GET', `/api/v1/reports/funnel?${RANGE}`, { session: content })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('GET', `/api/v1/reports/funnel/csv?${RANGE}`, { session: content })).status).toBe(403);
    expect((await call('GET', '/api/v1/reports/funnel?location_id=abc', { session: admin })).status).toBe(400);
    expect((await call('GET', '/api/v1/reports/funnel?colour=red', { session: admin })).status).toBe(400);
  });
});
