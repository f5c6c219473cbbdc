import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { APP_CONFIG, type AppConfig, AuditLogEntity } from '@attest/platform';
import {
  applicantLogin,
  type IdentityFixture,
  registerConfirmed,
  staffLogin,
  staffSession,
  startIdentityApp,
  STAFF_PASSWORD,
} from '../../__tests__/identity-test-app';
import { StaffMfaService } from '../../staff-mfa/staff-mfa.service';
import { currentTotp } from '../../staff-mfa/totp';
import { UsersService } from '../../users/users.service';
import { startTestProvider, TestBrowser, type TestProvider } from './oidc-test-provider';

jest.setTimeout(90_000);

const CLIENT_ID = 'attest-acme';
const CLIENT_SECRET = 'provider-secret-123';
const APPLICANT_EMAIL = 'ann.sso@applicant.test';

let f: IdentityFixture;
let provider: TestProvider;
let admin: ReturnType<typeof staffSession>;

beforeAll(async () => {
  f = await startIdentityApp();
  // The app listens on a port chosen at start: callbacks and the shell links use the real address.
  f.t.app.get<typeof APP_CONFIG, AppConfig>(APP_CONFIG).publicUrl = f.t.baseUrl;
  provider = await startTestProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${f.t.baseUrl}/api/v1/sso/acme/callback`, `${f.t.baseUrl}/api/v1/sso/acme/applicant/callback`],
    accounts: [
      { email: f.staffEmail, email_verified: true, name: 'Rita Recruiter' },
      { email: 'nobody@acme.test', email_verified: true },
      { email: 'una.unverified@acme.test', email_verified: false },
      { email: APPLICANT_EMAIL, email_verified: true },
    ],
  });
  await f.t.app.get(UsersService).createUser({
    customerId: f.acme.id,
    email: 'ada.admin@acme.test',
    password: STAFF_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    roleIds: [SEEDED_ROLE_IDS.ADMIN],
  });
  await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email: 'una.unverified@acme.test', password: STAFF_PASSWORD, firstName: 'Una', lastName: 'U' });
  const res = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'ada.admin@acme.test', password: STAFF_PASSWORD } });
  admin = staffSession(res.body);
});
afterAll(async () => {
  await provider?.stop();
  await f?.close();
});

/** Start → provider login as `email` → our callback; answers the shell URL the callback sent the browser to. */
async function signIn(browser: TestBrowser, startPath: string, email: string, stopBeforeCallback = false): Promise<URL> {
  const started = await browser.follow(f.t.baseUrl + startPath, (next) => next.pathname.startsWith('/interaction/'));
  expect(started.url).toContain(provider.issuer);
  const done = await browser.follow(
    `${started.url}/login`,
    (next) => next.origin === f.t.baseUrl && (stopBeforeCallback || !next.pathname.startsWith('/api/')),
    'POST',
    `email=${encodeURIComponent(email)}`,
  );
  return new URL(done.url);
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

function exchange(code: string) {
  return f.call('POST', '/api/v1/sso/exchange', { body: { code } });
}

describe('staff SSO settings', () => {
  it('are off until an admin sets them; the secret is stored encrypted and never answered', async () => {
    const before = await f.call('GET', '/api/v1/sso/acme/options');
    expect(before.status).toBe(200);
    expect(before.body.staff).toEqual({ enabled: false, password_login_disabled: false });
    expect((await f.call('GET', '/api/v1/sso/acme/start')).status).toBe(404);

    await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email: 'pete.plain@acme.test', password: STAFF_PASSWORD, firstName: 'Pete', lastName: 'Plain' });
    const plainLogin = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'pete.plain@acme.test', password: STAFF_PASSWORD } });
    const plain = staffSession(plainLogin.body);
    expect((await f.call('PUT', '/api/v1/sso/settings', { session: plain, body: { staff: { enable: true } } })).status).toBe(403);

    const put = await f.call('PUT', '/api/v1/sso/settings', {
      session: admin,
      body: { staff: { enable: true, issuer: provider.issuer, client_id: CLIENT_ID, client_secret: CLIENT_SECRET } },
    });
    expect(put.status).toBe(200);
    expect(put.body.staff).toEqual({
      enable: true,
      issuer: provider.issuer,
      client_id: CLIENT_ID,
      client_secret_set: true,
      disable_password_login: false,
      logout_url: null,
    });
    expect(JSON.stringify(put.body)).not.toContain(CLIENT_SECRET);
    const stored = await f.ds.query('SELECT value FROM customer_configs WHERE customer_id = ? AND name = ?', [f.acme.id, 'staff_sso_client_secret']);
    expect(stored[0].value).toMatch(/^v1:/);
    expect((await f.call('GET', '/api/v1/sso/acme/options')).body.staff.enabled).toBe(true);
  });
});

describe('staff SSO sign-in against a real OpenID provider', () => {
  it('signs the verified member in: a single-use code in the fragment, exchanged once for the staff session', async () => {
    const landing = await signIn(new TestBrowser(), '/api/v1/sso/acme/start?location=west&returnTo=%2Facme%2Fwest%2Fadmin%2Fapplicants', f.staffEmail);
    expect(landing.pathname).toBe('/acme/west/sso');
    expect(landing.search).toBe('');
    const params = fragment(landing);
    expect(params.get('return_to')).toBe('/acme/west/admin/applicants');
    const code = params.get('code') ?? '';
    expect(code).not.toBe('');

    const session = await exchange(code);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ party: 'user', customer_code: 'acme', full_name: 'Rita Recruiter', access_token: expect.any(String) });
    expect(session.body.access_token).not.toBe(code);
    expect((await f.call('GET', '/api/v1/users/me/mfa', { session: staffSession(session.body) })).status).toBe(200);

    const again = await exchange(code);
    expect(again.status).toBe(401);
  });

  it('does not ask for MFA again after SSO', async () => {
    const mfa = f.t.app.get(StaffMfaService);
    const userId = (await f.t.app.get(UsersService).findByEmail(f.staffEmail))!.user_id;
    const { secret } = await mfa.startEnrolment({ user_id: userId, email: f.staffEmail });
    expect(await mfa.confirmEnrolment(userId, currentTotp(secret))).toHaveLength(10);
    expect((await staffLogin(f)).body.mfa_required).toBe(true);

    const landing = await signIn(new TestBrowser(), '/api/v1/sso/acme/start', f.staffEmail);
    const session = await exchange(fragment(landing).get('code') ?? '');
    expect(session.status).toBe(200);
    expect(session.body.access_token).toEqual(expect.any(String));
  });

  it('refuses an email that is no member of the customer, and an unverified email', async () => {
    const unknown = await signIn(new TestBrowser(), '/api/v1/sso/acme/start', 'nobody@acme.test');
    expect(unknown.pathname).toBe('/acme/hq/sso');
    expect(fragment(unknown).get('error')).toBe('sso_user_not_found');
    expect(fragment(unknown).get('code')).toBeNull();

    const unverified = await signIn(new TestBrowser(), '/api/v1/sso/acme/start', 'una.unverified@acme.test');
    expect(fragment(unverified).get('error')).toBe('sso_user_not_found');

    const audit = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'staff_sign_in', action: 'sso_failed' } });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a callback opened in another browser than the one that started, and a replayed one', async () => {
    const starter = new TestBrowser();
    const callback = await signIn(starter, '/api/v1/sso/acme/start', f.staffEmail, true);
    expect(callback.pathname).toBe('/api/v1/sso/acme/callback');

    const elsewhere = await new TestBrowser().follow(callback.toString(), () => true);
    expect(fragment(new URL(elsewhere.url)).get('error')).toBe('sso_failed');
    // That attempt does not spoil the sign-in of the right browser; a replay of it fails.
    const own = await starter.follow(callback.toString(), () => true);
    expect(fragment(new URL(own.url)).get('code')).toEqual(expect.any(String));
    const replay = await starter.follow(callback.toString(), () => true);
    expect(fragment(new URL(replay.url)).get('error')).toBe('sso_failed');
  });

  it('answers 403 sso_login_required to password login once the customer turns it off', async () => {
    await f.call('PUT', '/api/v1/sso/settings', { session: admin, body: { staff: { disable_password_login: true } } });
    const res = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'ada.admin@acme.test', password: STAFF_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.messageKey).toBe('sso_login_required');
    expect((await f.call('GET', '/api/v1/sso/acme/options')).body.staff.password_login_disabled).toBe(true);
    // Other customers keep password login.
    expect((await staffLogin(f, 'initech')).body.mfa_required).toBe(true);
    await f.call('PUT', '/api/v1/sso/settings', { session: admin, body: { staff: { disable_password_login: false } } });
  });
});

describe('applicant SSO (the spec flags)', () => {
  let applicantId: number;

  beforeAll(async () => {
    applicantId = await registerConfirmed(f, APPLICANT_EMAIL);
    const put = await f.call('PUT', '/api/v1/sso/settings', {
      session: admin,
      body: {
        applicant: {
          enable: true,
          issuer: provider.issuer,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          logout_url: `${provider.issuer}/session/end`,
        },
      },
    });
    expect(put.status).toBe(200);
  });

  it('signs an applicant of the customer in by email', async () => {
    const options = await f.call('GET', '/api/v1/sso/acme/options');
    expect(options.body.applicant).toEqual({ enabled: true, password_login_disabled: false, logout_url: `${provider.issuer}/session/end` });
    const landing = await signIn(new TestBrowser(), '/api/v1/sso/acme/applicant/start', APPLICANT_EMAIL);
    const session = await exchange(fragment(landing).get('code') ?? '');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ party: 'applicant', applicant_id: applicantId, customer_code: 'acme', access_token: expect.any(String) });
  });

  it('does not sign a staff email in as an applicant', async () => {
    const landing = await signIn(new TestBrowser(), '/api/v1/sso/acme/applicant/start', f.staffEmail);
    expect(fragment(landing).get('error')).toBe('sso_user_not_found');
  });

  it('answers 403 sso_login_required to applicant password login with applicant_sso_disable_login', async () => {
    expect((await applicantLogin(f, APPLICANT_EMAIL)).status).toBe(200);
    await f.call('PUT', '/api/v1/sso/settings', { session: admin, body: { applicant: { disable_password_login: true } } });
    const stored = await f.ds.query('SELECT value FROM customer_configs WHERE customer_id = ? AND name = ?', [f.acme.id, 'applicant_sso_disable_login']);
    expect(stored[0].value).toBe('1');
    const res = await applicantLogin(f, APPLICANT_EMAIL);
    expect(res.status).toBe(403);
    expect(res.body.messageKey).toBe('sso_login_required');
    // Staff password login is a separate switch.
    expect((await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: 'ada.admin@acme.test', password: STAFF_PASSWORD } })).status).toBe(200);
  });
});
