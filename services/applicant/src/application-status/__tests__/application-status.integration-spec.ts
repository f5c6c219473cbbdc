import { DataSource } from 'typeorm';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { applicantTestModule, auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

describe('application status (GET/PUT /api/v1/applicants/application-status)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let eve: ApplicantEntity;
  let adaSession: Session;
  let bobSession: Session;
  let staff: Session;
  const url = '/api/v1/applicants/application-status';

  beforeAll(async () => {
    t = await startTestApp(applicantTestModule);
    call = client(t.baseUrl);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada', location_id: 7, date_registered: new Date('2026-03-04T10:00:00Z') });
    bob = await insertApplicant(t.app, 1, { first_name: 'Bob' });
    eve = await insertApplicant(t.app, 2, { first_name: 'Eve' });
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    bobSession = await sessionFor(t.app, 'applicant', bob.applicant_id, 1);
    staff = await sessionFor(t.app, 'user', 900, 1);
  });
  afterAll(async () => t.close());

  const applicantRow = async (id: number) =>
    ((await t.app.get(DataSource).query('SELECT application_status, current_application_status FROM applicants WHERE applicant_id = ?', [id])) as Record<string, string | null>[])[0];
  const statusRows = async (id: number) => (await t.app.get(DataSource).query('SELECT status, location_id FROM apl_application_status WHERE applicant_id = ?', [id])) as { status: string; location_id: number | null }[];

  it('answers SIGNUP with the Basic Info label before anything was saved', async () => {
    const res = await call('GET', url, { session: adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      applicant_id: ada.applicant_id,
      status: 'SIGNUP',
      start_date: '2026-03-04',
      last_modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: 7,
      next_section: { key: 'basic_info', label: 'Basic Info' },
    });
  });

  it('saves the status with the caller id and own token, keeps the applicant columns and audits', async () => {
    const res = await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: adaSession.token, current_application_status: 'JOBPREFS' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applicant_id: ada.applicant_id, status: 'JOBPREFS', location: 7, next_section: { key: 'education_history', label: 'Education History' } });
    expect(res.body.start_date).toBe(new Date().toISOString().slice(0, 10));
    expect(await applicantRow(ada.applicant_id)).toEqual({ application_status: 'JOBPREFS', current_application_status: 'JOBPREFS' });
    expect(await statusRows(ada.applicant_id)).toEqual([{ status: 'JOBPREFS', location_id: 7 }]);

    const again = await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: adaSession.token, current_application_status: 'WORKHIST' } });
    expect(again.body).toMatchObject({ status: 'WORKHIST', start_date: res.body.start_date, next_section: { key: 'complete', label: 'Complete' } });
    expect(await statusRows(ada.applicant_id)).toHaveLength(1);
    expect((await call('GET', url, { session: adaSession })).body.status).toBe('WORKHIST');

    const audits = await auditRows(t.app, 'application_status', ada.applicant_id);
    expect(audits.map((a) => [a.action, a.actor_party, a.changes.status])).toEqual([
      ['create', 'applicant', { from: null, to: 'JOBPREFS' }],
      ['update', 'applicant', { from: 'JOBPREFS', to: 'WORKHIST' }],
    ]);
  });

  it("answers 404 for another applicant's id and 400 for a token that is not the caller's own, changing nothing", async () => {
    const before = await applicantRow(bob.applicant_id);
    const other = await call('PUT', url, { session: adaSession, body: { applicant_id: bob.applicant_id, session_token: adaSession.token, current_application_status: 'COMPLETE' } });
    expect(other.body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    const foreign = await call('PUT', url, { session: adaSession, body: { applicant_id: eve.applicant_id, session_token: adaSession.token, current_application_status: 'COMPLETE' } });
    expect(foreign.status).toBe(404);
    const stolen = await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: bobSession.token, current_application_status: 'COMPLETE' } });
    expect(stolen.body).toMatchObject({ statusCode: 400, messageKey: 'invalid_session_token' });
    const made = await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: 'x'.repeat(43), current_application_status: 'COMPLETE' } });
    expect(made.body.messageKey).toBe('invalid_session_token');
    expect(await applicantRow(bob.applicant_id)).toEqual(before);
    expect(await statusRows(bob.applicant_id)).toEqual([]);
    expect((await call('GET', url, { session: adaSession })).body.status).toBe('WORKHIST');
  });

  it('refuses unknown statuses, missing fields and extra keys with validation_failed', async () => {
    const attempts = [
      await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: adaSession.token, current_application_status: 'DONE' } }),
      await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, current_application_status: 'COMPLETE' } }),
      await call('PUT', url, { session: adaSession, body: { applicant_id: ada.applicant_id, session_token: adaSession.token, current_application_status: 'COMPLETE', status: 'x' } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey, a.body.details.fields])).toEqual([
      [400, 'validation_failed', { current_application_status: 'invalid_entry' }],
      [400, 'validation_failed', { session_token: 'required_field' }],
      [400, 'validation_failed', { status: 'unknown_field' }],
    ]);
    expect((await applicantRow(ada.applicant_id)).current_application_status).toBe('WORKHIST');
  });

  it('lets staff of the customer read it under v2, and nobody else', async () => {
    const v2 = (c: number, a: number) => `/api/v2/customers/${c}/applicants/${a}/application-status`;
    const res = await call('GET', v2(1, ada.applicant_id), { session: staff });
    expect(res.body).toMatchObject({ applicant_id: ada.applicant_id, status: 'WORKHIST' });
    expect((await call('GET', v2(1, eve.applicant_id), { session: staff })).status).toBe(404);
    expect((await call('GET', v2(2, eve.applicant_id), { session: staff })).status).toBe(404);
    expect((await call('GET', v2(1, ada.applicant_id), { session: bobSession })).status).toBe(404);
    expect((await call('GET', url, { session: staff })).body).toMatchObject({ statusCode: 403, messageKey: 'forbidden_party' });
    expect((await call('PUT', url, { session: staff, body: { applicant_id: ada.applicant_id, session_token: staff.token, current_application_status: 'COMPLETE' } })).status).toBe(403);
    expect((await call('GET', url)).status).toBe(401);
  });
});
