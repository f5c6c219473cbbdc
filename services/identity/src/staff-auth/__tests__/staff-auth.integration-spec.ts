import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  registerConfirmed,
  STAFF_PASSWORD,
  staffLogin,
  staffSession,
  startIdentityApp,
} from '../../__tests__/identity-test-app';
import { CstUserEntity } from '../../users/entities/cst-user.entity';

jest.setTimeout(60_000);

let f: IdentityFixture;
beforeAll(async () => {
  f = await startIdentityApp();
});
afterAll(async () => {
  await f?.close();
});

describe('staff login', () => {
  it('answers the staff session with the memberships', async () => {
    const res = await staffLogin(f);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      party: 'user',
      user_id: expect.any(Number),
      customer_id: f.acme.id,
      customer_code: 'acme',
      customers: expect.arrayContaining([
        { customer_id: f.acme.id, customer_code: 'acme', name: 'Acme Staffing' },
        { customer_id: f.initech.id, customer_code: 'initech', name: 'Initech' },
      ]),
      full_name: 'Rita Recruiter',
      expires_at: expect.any(String),
    });
    expect(res.body.customers).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/);
    const row = await f.ds.getRepository(CstUserEntity).findOneByOrFail({ email: f.staffEmail });
    expect(row.last_activity).not.toBeNull();
  });

  it('logs into another customer of the memberships, not into a foreign one', async () => {
    const initech = await staffLogin(f, 'initech');
    expect(initech).toMatchObject({ status: 200, body: { customer_id: f.initech.id, customer_code: 'initech' } });
    const globex = await staffLogin(f, 'globex');
    expect(globex).toMatchObject({ status: 401, body: { messageKey: 'invalid_credentials' } });
  });

  it('refuses a wrong password and locks at the fifth failure', async () => {
    for (let i = 0; i < 4; i++) {
      expect(await staffLogin(f, 'acme', 'Wrong-password-1', '10.20.0.1')).toMatchObject({ status: 401, body: { messageKey: 'invalid_credentials' } });
    }
    expect((await staffLogin(f, 'acme', 'Wrong-password-1', '10.20.0.1')).status).toBe(423);
    expect(await staffLogin(f, 'acme', STAFF_PASSWORD, '10.20.0.1')).toMatchObject({ status: 423, body: { messageKey: 'account_locked' } });
    const row = await f.ds.getRepository(CstUserEntity).findOneByOrFail({ email: f.staffEmail });
    expect(row).toMatchObject({ locked: 1, failed_login_count: 5 });
    await f.ds.getRepository(CstUserEntity).update({ user_id: row.user_id }, { locked: 0, failed_login_count: 0 });
    expect((await staffLogin(f, 'acme', STAFF_PASSWORD, '10.20.0.2')).status).toBe(200);
  });

  it('throttles per account (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await f.call('POST', '/api/v1/login', {
        body: { customer_code: 'acme', email: 'nobody@acme.test', password: 'x' },
        headers: { 'x-forwarded-for': `10.21.0.${i}` },
      })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the requesting-party and customer headers', () => {
  it('refuses a party header that does not match the token (403 party_mismatch)', async () => {
    const staff = await staffLogin(f);
    const res = await f.call('POST', '/api/v1/logout', { session: { ...staffSession(staff.body), party: 'applicant' } });
    expect(res).toMatchObject({ status: 403, body: { messageKey: 'party_mismatch' } });
  });

  it('allows a customer of the memberships and refuses any other (403 customer_forbidden)', async () => {
    const staff = await staffLogin(f);
    const applicantId = await registerConfirmed(f, 'header-check@example.com', 'initech');
    const foreign = await f.call('POST', '/api/v1/login/sut', { session: staffSession(staff.body, f.globex.id), body: { applicant_id: applicantId } });
    expect(foreign).toMatchObject({ status: 403, body: { messageKey: 'customer_forbidden' } });
    // initech is a membership: the single-use token is created for initech's applicant.
    const member = await f.call('POST', '/api/v1/login/sut', { session: staffSession(staff.body, f.initech.id), body: { applicant_id: applicantId } });
    expect(member).toMatchObject({ status: 200, body: { value: expect.any(String) } });
  });

  it('refuses an applicant any customer header but its own', async () => {
    await registerConfirmed(f, 'applicant-header@example.com');
    const login = await applicantLogin(f, 'applicant-header@example.com');
    const res = await f.call('POST', '/api/v1/logout', { session: { ...applicantSession(login.body), customerId: f.initech.id } });
    expect(res).toMatchObject({ status: 403, body: { messageKey: 'customer_forbidden' } });
    const own = await f.call('POST', '/api/v1/logout', { session: { ...applicantSession(login.body), customerId: f.acme.id } });
    expect(own.status).toBe(200);
  });
});
