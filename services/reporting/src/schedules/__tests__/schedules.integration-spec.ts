import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ApplicantEntity } from '@attest/applicant';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { RunScheduleProcessor } from '../run-schedule.processor';
import { ExpireExportsProcessor } from '../../exports/expire-exports.processor';
import { accountActivityTestModule, seedAccount } from './account-activity-test-app';

const waitFor = async <T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) {return value;}
    if (Date.now() > deadline) {throw new Error('condition not met in time');}
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('schedules: api/v1/schedules (in-process queue, as the embedded npm start)', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ann: Session;
  let viewer: Session;
  let globex: Session;
  const base = '/api/v1/schedules';
  const weekly = { name: 'Monday applicants', kind: 'export', model: 'applicants', filter: { statuses: ['COMPLETE'] }, cron: '0 7 * * 1', time_zone: 'America/New_York' };

  beforeAll(async () => {
    t = await startTestApp(accountActivityTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await seedAccount(ds);
    const now = new Date();
    for (const [first_name, status] of [['Ada', 'COMPLETE'], ['Bob', 'BASICINFO'], ['Cy', 'COMPLETE']]) {
      await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name, last_name: 'Tester', location_id: 10, email: `${first_name}@x.test`, date_registered: now, last_updated: now, current_application_status: status, application_status: status });
    }
    ann = await sessionFor(t.app, 'user', 900, 1);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    globex = await sessionFor(t.app, 'user', 903, 2);
  }, 180_000);
  afterAll(async () => t?.close());

  const rows = async () => (await ds.query('SELECT id, customer_id, name, cron, active FROM adm_schedules ORDER BY id')) as Record<string, unknown>[];

  it('creates a schedule with its next run in its time zone, lists it and answers nextrun; audited', async () => {
    const made = await call('POST', base, { session: ann, body: weekly });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Monday applicants', kind: 'export', model: 'applicants', filter: { statuses: ['COMPLETE'] }, cron: '0 7 * * 1', time_zone: 'America/New_York', active: true, created_by: 900, last_run_at: null });
    const next = new Date(made.body.next_run);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // 07:00 on a Monday in New York.
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(next)).toBe('Mon 07:00');
    const list = await call('GET', base, { session: viewer });
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Monday applicants']);
    const nextRun = await call('GET', `${base}/${made.body.id}/nextrun`, { session: ann });
    expect(nextRun.body).toEqual({ id: made.body.id, next_run: made.body.next_run, time_zone: 'America/New_York' });
    const audit = await ds.query("SELECT action FROM audit_log WHERE entity = 'schedule'");
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('validates the cron, the time zone, the kind’s fields and unknown fields', async () => {
    const bad = async (body: object) => (await call('POST', base, { session: ann, body: { ...weekly, ...body } })).body;
    expect(await bad({ cron: '0 7 * * 9' })).toMatchObject({ statusCode: 400, details: { fields: { cron: 'invalid_cron' } } });
    expect(await bad({ cron: 'weekly' })).toMatchObject({ details: { fields: { cron: 'invalid_cron' } } });
    expect(await bad({ time_zone: 'Mars/Base' })).toMatchObject({ details: { fields: { time_zone: 'invalid_time_zone' } } });
    expect(await bad({ model: 'payroll' })).toMatchObject({ details: { fields: { model: 'invalid_entry' } } });
    expect(await bad({ kind: 'reminder', model: undefined, message: undefined })).toMatchObject({ details: { fields: { message: 'required' } } });
    expect(await bad({ customer_id: 2 })).toMatchObject({ details: { fields: { customer_id: 'unknown_field' } } });
    expect(await rows()).toHaveLength(1);
  });

  it('refuses a Viewer’s writes (403) and another customer’s (404), changing nothing', async () => {
    const [row] = await rows();
    const before = await rows();
    for (const [method, path, body] of [['POST', base, weekly], ['PUT', `${base}/${row.id}`, weekly], ['DELETE', `${base}/${row.id}`, undefined], ['POST', `${base}/${row.id}/run`, undefined]] as const) {
      expect((await call(method, path, { session: viewer, body })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    }
    for (const [method, path, body] of [['GET', `${base}/${row.id}/nextrun`, undefined], ['PUT', `${base}/${row.id}`, weekly], ['DELETE', `${base}/${row.id}`, undefined], ['POST', `${base}/${row.id}/run`, undefined]] as const) {
      expect((await call(method, path, { session: globex, body })).body).toMatchObject({ statusCode: 404, messageKey: 'schedule_not_found' });
    }
    expect((await call('GET', base, { session: globex })).body).toEqual([]);
    expect(await rows()).toEqual(before);
    expect(Number((await ds.query('SELECT COUNT(*) AS n FROM adm_exports'))[0].n)).toBe(0);
  });

  it('runs now: queues the applicants export job, listed in the exports with its file; then expiry removes the file (410)', async () => {
    const [row] = await rows();
    const run = await call('POST', `${base}/${row.id}/run`, { session: ann });
    expect(run.status).toBe(202);
    const schedule = await waitFor(async () => {
      const list = (await call('GET', base, { session: ann })).body as Array<{ last_run_status: string | null; last_run_export_id: string | null }>;
      return list[0].last_run_status ? list[0] : undefined;
    });
    expect(schedule).toMatchObject({ last_run_status: 'ok', last_run_export_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const exportId = schedule.last_run_export_id as string;
    const listed = await waitFor(async () => {
      const page = (await call('POST', '/api/v1/exports/query', { session: viewer, body: { model: 'applicants' } })).body;
      return page.items[0]?.status === 'done' ? page : undefined;
    });
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      export_id: exportId, model: 'applicants', job_name: 'export-applicants', user_id: 900, user_name: 'Ann Owner',
      filter_summary: { statuses: ['COMPLETE'] }, status: 'done', rows: 2, schedule_id: row.id, file_name: expect.stringMatching(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    expect(new Date(listed.items[0].expires_at).getTime() - new Date(listed.items[0].finished_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    const file = await call('GET', `/api/v1/exports/${exportId}`, { session: viewer });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(String(file.body)).toContain('Ada');
    expect(String(file.body)).not.toContain('Bob');
    // Filters of the list; another customer sees neither the row nor the file.
    expect((await call('POST', '/api/v1/exports/query', { session: ann, body: { status: 'failed' } })).body.total).toBe(0);
    expect((await call('POST', '/api/v1/exports/query', { session: ann, body: { user_id: 901 } })).body.total).toBe(0);
    expect((await call('POST', '/api/v1/exports/query', { session: globex, body: {} })).body.total).toBe(0);
    expect((await call('GET', `/api/v1/exports/${exportId}`, { session: globex })).status).toBe(404);
    expect((await call('GET', '/api/v1/exports/not-an-id', { session: ann })).status).toBe(404);
    expect((await call('POST', '/api/v1/exports/query', { session: ann, body: { model: 'payroll' } })).status).toBe(400);
    // Nothing is due yet; eight days on, the file is removed and the row marked expired.
    const expire = t.app.get(ExpireExportsProcessor);
    expect(await expire.handle()).toEqual({ expired: 0 });
    expect(await expire.handle(undefined, undefined, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toEqual({ expired: 1 });
    const gone = await call('GET', `/api/v1/exports/${exportId}`, { session: ann });
    expect(gone.body).toMatchObject({ statusCode: 410, messageKey: 'export_expired' });
    expect((await call('POST', '/api/v1/exports/query', { session: ann, body: {} })).body.items[0].status).toBe('expired');
  });

  it('an export schedule needs every location: refused to a location-limited user, and not run once its creator loses the permission', async () => {
    // A recruiter-like admin limited to location 10.
    await ds.query('INSERT INTO user_roles (user_id, customer_id, role_id, location_id) VALUES (?, ?, ?, ?)', [904, 1, SEEDED_ROLE_IDS.ADMIN, 10]);
    const limited = await sessionFor(t.app, 'user', 904, 1, null);
    const before = (await rows()).length;
    const refused = await call('POST', base, { session: limited, body: { ...weekly, name: 'Limited' } });
    expect(refused).toMatchObject({ status: 400, body: { details: { fields: { model: 'export_schedule_all_locations' } } } });
    expect((await rows()).length).toBe(before);

    // Ann's schedule, then Ann loses every role: a run exports nothing and says why.
    const made = await call('POST', base, { session: ann, body: { ...weekly, name: 'Orphaned' } });
    expect(made.status).toBe(201);
    const exportsBefore = (await call('POST', '/api/v1/exports/query', { session: viewer, body: {} })).body.total;
    const roles = (await ds.query('SELECT * FROM user_roles WHERE user_id = 900 AND customer_id = 1')) as Record<string, unknown>[];
    await ds.query('DELETE FROM user_roles WHERE user_id = 900 AND customer_id = 1');
    try {
      await t.app.get(RunScheduleProcessor).handle({ customerId: 1, version: 1, scheduleId: made.body.id, manual: true }, { jobId: 'x', attempt: 1, reportProgress: async () => undefined });
      const [after] = (await ds.query('SELECT last_run_status FROM adm_schedules WHERE id = ?', [made.body.id])) as { last_run_status: string }[];
      expect(after.last_run_status).toBe('not_permitted');
      expect((await call('POST', '/api/v1/exports/query', { session: viewer, body: {} })).body.total).toBe(exportsBefore);
    } finally {
      for (const r of roles) {
        await ds.query('INSERT INTO user_roles (user_id, customer_id, role_id, location_id) VALUES (?, ?, ?, ?)', [r.user_id, r.customer_id, r.role_id, r.location_id]);
      }
      await call('DELETE', `${base}/${made.body.id}`, { session: ann });
    }
  });

  it('fires a reminder at every slot by itself, stops when paused, and deletes', async () => {
    const made = await call('POST', base, { session: ann, body: { name: 'Tick', kind: 'reminder', message: 'Check the I-9s', cron: '* * * * * *', time_zone: 'UTC' } });
    expect(made.status).toBe(201);
    const alerts = async () => (await ds.query('SELECT entity_id, message_key, message_params FROM adm_alerts WHERE user_id = 900 AND customer_id = 1')) as Array<{ entity_id: number; message_key: string; message_params: string }>;
    await waitFor(async () => (await alerts()).length >= 2, 10_000);
    expect((await alerts())[0]).toEqual({ entity_id: made.body.id, message_key: 'schedule_reminder_alert', message_params: JSON.stringify({ name: 'Tick', message: 'Check the I-9s' }) });
    const paused = await call('PUT', `${base}/${made.body.id}`, { session: ann, body: { name: 'Tick', kind: 'reminder', message: 'Check the I-9s', cron: '* * * * * *', time_zone: 'UTC', active: false } });
    expect(paused.body).toMatchObject({ active: false, next_run: null });
    await new Promise((r) => setTimeout(r, 1200));
    const count = (await alerts()).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await alerts()).length).toBe(count);
    expect((await call('DELETE', `${base}/${made.body.id}`, { session: ann })).status).toBe(204);
    expect((await rows()).map((r) => r.name)).toEqual(['Monday applicants']);
  }, 30_000);
});

/** Reminder runs of a schedule so far, read with a connection of its own (the first app is closed). */
async function alertCount(databaseUrl: string, scheduleId: number): Promise<number> {
  const conn = await createConnection(databaseUrl);
  try {
    const [rows] = await conn.query('SELECT COUNT(*) AS n FROM adm_alerts WHERE entity_id = ?', [scheduleId]);
    return Number((rows as Array<{ n: number }>)[0].n);
  } finally {
    await conn.end();
  }
}

describe('schedules survive a restart', () => {
  it('a new app on the same database syncs the table’s schedules and runs them', async () => {
    const first = await startTestApp(accountActivityTestModule);
    const ds1 = first.app.get(DataSource);
    await seedAccount(ds1);
    const ann = await sessionFor(first.app, 'user', 900, 1);
    const made = await client(first.baseUrl)('POST', '/api/v1/schedules', { session: ann, body: { name: 'Tick', kind: 'reminder', message: 'hi', cron: '* * * * * *', time_zone: 'UTC', active: true } });
    expect(made.status).toBe(201);
    // The first app stops (its database stays); its in-memory timers are gone.
    await first.app.close();
    const runsBefore = Number((await alertCount(first.config.databaseUrl as string, made.body.id)));
    const second = await startTestApp(accountActivityTestModule, { env: { DATABASE_URL: first.config.databaseUrl as string } });
    const ds2 = second.app.get(DataSource);
    try {
      const list = await client(second.baseUrl)('GET', '/api/v1/schedules', { session: await sessionFor(second.app, 'user', 900, 1) });
      expect(list.body.map((s: { id: number }) => s.id)).toEqual([made.body.id]);
      await waitFor(async () => {
        const [{ n }] = await ds2.query('SELECT COUNT(*) AS n FROM adm_alerts WHERE entity_id = ?', [made.body.id]);
        return Number(n) > runsBefore;
      }, 10_000);
    } finally {
      await ds2.query(`DROP DATABASE IF EXISTS \`${new URL(first.config.databaseUrl as string).pathname.slice(1)}\``);
      await second.close();
    }
  }, 120_000);
});
