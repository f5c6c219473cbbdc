import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS, TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { CustomersService, IdentityModule, identityDataParts } from '@attest/identity';
import { PlatformModule, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { auditRows, insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, identityDataParts]), ApplicantModule, IdentityModule] })
  class TestModule {}
  return TestModule;
}

/**
 * Terms of service (decision 0025): accepted at sign-up with the account; staff read it; an applicant created by
 * staff reads and accepts their own in the portal (only the version in force, once, audited); nobody else can
 * accept for them — not another applicant (404), not staff (403), not staff viewing the portal as them (403).
 */
describe('terms of service: GET/POST /api/v1/applicants/{applicantId}/TOS', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let ds: DataSource;
  let customerId: number;
  let admin: Session;
  let viewer: Session;
  let ben: ApplicantEntity;
  let eve: ApplicantEntity;
  const tos = (id: number) => `/api/v1/applicants/${id}/TOS`;
  const props = async (id: number) =>
    Object.fromEntries(
      ((await ds.query("SELECT code, value FROM applicant_props WHERE applicant_id = ? AND code IN ('tos_accepted_at', 'tos_version') ORDER BY code", [id])) as { code: string; value: string }[]).map((r) => [r.code, r.value]),
    );
  const acceptances = async (id: number) => (await auditRows(t.app, 'applicant', id)).filter((r) => r.action === 'accept_terms');

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    customerId = (await t.app.get(CustomersService).createCustomer({ code: 'acme', name: 'Acme', locations: [{ code: 'west', name: 'West' }] })).id;
    // Created by staff (bulk upload, recruiter tab, ATS): no acceptance yet.
    ben = await insertApplicant(t.app, customerId, { first_name: 'Ben', last_name: 'Bulk', email: 'ben.bulk@acme.test', active: 1 });
    eve = await insertApplicant(t.app, customerId, { first_name: 'Eve', last_name: 'Other', email: 'eve.other@acme.test', active: 1 });
    admin = await sessionFor(t.app, 'user', 900, customerId);
    viewer = await sessionFor(t.app, 'user', 901, customerId, SEEDED_ROLE_IDS.VIEWER);
  }, 240_000);
  afterAll(async () => t?.close());

  it('a sign-up that accepts the terms: staff and the applicant read the version in force as accepted', async () => {
    const body = { customer_code: 'acme', location_code: 'west', first_name: 'Rosa', last_name: 'Signup', email: 'rosa.signup@acme.test', password: 'Correct-Horse-9', mobile_phone: '(555) 123-4567', accept_terms: true };
    const reg = await call('POST', '/api/v1/applicants/register', { body });
    expect(reg.status).toBe(201);
    const rosa = reg.body.applicant_id as number;
    const stored = await props(rosa);
    expect(stored).toEqual({ tos_accepted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/), tos_version: TERMS_OF_SERVICE_VERSION });

    const staffRead = await call('GET', tos(rosa), { session: viewer });
    expect(staffRead).toMatchObject({ status: 200 });
    expect(staffRead.body).toEqual({
      applicant_id: rosa,
      accepted: true,
      accepted_at: stored.tos_accepted_at,
      version: TERMS_OF_SERVICE_VERSION,
      current_version: TERMS_OF_SERVICE_VERSION,
      accepted_current: true,
      text_key: TERMS_OF_SERVICE_TEXT_KEY,
      can_accept: false,
    });
    const own = await call('GET', tos(rosa), { session: await sessionFor(t.app, 'applicant', rosa, customerId) });
    expect(own.body).toEqual({ ...staffRead.body, can_accept: true });
  });

  it('an applicant created by staff reads their own, accepts the version in force once (idempotent, audited), and staff see it', async () => {
    const session = await sessionFor(t.app, 'applicant', ben.applicant_id, customerId);
    const before = await call('GET', tos(ben.applicant_id), { session });
    expect(before.body).toEqual({
      applicant_id: ben.applicant_id, accepted: false, accepted_at: null, version: null, current_version: TERMS_OF_SERVICE_VERSION,
      accepted_current: false, text_key: TERMS_OF_SERVICE_TEXT_KEY, can_accept: true,
    });
    expect((await call('GET', tos(ben.applicant_id), { session: viewer })).body).toMatchObject({ accepted: false, accepted_at: null, version: null });

    // A stale or unknown version, or no version, is refused and writes nothing.
    const stale = await call('POST', tos(ben.applicant_id), { session, body: { version: '2020-01-01' } });
    expect(stale).toMatchObject({ status: 400, body: { messageKey: 'terms_version_outdated', details: { current_version: TERMS_OF_SERVICE_VERSION } } });
    const missing = await call('POST', tos(ben.applicant_id), { session, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { version: 'required_field' } } } });
    const extra = await call('POST', tos(ben.applicant_id), { session, body: { version: TERMS_OF_SERVICE_VERSION, accepted_at: '2001-01-01' } });
    expect(extra).toMatchObject({ status: 400, body: { messageKey: 'validation_failed' } });
    expect(await props(ben.applicant_id)).toEqual({});
    expect(await acceptances(ben.applicant_id)).toHaveLength(0);

    const accepted = await call('POST', tos(ben.applicant_id), { session, body: { version: TERMS_OF_SERVICE_VERSION } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ accepted: true, version: TERMS_OF_SERVICE_VERSION, accepted_current: true, can_accept: true });
    const stored = await props(ben.applicant_id);
    expect(stored).toEqual({ tos_accepted_at: accepted.body.accepted_at, tos_version: TERMS_OF_SERVICE_VERSION });
    const [audit] = await acceptances(ben.applicant_id);
    expect(audit).toMatchObject({ actor_party: 'applicant', changes: { 'props.tos_version': { from: null, to: TERMS_OF_SERVICE_VERSION }, 'props.tos_accepted_at': { from: null, to: stored.tos_accepted_at } } });

    // Accepting again changes nothing: same time, no second audit row.
    const again = await call('POST', tos(ben.applicant_id), { session, body: { version: ` ${TERMS_OF_SERVICE_VERSION} ` } });
    expect(again).toMatchObject({ status: 200, body: { accepted_at: stored.tos_accepted_at, accepted_current: true } });
    expect(await acceptances(ben.applicant_id)).toHaveLength(1);

    const staffRead = await call('GET', tos(ben.applicant_id), { session: admin });
    expect(staffRead.body).toMatchObject({ accepted: true, accepted_at: stored.tos_accepted_at, version: TERMS_OF_SERVICE_VERSION, accepted_current: true, can_accept: false });
  });

  it("another applicant's id answers 404 to read and accept, and nothing is written", async () => {
    const session = await sessionFor(t.app, 'applicant', ben.applicant_id, customerId);
    const read = await call('GET', tos(eve.applicant_id), { session });
    const accept = await call('POST', tos(eve.applicant_id), { session, body: { version: TERMS_OF_SERVICE_VERSION } });
    const unknown = await call('GET', tos(9_999_999), { session: admin });
    expect([read, accept, unknown].map((r) => [r.status, r.body.messageKey])).toEqual([[404, 'not_found'], [404, 'not_found'], [404, 'not_found']]);
    expect(await props(eve.applicant_id)).toEqual({});
    expect(await acceptances(eve.applicant_id)).toHaveLength(0);
  });

  it('staff never accept: not with their own session (403), not while viewing the portal as the applicant (403)', async () => {
    const staffPost = await call('POST', tos(eve.applicant_id), { session: admin, body: { version: TERMS_OF_SERVICE_VERSION } });
    expect(staffPost).toMatchObject({ status: 403, body: { messageKey: 'forbidden_party' } });

    // "Log in as applicant": the single-use link opens an applicant session whose token names the staff user.
    const link = await call('POST', '/api/v1/login/sut', { session: admin, body: { applicant_id: eve.applicant_id } });
    expect(link.status).toBe(200);
    const opened = await call('POST', '/api/v1/login/sut/authenticate', { body: { value: link.body.value } });
    expect(opened.status).toBe(200);
    const asEve: Session = { token: opened.body.access_token, party: 'applicant', customerId };

    const read = await call('GET', tos(eve.applicant_id), { session: asEve });
    expect(read.body).toMatchObject({ accepted: false, accepted_current: false, can_accept: false });
    const refused = await call('POST', tos(eve.applicant_id), { session: asEve, body: { version: TERMS_OF_SERVICE_VERSION } });
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'terms_accept_applicant_only' } });
    // Another applicant's id stays a 404 for that session too.
    expect((await call('POST', tos(ben.applicant_id), { session: asEve, body: { version: TERMS_OF_SERVICE_VERSION } })).status).toBe(404);
    expect(await props(eve.applicant_id)).toEqual({});
    expect(await acceptances(eve.applicant_id)).toHaveLength(0);
  });

  it('an acceptance of an older version is not current: the applicant accepts the new one, audited from the old', async () => {
    await ds.query("INSERT INTO applicant_props (applicant_id, customer_id, state, code, value) VALUES (?, ?, '', 'tos_accepted_at', '2025-01-02T03:04:05.000Z'), (?, ?, '', 'tos_version', '2025-01-01')", [
      eve.applicant_id, customerId, eve.applicant_id, customerId,
    ]);
    const session = await sessionFor(t.app, 'applicant', eve.applicant_id, customerId);
    expect((await call('GET', tos(eve.applicant_id), { session })).body).toMatchObject({ accepted: true, version: '2025-01-01', accepted_current: false, current_version: TERMS_OF_SERVICE_VERSION });
    const accepted = await call('POST', tos(eve.applicant_id), { session, body: { version: TERMS_OF_SERVICE_VERSION } });
    expect(accepted.body).toMatchObject({ accepted_current: true, version: TERMS_OF_SERVICE_VERSION });
    const [audit] = await acceptances(eve.applicant_id);
    expect(audit.changes['props.tos_version']).toEqual({ from: '2025-01-01', to: TERMS_OF_SERVICE_VERSION });
    expect(audit.changes['props.tos_accepted_at']).toEqual({ from: '2025-01-02T03:04:05.000Z', to: accepted.body.accepted_at });
  });
});
