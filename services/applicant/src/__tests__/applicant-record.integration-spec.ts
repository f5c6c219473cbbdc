import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../applicant-data';
import { ApplicantModule } from '../applicant.module';
import type { ApplicantEntity } from '../applicant-record/entities';
import { insertApplicant, sessionFor } from './applicant-fixtures';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts]), ApplicantModule] })
  class TestModule {}
  return TestModule;
}

describe('applicant record (GET/PUT /api/v2/customers/{customerId}/applicants)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ada: ApplicantEntity;
  let bob: ApplicantEntity;
  let other: ApplicantEntity;
  let adaSession: Session;
  let staff: Session;

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    ada = await insertApplicant(t.app, 1, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', mobile_phone: '555-111-2222', home_phone: '555-000-0000', address1: '1 Main St', city: 'Helena', state: 'MT', zip: '59601' });
    bob = await insertApplicant(t.app, 1, { first_name: 'Bob', last_name: 'Stone', email: 'bob@acme.test', home_phone: '555-333-4444' });
    other = await insertApplicant(t.app, 2, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test' });
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    staff = await sessionFor(t.app, 'user', 900, 1);
  });
  afterAll(async () => t.close());

  const url = (id: number, customerId = 1) => `/api/v2/customers/${customerId}/applicants/${id}`;

  it('answers the applicant with derived fields and no secrets', async () => {
    const res = await call('GET', url(ada.applicant_id), { session: adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applicant_id: ada.applicant_id, full_name: 'Ada Lovelace', full_address: '1 Main St, Helena, MT 59601', primary_phone: '555-111-2222', verified: true });
    expect(res.body).not.toHaveProperty('password_hash');
    const b = await call('GET', url(bob.applicant_id), { session: staff });
    expect(b.body.primary_phone).toBe('555-333-4444');
  });

  it("answers 404 for another applicant's or another customer's record", async () => {
    expect((await call('GET', url(bob.applicant_id), { session: adaSession })).status).toBe(404);
    expect((await call('GET', url(other.applicant_id), { session: staff })).status).toBe(404);
    const wrongPath = await call('GET', url(other.applicant_id, 2), { session: staff });
    expect(wrongPath.body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
  });

  it('saves only the changed fields, grouped, and audits the change with the federal id masked', async () => {
    const res = await call('PUT', '/api/v2/customers/1/applicants', {
      session: adaSession,
      body: { applicant_id: ada.applicant_id, first_name: 'Augusta', fed_tax: { fed_id: '123-45-6789' }, props: { shifts: 'Day||Night' }, state_props: { MT: { filing: 'single' } } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace', full_name: 'Augusta Lovelace', props: { shifts: 'Day||Night' }, state_props: { MT: { filing: 'single' } } });
    expect(res.body.fed_tax.fed_id).toBe('***-**-6789');
    const ds = t.app.get(DataSource);
    const [raw] = (await ds.query('SELECT fed_id FROM applicant_fed_tax WHERE applicant_id = ?', [ada.applicant_id])) as { fed_id: string }[];
    expect(raw.fed_id).not.toContain('6789');
    const [audit] = (await ds.query("SELECT changes, actor_party FROM audit_log WHERE entity = 'applicant' AND entity_id = ?", [String(ada.applicant_id)])) as { changes: string; actor_party: string }[];
    const changes = JSON.parse(audit.changes) as Record<string, { from: unknown; to: unknown }>;
    expect(changes.first_name).toEqual({ from: 'Ada', to: 'Augusta' });
    expect(changes['fed_tax.fed_id'].to).toBe('***-**-6789');
    expect(audit.actor_party).toBe('applicant');
  });

  it('refuses fields a client may not set, malformed JSON, oversized bodies and duplicate emails, changing nothing', async () => {
    const before = await call('GET', url(ada.applicant_id), { session: adaSession });
    const attempts = [
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { applicant_id: ada.applicant_id, first_name: 'X', locked: 0 } }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { applicant_id: ada.applicant_id, email: 'not-an-email' } }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, rawBody: '{"applicant_id": 1, "first_name": ' }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { applicant_id: ada.applicant_id, other_info: 'x'.repeat(1_100_000) } }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { first_name: 'NoId' } }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { applicant_id: ada.applicant_id, email: 'bob@acme.test' } }),
      await call('PUT', '/api/v2/customers/1/applicants', { session: adaSession, body: { applicant_id: bob.applicant_id, first_name: 'Hijack' } }),
    ];
    expect(attempts.map((a) => [a.status, a.body.messageKey])).toEqual([
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'malformed_json'],
      [413, 'payload_too_large'],
      [400, 'validation_failed'],
      [409, 'duplicate_email'],
      [404, 'not_found'],
    ]);
    expect(attempts[0].body.details.fields).toEqual({ locked: 'unknown_field' });
    expect(attempts[1].body.details.fields).toEqual({ email: 'invalid_email' });
    const after = await call('GET', url(ada.applicant_id), { session: adaSession });
    expect({ ...after.body, last_updated: null }).toEqual({ ...before.body, last_updated: null });
    const bobNow = await call('GET', url(bob.applicant_id), { session: staff });
    expect(bobNow.body.first_name).toBe('Bob');
  });

  it('checks the party and customer headers and needs a token', async () => {
    expect((await call('GET', url(ada.applicant_id))).body).toMatchObject({ statusCode: 401, messageKey: 'unauthorized' });
    const mismatch = await call('GET', url(ada.applicant_id), { session: adaSession, headers: { 'x-requested-by-party': 'user' } });
    expect(mismatch.body).toMatchObject({ statusCode: 403, messageKey: 'party_mismatch' });
    const foreign = await call('GET', url(ada.applicant_id), { session: { ...staff, customerId: 2 } });
    expect(foreign.body).toMatchObject({ statusCode: 403, messageKey: 'customer_forbidden' });
    const bearer = await call('GET', url(ada.applicant_id), { session: adaSession, headers: { authorization: `Bearer ${adaSession.token}` } });
    expect(bearer.status).toBe(200);
  });
});
