import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, countRows, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';

describe('credential types (staff-side §7 "Credentials and certification requirements")', () => {
  let k: EdocsTestKit;
  let viewer: Session;

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 960, ACME, SEEDED_ROLE_IDS.VIEWER);
  }, 60_000);
  afterAll(async () => k?.t.close());

  const snapshot = async () => ({
    rows: await k.ds.query('SELECT credential_id, customer_id, name, alt_id, active FROM crd_credentials ORDER BY credential_id'),
    audit: await countRows(k.ds, 'audit_log'),
  });

  it('creates, reads, lists, queries, updates and deletes a type, each write audited', async () => {
    const created = await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'RN License', alt_id: 'RN-1', requires_expiration: true, has_back: true } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ credential_id: expect.any(Number), name: 'RN License', alt_id: 'RN-1', description: null, requires_expiration: true, has_back: true, active: true });
    const id = created.body.credential_id;
    expect((await k.call('GET', `/api/v1/credentials/${id}`, { session: viewer })).body).toEqual(created.body);
    await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'CPR 100% card', active: false } });
    const list = await k.call('GET', '/api/v1/credentials', { session: viewer });
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['CPR 100% card', 'RN License']);
    const q = await k.call('POST', '/api/v1/credentials/query', { session: k.staff, body: { search: '100%' } });
    expect(q.body).toEqual({ total: 1, items: [expect.objectContaining({ name: 'CPR 100% card', active: false })] });
    expect((await k.call('POST', '/api/v1/credentials/query', { session: k.staff, body: { active: true } })).body.total).toBe(1);
    const upd = await k.call('PUT', `/api/v1/credentials/${id}`, { session: k.staff, body: { alt_id: 'RN-2', active: false } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ alt_id: 'RN-2', active: false, name: 'RN License' });
    const del = await k.call('DELETE', `/api/v1/credentials/${id}`, { session: k.staff });
    expect(del.status).toBe(204);
    expect((await k.call('GET', `/api/v1/credentials/${id}`, { session: k.staff })).status).toBe(404);
    const audits = await k.ds.query("SELECT action FROM audit_log WHERE entity = 'credential' AND entity_id = ? ORDER BY id", [String(id)]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validates the body (400 naming the field), nothing stored', async () => {
    const before = await snapshot();
    const res = await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: '', bogus: 1 } });
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('hides another customer\'s types (404) and refuses a Viewer\'s writes (403), nothing changed', async () => {
    const own = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'Forklift', alt_id: 'FL' } })).body;
    const theirs = (await k.call('POST', '/api/v1/credentials', { session: k.globexStaff, body: { name: 'Globex secret', alt_id: 'G' } })).body;
    const before = await snapshot();
    for (const [method, path] of [['GET', `/api/v1/credentials/${theirs.credential_id}`], ['PUT', `/api/v1/credentials/${theirs.credential_id}`], ['DELETE', `/api/v1/credentials/${theirs.credential_id}`]] as const) {
      expect((await k.call(method, path, { session: k.staff, body: method === 'PUT' ? { name: 'x' } : undefined })).status).toBe(404);
    }
    expect((await k.call('GET', '/api/v1/credentials', { session: k.staff })).body.map((c: { name: string }) => c.name)).not.toContain('Globex secret');
    expect((await k.call('POST', '/api/v1/credentials', { session: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await k.call('PUT', `/api/v1/credentials/${own.credential_id}`, { session: viewer, body: { name: 'Nope' } })).status).toBe(403);
    expect((await k.call('DELETE', `/api/v1/credentials/${own.credential_id}`, { session: viewer })).status).toBe(403);
    expect((await k.call('GET', '/api/v1/credentials', { session: k.adaSession })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
