import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { RealtimeService } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { accountActivityTestModule, seedAccount } from '../../schedules/__tests__/account-activity-test-app';

describe('staff alerts: api/v1/alerts', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ann: Session;
  let raj: Session;
  let viewer: Session;
  let globex: Session;
  const base = '/api/v1/alerts';

  beforeAll(async () => {
    t = await startTestApp(accountActivityTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await seedAccount(ds);
    ann = await sessionFor(t.app, 'user', 900, 1);
    raj = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    globex = await sessionFor(t.app, 'user', 900, 2);
  }, 180_000);
  afterAll(async () => t?.close());

  const rows = async () => (await ds.query('SELECT alert_id, customer_id, user_id, status, type FROM adm_alerts ORDER BY alert_id')) as Record<string, number>[];
  const create = async (session: Session, body: object = {}) => {
    const res = await call('POST', base, { session, body: { type: 14, entity_id: 5, applicant_id: 7, message_key: 'alert_interview_created', message_params: { name: 'Ada' }, ...body } });
    expect(res.status).toBe(201);
    return res.body as { alert_id: number };
  };

  it('creates alerts for the caller and lists the active (unread) ones or all, newest first, with the unread count', async () => {
    const first = await create(ann);
    const second = await create(ann, { type: 0, status: 1 });
    const read = await create(ann, { type: 16, status: 2 });
    await create(raj);
    const active = await call('GET', base, { session: ann });
    expect(active.status).toBe(200);
    expect(active.body.map((a: { alert_id: number }) => a.alert_id)).toEqual([second.alert_id, first.alert_id]);
    expect(active.body[1]).toEqual({
      alert_id: first.alert_id, type: 14, status: 0, entity_id: 5, user_id: 900, applicant_id: 7,
      message_key: 'alert_interview_created', message_params: { name: 'Ada' }, date_created: expect.any(String),
    });
    const all = await call('GET', `${base}?all=true`, { session: ann });
    expect(all.body.map((a: { alert_id: number }) => a.alert_id)).toEqual([read.alert_id, second.alert_id, first.alert_id]);
    expect((await call('GET', `${base}/count`, { session: ann })).body).toEqual({ unread: 2 });
    expect((await call('GET', `${base}/count`, { session: raj })).body).toEqual({ unread: 1 });
    // Another customer (same user id in globex) sees none of them.
    expect((await call('GET', `${base}?all=true`, { session: globex })).body).toEqual([]);
  });

  it('pushes a new alert and the count on the user’s channel', async () => {
    const channel = await call('GET', `${base}/channel`, { session: ann });
    expect(channel.body).toEqual({ event_name: expect.stringMatching(/^alerts-/), subscription_url: `/api/v1/realtime/subscriptions/${channel.body.event_name}` });
    // The same channel is handed out again while it is fresh.
    expect((await call('GET', `${base}/channel`, { session: ann })).body.event_name).toBe(channel.body.event_name);
    const realtime = t.app.get(RealtimeService);
    expect(await realtime.ownerOf(channel.body.event_name)).toBe(1);
    const made = await create(ann, { type: 3 });
    expect(await realtime.lastMessage(channel.body.event_name)).toMatchObject({ alert: { alert_id: made.alert_id, type: 3 }, unread: 3 });
    await call('POST', `${base}/read`, { session: ann, body: { alertIds: [made.alert_id] } });
    expect(await realtime.lastMessage(channel.body.event_name)).toEqual({ read: [made.alert_id], unread: 2 });
  });

  it('updates, marks several or all read (status 2) and deletes only the caller’s own', async () => {
    const a = await create(ann);
    const b = await create(ann);
    const c = await create(ann);
    const rajs = await create(raj);
    const patched = await call('PATCH', `${base}/${a.alert_id}`, { session: ann, body: { status: 2 } });
    expect(patched.body).toMatchObject({ alert_id: a.alert_id, status: 2 });
    const several = await call('POST', `${base}/read`, { session: ann, body: { alertIds: [b.alert_id, rajs.alert_id] } });
    expect(several.status).toBe(200);
    expect(several.body.updated).toBe(1);
    expect((await rows()).find((r) => r.alert_id === rajs.alert_id)?.status).toBe(0);
    expect((await rows()).find((r) => r.alert_id === c.alert_id)?.status).toBe(0);
    const all = await call('POST', `${base}/read`, { session: ann, body: { all: true } });
    expect(all.body.unread).toBe(0);
    expect((await call('GET', base, { session: ann })).body).toEqual([]);
    expect((await call('DELETE', `${base}/${c.alert_id}`, { session: ann })).status).toBe(204);
    expect((await rows()).some((r) => r.alert_id === c.alert_id)).toBe(false);
  });

  it('answers 404 for another user’s or customer’s alert and changes nothing; refuses bad input', async () => {
    const rajs = await create(raj);
    const before = await rows();
    expect((await call('PATCH', `${base}/${rajs.alert_id}`, { session: ann, body: { status: 2 } })).body).toMatchObject({ statusCode: 404, messageKey: 'alert_not_found' });
    expect((await call('DELETE', `${base}/${rajs.alert_id}`, { session: ann })).status).toBe(404);
    expect((await call('PATCH', `${base}/${rajs.alert_id}`, { session: globex, body: { status: 2 } })).status).toBe(404);
    expect((await call('DELETE', `${base}/${rajs.alert_id}`, { session: globex })).status).toBe(404);
    const bad = await call('POST', base, { session: ann, body: { type: 'x', status: 7, user_id: 901, customer_id: 2 } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { type: 'number_validator', status: 'es_max', user_id: 'unknown_field', customer_id: 'unknown_field' } } });
    expect((await call('POST', `${base}/read`, { session: ann, body: {} })).status).toBe(400);
    expect((await call('PATCH', `${base}/abc`, { session: ann, body: {} })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('lets a Viewer keep their own alerts (account.own) and refuses applicants and anonymous callers', async () => {
    const mine = await create(viewer);
    expect((await call('POST', `${base}/read`, { session: viewer, body: { alertIds: [mine.alert_id] } })).body.updated).toBe(1);
    const applicant = await sessionFor(t.app, 'applicant', 1, 1);
    expect((await call('GET', base, { session: applicant })).status).toBe(403);
    expect((await call('GET', base)).status).toBe(401);
  });
});
