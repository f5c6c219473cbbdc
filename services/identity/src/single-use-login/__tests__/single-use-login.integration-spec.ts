import { AuditLogEntity, AuthTokenEntity } from '@attest/platform';
import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  registerConfirmed,
  staffLogin,
  staffSession,
  startIdentityApp,
} from '../../__tests__/identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
let staff: { access_token: string; user_id: number };
let acmeApplicant: number;
let globexApplicant: number;
beforeAll(async () => {
  f = await startIdentityApp();
  staff = (await staffLogin(f)).body;
  acmeApplicant = await registerConfirmed(f, 'sut@example.com');
  globexApplicant = await registerConfirmed(f, 'sut-globex@example.com', 'globex');
});
afterAll(async () => {
  await f?.close();
});

const createSut = (applicantId: number, customerId?: number) =>
  f.call('POST', '/api/v1/login/sut', { session: staffSession(staff, customerId), body: { applicant_id: applicantId } });

describe('log in as applicant with a single-use token', () => {
  it('opens an applicant session marked with the staff user, once', async () => {
    const created = await createSut(acmeApplicant);
    expect(created).toMatchObject({ status: 200, body: { value: expect.any(String) } });
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'applicant', entity_id: String(acmeApplicant), action: 'single_use_login' });
    expect(audit).toMatchObject({ customer_id: f.acme.id, actor_party: 'user', actor_id: staff.user_id });

    const session = await f.call('POST', '/api/v1/login/sut/authenticate', { body: { value: created.body.value } });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      access_token: expect.any(String),
      party: 'applicant',
      applicant_id: acmeApplicant,
      customer_id: f.acme.id,
      customer_code: 'acme',
      location_code: 'hq',
      language: null,
      expires_at: expect.any(String),
    });
    const token = await f.ds.getRepository(AuthTokenEntity).findOneByOrFail({ kind: 'access', party: 'applicant', subject_id: acmeApplicant, issued_by_user_id: staff.user_id });
    expect(token.customer_id).toBe(f.acme.id);

    const again = await f.call('POST', '/api/v1/login/sut/authenticate', { body: { value: created.body.value } });
    expect(again).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });

    // The applicant session works on a guarded route.
    const logout = await f.call('POST', '/api/v1/logout', { session: applicantSession(session.body) });
    expect(logout.status).toBe(200);
  });

  it('works through the link form GET /api/v1/auth/singleuse', async () => {
    const created = await createSut(acmeApplicant);
    const session = await f.call('GET', `/api/v1/auth/singleuse?token=${encodeURIComponent(created.body.value)}`);
    expect(session).toMatchObject({ status: 200, body: { party: 'applicant', applicant_id: acmeApplicant } });
    const again = await f.call('GET', `/api/v1/auth/singleuse?token=${encodeURIComponent(created.body.value)}`);
    expect(again).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
    expect(await f.call('GET', '/api/v1/auth/singleuse')).toMatchObject({ status: 400, body: { messageKey: 'validation_failed' } });
  });

  it('refuses an expired token', async () => {
    const created = await createSut(acmeApplicant);
    await f.ds.query("UPDATE auth_tokens SET expires_at = '2000-01-01 00:00:00' WHERE kind = 'single_use' AND used_at IS NULL");
    const res = await f.call('POST', '/api/v1/login/sut/authenticate', { body: { value: created.body.value } });
    expect(res).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
  });

  it("answers 404 for another customer's applicant and an unknown one", async () => {
    const before = await f.ds.getRepository(AuthTokenEntity).count({ where: { kind: 'single_use' } });
    expect(await createSut(globexApplicant)).toMatchObject({ status: 404, body: { messageKey: 'not_found' } });
    expect(await createSut(999_999)).toMatchObject({ status: 404, body: { messageKey: 'not_found' } });
    expect(await f.ds.getRepository(AuthTokenEntity).count({ where: { kind: 'single_use' } })).toBe(before);
  });

  it('is for staff only: an applicant token gets 403, no token 401', async () => {
    const login = await applicantLogin(f, 'sut@example.com');
    const res = await f.call('POST', '/api/v1/login/sut', { session: applicantSession(login.body), body: { applicant_id: acmeApplicant } });
    expect(res).toMatchObject({ status: 403, body: { messageKey: 'forbidden_party' } });
    const anonymous = await f.call('POST', '/api/v1/login/sut', { body: { applicant_id: acmeApplicant } });
    expect(anonymous).toMatchObject({ status: 401, body: { messageKey: 'unauthorized' } });
  });

  it('refuses an access token or another kind of token as a single-use value', async () => {
    const res = await f.call('POST', '/api/v1/login/sut/authenticate', { body: { value: staff.access_token } });
    expect(res).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
    const bad = await f.call('POST', '/api/v1/login/sut/authenticate', { body: {} });
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { value: 'required_field' } } } });
  });
});
