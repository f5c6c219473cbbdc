import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { reportingTestModule, seedCustomers } from '../../__tests__/reporting-fixtures';

describe('custom data views: api/v1/customdataviews', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ann: Session;
  let raj: Session;
  let viewer: Session;
  let globex: Session;
  const base = '/api/v1/customdataviews';
  const view = (name: string, shared = false) => ({ name, columns: ['full_name', 'email', 'current_application_status'], filter: { statuses: ['COMPLETE'], locations: [10] }, shared });

  beforeAll(async () => {
    t = await startTestApp(reportingTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await seedCustomers(ds);
    await ds.query("INSERT INTO cst_users (user_id, customer_id, email, first_name, last_name, password_hash) VALUES (900, 1, 'ann@acme.test', 'Ann', 'Owner', 'x'), (901, 1, 'raj@acme.test', 'Raj', 'Peer', 'x')");
    ann = await sessionFor(t.app, 'user', 900, 1, SEEDED_ROLE_IDS.RECRUITER);
    raj = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    globex = await sessionFor(t.app, 'user', 903, 2);
  }, 180_000);
  afterAll(async () => t?.close());

  const rows = async () => (await ds.query('SELECT id, user_id, name, columns, filter, shared FROM adm_custom_data_views ORDER BY id')) as Record<string, unknown>[];
  const names = (body: { name: string }[]) => body.map((v) => v.name);

  it('creates views: the owner sees both, a colleague the shared one, another customer none; audited', async () => {
    const mine = await call('POST', base, { session: ann, body: view('Complete at HQ') });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ name: 'Complete at HQ', columns: ['full_name', 'email', 'current_application_status'], filter: { statuses: ['COMPLETE'], locations: [10] }, shared: false, mine: true, owner_name: 'Ann Owner', owner_user_id: 900 });
    const shared = await call('POST', base, { session: ann, body: view('All complete', true) });
    expect(shared.body.shared).toBe(true);
    expect(names((await call('GET', base, { session: ann })).body)).toEqual(['All complete', 'Complete at HQ']);
    const seen = await call('GET', base, { session: raj });
    expect(seen.body).toEqual([expect.objectContaining({ name: 'All complete', mine: false, owner_name: 'Ann Owner' })]);
    expect((await call('GET', base, { session: viewer })).body).toHaveLength(1);
    expect((await call('GET', base, { session: globex })).body).toEqual([]);
    const audit = (await ds.query("SELECT action, entity_id FROM audit_log WHERE entity = 'custom_data_view' ORDER BY id")) as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['create', 'create']);
  });

  it('validates the body with the applicant list filter’s rules', async () => {
    const count = (await rows()).length;
    expect((await call('POST', base, { session: ann, body: { ...view('x'), columns: ['password_hash'] } })).body).toMatchObject({ statusCode: 400, details: { fields: { 'columns[0]': 'invalid_entry' } } });
    expect((await call('POST', base, { session: ann, body: { ...view('x'), filter: { statuses: ['NOPE'] } } })).status).toBe(400);
    expect((await call('POST', base, { session: ann, body: { ...view(''), columns: [] } })).body.details.fields).toMatchObject({ name: 'required_field', columns: 'es_min' });
    expect((await call('POST', base, { session: ann, body: { ...view('x'), user_id: 901 } })).status).toBe(400);
    expect(await rows()).toHaveLength(count);
  });

  it('lets only the owner change or delete a view; others get 403 (shared) or 404 (private, other customer); nothing changes', async () => {
    const [priv, shared] = await rows();
    const before = await rows();
    expect((await call('PUT', `${base}/${shared.id}`, { session: raj, body: view('Taken over', true) })).body).toMatchObject({ statusCode: 403, messageKey: 'data_view_not_owner' });
    expect((await call('DELETE', `${base}/${shared.id}`, { session: raj })).status).toBe(403);
    expect((await call('PUT', `${base}/${priv.id}`, { session: raj, body: view('Taken over') })).status).toBe(404);
    expect((await call('DELETE', `${base}/${priv.id}`, { session: globex })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await call('PUT', `${base}/${priv.id}`, { session: globex, body: view('Taken over') })).status).toBe(404);
    expect((await call('POST', base, { session: viewer, body: view('Viewer view') })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('PUT', `${base}/${shared.id}`, { session: viewer, body: view('Viewer view') })).status).toBe(403);
    expect((await call('DELETE', `${base}/${shared.id}`, { session: viewer })).status).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('updates (sharing a private view) and deletes as the owner, audited', async () => {
    const [priv, shared] = await rows();
    const res = await call('PUT', `${base}/${priv.id}`, { session: ann, body: { ...view('HQ complete, shared', true), columns: ['last_name', 'last_name', 'email'] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: priv.id, name: 'HQ complete, shared', shared: true, columns: ['last_name', 'email'] });
    expect(names((await call('GET', base, { session: raj })).body)).toEqual(['All complete', 'HQ complete, shared']);
    expect((await call('DELETE', `${base}/${shared.id}`, { session: ann })).status).toBe(204);
    expect(names((await call('GET', base, { session: ann })).body)).toEqual(['HQ complete, shared']);
    const audit = (await ds.query("SELECT action, changes FROM audit_log WHERE entity = 'custom_data_view' ORDER BY id")) as { action: string; changes: string }[];
    expect(audit.slice(2).map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      ['update', { name: { from: 'Complete at HQ', to: 'HQ complete, shared' }, shared: { from: false, to: true } }],
      ['delete', { name: { from: 'All complete', to: null } }],
    ]);
  });
});
