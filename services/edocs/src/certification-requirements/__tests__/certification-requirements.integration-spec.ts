import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { ACME, countRows, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';
import { CertEntityDirectory } from '../cert-entity-directory';

const PATH = '/api/v1/CertificationRequirementConfiguration';

describe('certification requirement configuration (staff-side §5, §7, §8)', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let good: number;
  let noAlt: number;

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 962, ACME, SEEDED_ROLE_IDS.VIEWER);
    good = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'RN License', alt_id: 'RN' } })).body.credential_id;
    noAlt = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'No alt' } })).body.credential_id;
    // Jobs are talent's: the owning service registers a resolver; here jobs 1 (open) and 2 (hidden from applicants).
    k.t.app.get(CertEntityDirectory).register('job', async (_customerId, ids) => new Map(
      ids.filter((id) => id <= 2).map((id) => [id, { name: `Job ${id}`, active: true, visibleToApplicant: id === 1 }]),
    ));
  }, 60_000);
  afterAll(async () => k?.t.close());

  const snapshot = async () => ({
    rows: await k.ds.query('SELECT id, customer_id, customer_location_id, entity_type, entity_id, credential_id, events FROM crt_requirement_configs ORDER BY id'),
    defaults: await k.ds.query('SELECT customer_id, status_id, action_ids FROM crt_automation_events ORDER BY id'),
    audit: await countRows(k.ds, 'audit_log'),
  });

  it('creates with the default events, reads, updates through POST with an id, lists per location, deletes', async () => {
    const created = await k.call('POST', PATH, { session: k.staff, body: { customer_location_id: 7, entity_type: 'job', entity_id: 1, credential_id: good } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ customer_id: ACME, customer_location_id: 7, entity_type: 'job', entity_id: 1, credential_id: good, credentialAltId: 'RN', credentialName: 'RN License', entityName: 'Job 1', invalid: [] });
    expect(created.body.events).toHaveLength(6);
    expect(created.body.events[0]).toEqual({ id: 1, status: { id: 1, status: 'EXPIRED' }, actions: [{ id: 1, type: { id: 1, type: 'RESEND_TASK' } }] });
    expect(created.body.events.find((e: { id: number }) => e.id === 5).actions).toEqual([]);
    expect(created.body.events.find((e: { id: number }) => e.id === 6).actions).toEqual([{ id: 3, type: { id: 3, type: 'UPDATE_STATUS_IN_ATS' } }]);
    const id = created.body.id;
    expect((await k.call('GET', `${PATH}/${id}`, { session: viewer })).body).toEqual(created.body);
    const upd = await k.call('POST', PATH, { session: k.staff, body: { id, customer_location_id: null, entity_type: 'category', entity_id: 40, credential_id: good, events: [{ status_id: 2, action_ids: [2] }] } });
    expect(upd.body).toMatchObject({ id, customer_location_id: null, entity_type: 'category', entityName: null, events: [{ id: 2, status: { id: 2, status: 'EXPIRING_SOON' }, actions: [{ id: 2, type: { id: 2, type: 'SEND_TASK' } }] }] });
    const atNine = await k.call('GET', `${PATH}?customer_location_id=9`, { session: viewer });
    expect(atNine.body.map((r: { id: number }) => r.id)).toContain(id);
    expect((await k.call('DELETE', `${PATH}/${id}`, { session: k.staff })).status).toBe(204);
    expect((await k.call('GET', `${PATH}/${id}`, { session: k.staff })).status).toBe(404);
    const audits = await k.ds.query("SELECT action FROM audit_log WHERE entity = 'certification_requirement' AND entity_id = ? ORDER BY id", [String(id)]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lists invalid configurations with the two labels of the error catalogue', async () => {
    const ok = (await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 1, credential_id: good } })).body;
    const badCred = (await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 1, credential_id: noAlt } })).body;
    const hiddenJob = (await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 2, credential_id: good } })).body;
    const invalid = await k.call('GET', `${PATH}/invalid`, { session: viewer });
    expect(invalid.status).toBe(200);
    const ids = invalid.body.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(ok.id);
    const byId = new Map(invalid.body.map((r: { id: number; invalid: unknown }) => [r.id, r.invalid]));
    expect(byId.get(badCred.id)).toEqual([{ messageKey: 'cert_invalid_credential', params: { id: noAlt }, label: `Invalid Credential: ${noAlt}. Inactive or Missing Alt ID.` }]);
    expect(byId.get(hiddenJob.id)).toEqual([{ messageKey: 'cert_invalid_entity', params: { entityType: 'Job' }, label: 'Invalid Job. Inactive or not visible to Applicant.' }]);
    // Deactivating a credential makes its configurations invalid.
    await k.call('PUT', `/api/v1/credentials/${good}`, { session: k.staff, body: { active: false } });
    expect((await k.call('GET', `${PATH}/invalid`, { session: k.staff })).body.map((r: { id: number }) => r.id)).toContain(ok.id);
    await k.call('PUT', `/api/v1/credentials/${good}`, { session: k.staff, body: { active: true } });
  });

  it('sets the default automation (spec table on an empty body, a custom one otherwise), audited', async () => {
    const DEFAULT = '/api/v1/CredentialAutomationConfiguration/default';
    // Nothing saved yet: the read answers the spec's table (a Viewer may read it; another customer reads its own).
    const spec = await k.call('GET', DEFAULT, { session: viewer });
    expect(spec.status).toBe(200);
    expect(spec.body.map((e: { status: { status: string }; actions: { type: { type: string } }[] }) => [e.status.status, e.actions.map((a) => a.type.type)])).toEqual([
      ['EXPIRED', ['RESEND_TASK']], ['EXPIRING_SOON', ['RESEND_TASK']], ['INCOMPLETE', ['SEND_TASK']], ['INVALID', ['RESEND_TASK']], ['NEEDS_REVIEW', []], ['COMPLETE', ['UPDATE_STATUS_IN_ATS']],
    ]);
    expect((await k.call('GET', DEFAULT, { session: k.adaSession })).status).toBe(403);
    const custom = await k.call('POST', '/api/v1/CredentialAutomationConfiguration/default', { session: k.staff, body: { events: [{ status_id: 1, action_ids: [2, 3] }] } });
    expect(custom.status).toBe(200);
    expect(custom.body).toEqual([{ id: 1, status: { id: 1, status: 'EXPIRED' }, actions: [{ id: 2, type: { id: 2, type: 'SEND_TASK' } }, { id: 3, type: { id: 3, type: 'UPDATE_STATUS_IN_ATS' } }] }]);
    expect((await k.call('GET', DEFAULT, { session: k.staff })).body).toEqual(custom.body);
    expect((await k.call('GET', DEFAULT, { session: k.globexStaff })).body).toHaveLength(6);
    const reset = await k.call('POST', '/api/v1/CredentialAutomationConfiguration/default', { session: k.staff, body: {} });
    expect(reset.body.map((e: { status: { status: string } }) => e.status.status)).toEqual(['EXPIRED', 'EXPIRING_SOON', 'INCOMPLETE', 'INVALID', 'NEEDS_REVIEW', 'COMPLETE']);
    expect(await countRows(k.ds, 'crt_automation_events')).toBe(6);
    const [audit] = await k.ds.query("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'credential_automation'");
    expect(Number(audit.n)).toBe(2);
  });

  it('refuses bad bodies (400), another customer (404) and a Viewer (403), nothing changed', async () => {
    const own = (await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 1, credential_id: good } })).body;
    const globexCred = (await k.call('POST', '/api/v1/credentials', { session: k.globexStaff, body: { name: 'G', alt_id: 'G' } })).body.credential_id;
    const theirs = (await k.call('POST', PATH, { session: k.globexStaff, body: { entity_type: 'job', entity_id: 1, credential_id: globexCred } })).body;
    const before = await snapshot();
    expect((await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job; drop', entity_id: 1, credential_id: good } })).status).toBe(400);
    expect((await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 1, credential_id: good, events: [{ status_id: 9, action_ids: [1] }] } })).status).toBe(400);
    expect((await k.call('POST', PATH, { session: k.staff, body: { entity_type: 'job', entity_id: 1, credential_id: globexCred } })).status).toBe(404);
    expect((await k.call('POST', PATH, { session: k.staff, body: { id: theirs.id, entity_type: 'job', entity_id: 1, credential_id: good } })).status).toBe(404);
    expect((await k.call('GET', `${PATH}/${theirs.id}`, { session: k.staff })).status).toBe(404);
    expect((await k.call('DELETE', `${PATH}/${theirs.id}`, { session: k.staff })).status).toBe(404);
    expect((await k.call('GET', PATH, { session: k.staff })).body.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    expect((await k.call('POST', PATH, { session: viewer, body: { entity_type: 'job', entity_id: 1, credential_id: good } })).status).toBe(403);
    expect((await k.call('DELETE', `${PATH}/${own.id}`, { session: viewer })).status).toBe(403);
    expect((await k.call('POST', '/api/v1/CredentialAutomationConfiguration/default', { session: viewer, body: {} })).status).toBe(403);
    expect((await k.call('GET', PATH, { session: k.adaSession })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
