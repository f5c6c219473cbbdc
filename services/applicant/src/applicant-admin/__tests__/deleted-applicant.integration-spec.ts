import { Module } from '@nestjs/common';
import { CustomersService, IdentityModule, identityDataParts } from '@attest/identity';
import { hashPassword, PlatformModule, type AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantModule } from '../../applicant.module';
import type { ApplicantEntity } from '../../applicant-record/entities';
import { insertApplicant, sessionFor } from '../../__tests__/applicant-fixtures';

const PASSWORD = 'Correct-Horse-9';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [applicantDataParts, identityDataParts]), ApplicantModule, IdentityModule] })
  class TestModule {}
  return TestModule;
}

/**
 * A soft-deleted applicant (decision 0021) is gone for staff lists and for sign-in: the list, the counts, the quick
 * search and the direct export leave them out; their password, their open session and an unused log-in-as link no
 * longer work. An inactive (not deleted) applicant cannot sign in either.
 */
describe('deleted and inactive applicants', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let customerId: number;
  let admin: Session;
  let ada: ApplicantEntity;
  let ida: ApplicantEntity;

  beforeAll(async () => {
    t = await startTestApp(moduleFor);
    call = client(t.baseUrl);
    customerId = (await t.app.get(CustomersService).createCustomer({ code: 'acme', name: 'Acme', locations: [{ code: 'west', name: 'West' }] })).id;
    const password_hash = await hashPassword(PASSWORD);
    ada = await insertApplicant(t.app, customerId, { first_name: 'Ada', last_name: 'Gone', email: 'ada.gone@acme.test', password_hash, active: 1, current_application_status: 'COMPLETE' });
    await insertApplicant(t.app, customerId, { first_name: 'Bob', last_name: 'Stays', email: 'bob.stays@acme.test', password_hash, active: 1, current_application_status: 'COMPLETE' });
    ida = await insertApplicant(t.app, customerId, { first_name: 'Ida', last_name: 'Inactive', email: 'ida.inactive@acme.test', password_hash, active: 0 });
    admin = await sessionFor(t.app, 'user', 900, customerId);
  }, 240_000);
  afterAll(async () => t?.close());

  const login = (email: string) => call('POST', '/api/v1/applicants/login', { body: { customer_code: 'acme', email, password: PASSWORD } });
  const listed = async () => {
    const query = await call('POST', '/api/v1/applicants/query', { session: admin, body: {} });
    const applications = await call('POST', '/api/v1/applications/query', { session: admin, body: {} });
    const counts = await call('POST', '/api/v1/applications/counts', { session: admin, body: {} });
    const search = await call('GET', '/api/v1/applicants?take=100', { session: admin });
    const exported = await call('POST', '/api/v1/applicants/export', { session: admin, body: {} });
    expect([query.status, applications.status, counts.status, search.status, exported.status]).toEqual([200, 200, 200, 200, 200]);
    const emails = (items: { email: string }[]) => items.map((i) => i.email).sort();
    return {
      query: emails(query.body.items),
      applications: emails(applications.body.items),
      search: emails(search.body),
      completeCount: (counts.body.counts as { status: string; count: number }[]).find((c) => c.status === 'COMPLETE')?.count,
      csv: String(exported.body),
    };
  };

  it('an inactive applicant cannot sign in (the same answer as a wrong password)', async () => {
    const res = await login(ida.email);
    expect(res.status).toBe(401);
    expect(res.body.messageKey).toBe('invalid_credentials');
  });

  it('after a delete the applicant is in no list, count, search or export, and cannot sign in by any way', async () => {
    const before = await listed();
    expect(before.query).toEqual(['ada.gone@acme.test', 'bob.stays@acme.test', 'ida.inactive@acme.test']);
    expect(before.applications).toEqual(before.query);
    expect(before.search).toEqual(before.query);
    expect(before.completeCount).toBe(2);
    expect(before.csv).toContain('ada.gone@acme.test');

    const signedIn = await login(ada.email);
    expect(signedIn.status).toBe(200);
    const adaSession: Session = { token: String(signedIn.body.access_token), party: 'applicant', customerId };
    expect((await call('GET', `/api/v2/customers/${customerId}/applicants/${ada.applicant_id}`, { session: adaSession })).status).toBe(200);
    const link = await call('POST', '/api/v1/login/sut', { session: admin, body: { applicant_id: ada.applicant_id } });
    expect(link.status).toBe(200);

    expect((await call('DELETE', `/api/v1/applicants/${ada.applicant_id}`, { session: admin })).status).toBe(204);

    const after = await listed();
    expect(after.query).toEqual(['bob.stays@acme.test', 'ida.inactive@acme.test']);
    expect(after.applications).toEqual(after.query);
    expect(after.search).toEqual(after.query);
    expect(after.completeCount).toBe(1);
    expect(after.csv).not.toContain('ada.gone@acme.test');
    expect(after.csv).toContain('bob.stays@acme.test');

    const refused = await login(ada.email);
    expect([refused.status, refused.body.messageKey]).toEqual([401, 'invalid_credentials']);
    expect((await call('GET', `/api/v2/customers/${customerId}/applicants/${ada.applicant_id}`, { session: adaSession })).status).toBe(401);
    const viaLink = await call('GET', `/api/v1/auth/singleuse?token=${encodeURIComponent(String(link.body.value))}`);
    expect([viaLink.status, viaLink.body.messageKey]).toEqual([401, 'token_invalid_or_expired']);
    expect((await call('POST', '/api/v1/login/sut', { session: admin, body: { applicant_id: ada.applicant_id } })).status).toBe(404);
  });
});
