import { RECRUITER_TAB_ORIGINS_KEY, SEEDED_ROLE_IDS } from '@attest/contracts';
import { AuditLogEntity, sha256Hex } from '@attest/platform';
import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  registerConfirmed,
  setConfig,
  staffLogin,
  staffSession,
  startIdentityApp,
} from '../../__tests__/identity-test-app';
import { UsersService } from '../../users/users.service';
import { RecruiterLaunchEntity } from '../entities/recruiter-launch.entity';
import { RecruiterTabFramingService } from '../recruiter-tab-framing.service';

jest.setTimeout(60_000);

const CANDIDATE = { first_name: 'Cora', last_name: 'Candidate', email: 'cora@ats.test', mobile_phone: '(555) 010-0101' };

let f: IdentityFixture;
let staff: { access_token: string; user_id: number };
beforeAll(async () => {
  f = await startIdentityApp();
  staff = (await staffLogin(f)).body;
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const launches = () => f.ds.getRepository(RecruiterLaunchEntity);
const issue = (body: unknown, session = staffSession(staff)) => f.call('POST', '/api/v1/recruiter-tab/launches', { session, body });
const exchange = (token: string, customerCode = 'acme') =>
  f.call('POST', '/api/v1/recruiter-tab/launches/exchange', { body: { token, customer_code: customerCode }, headers: { 'x-forwarded-for': '10.7.7.7' } });
const tokenOf = (launchUrl: string) => new URL(launchUrl).searchParams.get('launch') ?? '';

describe('recruiter tab launch (issue, exchange)', () => {
  it('issues a launch URL whose token is stored hashed, and exchanges it once for a staff session with the candidate', async () => {
    const issued = await issue({ external_id: 'BH-1001', candidate: CANDIDATE });
    expect(issued).toMatchObject({ status: 201, body: { launch_url: expect.stringMatching(/\/recruiter-tab\?customer=acme&launch=/), expires_at: expect.any(String) } });
    const lifetime = new Date(issued.body.expires_at as string).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);
    const token = tokenOf(issued.body.launch_url as string);
    const row = await launches().findOneByOrFail({ token_hash: sha256Hex(token) });
    expect(row).toMatchObject({ customer_id: f.acme.id, user_id: staff.user_id, external_id: 'BH-1001', used_at: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const session = await exchange(token);
    expect(session.status).toBe(200);
    expect(session.body).toEqual({
      session: expect.objectContaining({ access_token: expect.any(String), party: 'user', user_id: staff.user_id, customer_id: f.acme.id, customer_code: 'acme' }),
      external_id: 'BH-1001',
      candidate: CANDIDATE,
    });
    // The tab's session works on a guarded staff route; the candidate data is not kept after the exchange.
    const me = await f.call('GET', '/api/v1/users/me', { session: staffSession(session.body.session) });
    expect(me.status).toBe(200);
    expect(await launches().findOneByOrFail({ id: row.id })).toMatchObject({ used_at: expect.any(Date), candidate: null });
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'staff_sign_in', entity_id: String(staff.user_id), action: 'sign_in', ip: '10.7.7.7' });
    expect(JSON.parse(audit.changes)).toEqual({ method: { from: null, to: 'recruiter_launch' } });

    expect(await exchange(token)).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
  });

  it('refuses an expired launch', async () => {
    const issued = await issue({ external_id: 'BH-2002' });
    const token = tokenOf(issued.body.launch_url as string);
    await launches().update({ token_hash: sha256Hex(token) }, { expires_at: new Date(Date.now() - 1000) });
    expect(await exchange(token)).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
  });

  it("refuses a launch shown under another customer's page, and leaves it usable for its own", async () => {
    const issued = await issue({ external_id: 'BH-3003' });
    const token = tokenOf(issued.body.launch_url as string);
    expect(await exchange(token, 'globex')).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
    expect(await exchange(token, 'nobody')).toMatchObject({ status: 401, body: { messageKey: 'token_invalid_or_expired' } });
    expect((await launches().findOneByOrFail({ token_hash: sha256Hex(token) })).used_at).toBeNull();
    expect((await exchange(token)).status).toBe(200);
  });

  it('opens the launch in the customer the host session acts for (a member of several)', async () => {
    const issued = await issue({ external_id: 'IN-1' }, staffSession(staff, f.initech.id));
    expect(issued.body.launch_url).toContain('customer=initech');
    const session = await exchange(tokenOf(issued.body.launch_url as string), 'initech');
    expect(session).toMatchObject({ status: 200, body: { session: { customer_id: f.initech.id } } });
  });

  it('is refused to staff without the permission (403) and changes nothing; the exchange re-checks it', async () => {
    const users = f.t.app.get(UsersService);
    const noRole = await users.createUser({ customerId: f.acme.id, email: 'norole@acme.test', password: 'Staff-Password-42', firstName: 'N', lastName: 'R' });
    const login = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'norole@acme.test', password: 'Staff-Password-42' }, headers: { 'x-forwarded-for': '10.3.3.3' } });
    const before = await launches().count();
    expect(await issue({ external_id: 'BH-4004' }, staffSession(login.body))).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect(await launches().count()).toBe(before);

    // A recruiter who loses the role between the host's request and the frame's exchange gets no session.
    const later = await users.createUser({ customerId: f.acme.id, email: 'later@acme.test', password: 'Staff-Password-42', firstName: 'L', lastName: 'R', roleIds: [SEEDED_ROLE_IDS.RECRUITER] });
    const laterLogin = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'later@acme.test', password: 'Staff-Password-42' }, headers: { 'x-forwarded-for': '10.3.3.4' } });
    const issued = await issue({ external_id: 'BH-4005' }, staffSession(laterLogin.body));
    expect(issued.status).toBe(201);
    await f.ds.query('DELETE FROM user_roles WHERE user_id = ?', [later.user_id]);
    const refused = await exchange(tokenOf(issued.body.launch_url as string));
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect(refused.body).not.toHaveProperty('session');
    expect(noRole.user_id).toBeGreaterThan(0);
  });

  it('is for staff only: an applicant token 403, no token 401, bad input 400', async () => {
    await registerConfirmed(f, 'launch-applicant@example.com');
    const login = await applicantLogin(f, 'launch-applicant@example.com');
    expect(await issue({ external_id: 'X' }, applicantSession(login.body))).toMatchObject({ status: 403, body: { messageKey: 'forbidden_party' } });
    expect(await f.call('POST', '/api/v1/recruiter-tab/launches', { body: { external_id: 'X' } })).toMatchObject({ status: 401 });
    expect(await issue({ external_id: 'has space', candidate: { ...CANDIDATE, email: 'not-an-email' } })).toMatchObject({
      status: 400,
      body: { messageKey: 'validation_failed', details: { fields: { external_id: 'invalid_entry', 'candidate.email': 'invalid_email' } } },
    });
    expect(await f.call('POST', '/api/v1/recruiter-tab/launches/exchange', { body: {} })).toMatchObject({
      status: 400,
      body: { details: { fields: { token: 'required_field', customer_code: 'required_field' } } },
    });
  });
});

describe('who may frame the tab', () => {
  it("allows this site and the customer's listed ATS origins, dropping anything that is not an origin", async () => {
    const framing = f.t.app.get(RecruiterTabFramingService);
    await setConfig(f, f.acme.id, RECRUITER_TAB_ORIGINS_KEY, 'https://ats.example.com, http://127.0.0.1:8080/ *.evil.test https://x.test;script-src javascript:alert(1)');
    expect(await framing.allowedOrigins('acme')).toEqual(['https://ats.example.com', 'http://127.0.0.1:8080']);
    expect(await framing.contentSecurityPolicy('acme')).toBe("frame-ancestors 'self' https://ats.example.com http://127.0.0.1:8080");
    expect(await framing.contentSecurityPolicy('globex')).toBe("frame-ancestors 'self'");
    expect(await framing.contentSecurityPolicy('no such customer')).toBe("frame-ancestors 'self'");
    expect(await framing.contentSecurityPolicy(undefined)).toBe("frame-ancestors 'self'");
  });
});
