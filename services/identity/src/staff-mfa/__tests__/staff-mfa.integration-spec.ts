import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { AuditLogEntity } from '@attest/platform';
import { type IdentityFixture, staffSession, startIdentityApp } from '../../__tests__/identity-test-app';
import { UsersService } from '../../users/users.service';
import { StaffMfaService } from '../staff-mfa.service';
import { currentTotp } from '../totp';

jest.setTimeout(60_000);

const PASSWORD = 'Staff-Password-42';
let f: IdentityFixture;

beforeAll(async () => {
  f = await startIdentityApp();
});
afterAll(async () => {
  await f?.close();
});

async function newUser(email: string, customerId: number, roleIds: number[] = []) {
  return f.t.app.get(UsersService).createUser({ customerId, email, password: PASSWORD, firstName: 'Mo', lastName: 'Factor', roleIds });
}

function login(email: string, customerCode = 'acme', ip = '10.3.3.3', password = PASSWORD) {
  return f.call('POST', '/api/v1/login', { body: { customer_code: customerCode, email, password }, headers: { 'x-forwarded-for': ip } });
}

function mfa(mfaToken: string, code: string, ip = '10.3.3.3') {
  return f.call('POST', '/api/v1/login/mfa', { body: { mfa_token: mfaToken, code }, headers: { 'x-forwarded-for': ip } });
}

/** A code of the next 30-second step: accepted (one step of drift) and newer than any code used before. */
const nextCode = (secret: string, steps = 1) => currentTotp(secret, Date.now() + steps * 30_000);
const wrongCode = (secret: string) => String((Number(currentTotp(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function auditActions(userId: number): Promise<{ action: string; ip: string | null }[]> {
  const rows = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'staff_sign_in', entity_id: String(userId) }, order: { id: 'ASC' } });
  return rows.map((r) => ({ action: r.action, ip: (r as { ip?: string | null }).ip ?? null }));
}

describe('TOTP for staff', () => {
  let userId: number;
  let secret: string;
  let recovery: string[];
  const email = 'tina.totp@acme.test';

  beforeAll(async () => {
    userId = (await newUser(email, f.acme.id)).user_id;
  });

  it('enrols: start answers an otpauth URL and a QR code; a wrong code is refused; the right one answers 10 recovery codes', async () => {
    const first = await login(email);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toEqual(expect.any(String));
    const session = staffSession(first.body);

    const start = await f.call('POST', '/api/v1/users/me/mfa/totp', { session, headers: { 'x-forwarded-for': '10.3.3.3' } });
    expect(start.status).toBe(200);
    expect(start.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Attest:tina\.totp%40acme\.test\?secret=/);
    expect(start.body.qr_data_url).toMatch(/^data:image\/png;base64,/);
    secret = start.body.secret;

    const stored = await f.ds.query('SELECT pending_secret, totp_secret FROM staff_mfa WHERE user_id = ?', [userId]);
    expect(stored[0].pending_secret).toMatch(/^v1:/);
    expect(stored[0].pending_secret).not.toContain(secret);

    const wrong = await f.call('POST', '/api/v1/users/me/mfa/totp/verify', { session, body: { code: wrongCode(secret) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.messageKey).toBe('mfa_code_invalid');

    const ok = await f.call('POST', '/api/v1/users/me/mfa/totp/verify', { session, body: { code: currentTotp(secret) }, headers: { 'x-forwarded-for': '10.3.3.3' } });
    expect(ok.status).toBe(200);
    recovery = ok.body.recovery_codes;
    expect(recovery).toHaveLength(10);
    const hashes = await f.ds.query('SELECT code_hash FROM staff_mfa_recovery_codes WHERE user_id = ?', [userId]);
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recovery[0]);

    const status = await f.call('GET', '/api/v1/users/me/mfa', { session });
    expect(status.body).toEqual({ totp_enabled: true, recovery_codes_left: 10, required: false });
    expect(await f.t.app.get(StaffMfaService).enabledAmong([userId, userId + 1000])).toEqual(new Set([userId]));
  });

  it('then login asks for a code: a wrong code is 401, the right one opens a session, the same code twice does not', async () => {
    const first = await login(email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });

    const wrong = await mfa(first.body.mfa_token, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body.messageKey).toBe('mfa_code_invalid');

    const code = nextCode(secret);
    const ok = await mfa(first.body.mfa_token, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ party: 'user', user_id: userId, customer_code: 'acme', access_token: expect.any(String) });
    expect((await f.call('GET', '/api/v1/users/me/mfa', { session: staffSession(ok.body) })).status).toBe(200);

    // The challenge is used up, and a code is never accepted twice.
    expect((await mfa(first.body.mfa_token, code)).body.messageKey).toBe('token_invalid_or_expired');
    const again = await login(email);
    expect((await mfa(again.body.mfa_token, code)).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const a = await login(email);
    const ok = await mfa(a.body.mfa_token, recovery[0].toUpperCase());
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toEqual(expect.any(String));

    const b = await login(email);
    const reused = await mfa(b.body.mfa_token, recovery[0]);
    expect(reused.status).toBe(401);
    expect(reused.body.messageKey).toBe('mfa_code_invalid');
    const status = await f.call('GET', '/api/v1/users/me/mfa', { session: staffSession(ok.body) });
    expect(status.body.recovery_codes_left).toBe(9);
  });

  it('writes sign-ins, failures and MFA changes to the audit log with the address', async () => {
    expect((await login(email, 'acme', '10.3.3.4', 'Wrong-Password-1')).status).toBe(401);
    const actions = await auditActions(userId);
    const names = actions.map((a) => a.action);
    expect(names).toEqual(
      expect.arrayContaining(['sign_in', 'mfa_enrolment_started', 'mfa_failed', 'mfa_enabled', 'mfa_recovery_code_used', 'sign_in_failed']),
    );
    expect(actions.find((a) => a.action === 'sign_in_failed')?.ip).toBe('10.3.3.4');
    expect(actions.find((a) => a.action === 'mfa_enabled')?.ip).toBe('10.3.3.3');
  });

  it('switches off only with a current code', async () => {
    const a = await login(email, 'acme', '10.3.3.5');
    const session = staffSession((await mfa(a.body.mfa_token, recovery[1], '10.3.3.5')).body);
    const wrong = await f.call('DELETE', '/api/v1/users/me/mfa/totp', { session, body: { code: wrongCode(secret) } });
    expect(wrong.status).toBe(401);
    const off = await f.call('DELETE', '/api/v1/users/me/mfa/totp', { session, body: { code: recovery[2] } });
    expect(off.status).toBe(204);
    const b = await login(email, 'acme', '10.3.3.5');
    expect(b.body.access_token).toEqual(expect.any(String));
    expect((await auditActions(userId)).map((x) => x.action)).toContain('mfa_disabled');
  });
});

describe('a customer that requires MFA', () => {
  const email = 'rex.required@globex.test';
  const adminEmail = 'ada.admin@globex.test';

  it('only an admin sets the requirement', async () => {
    await newUser(adminEmail, f.globex.id, [SEEDED_ROLE_IDS.ADMIN]);
    await newUser(email, f.globex.id);
    const plain = staffSession((await login(email, 'globex', '10.4.4.4')).body);
    const refused = await f.call('PUT', '/api/v1/mfa/policy', { session: plain, body: { require_staff_mfa: true } });
    expect(refused.status).toBe(403);
    const admin = staffSession((await login(adminEmail, 'globex', '10.4.4.4')).body);
    const set = await f.call('PUT', '/api/v1/mfa/policy', { session: admin, body: { require_staff_mfa: true } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ require_staff_mfa: true });
  });

  it('makes an unenrolled user enrol during login, ending with a session and recovery codes', async () => {
    const first = await login(email, 'globex', '10.4.4.5');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa_enrolment_required: true, mfa_token: expect.any(String) });
    const token = first.body.mfa_token as string;

    // The enrolment token is not a challenge token.
    expect((await mfa(token, '123456', '10.4.4.5')).body.messageKey).toBe('token_invalid_or_expired');

    const start = await f.call('POST', '/api/v1/login/mfa/enrol', { body: { mfa_token: token }, headers: { 'x-forwarded-for': '10.4.4.5' } });
    expect(start.status).toBe(200);
    const secret = start.body.secret as string;
    const wrong = await f.call('POST', '/api/v1/login/mfa/enrol/verify', { body: { mfa_token: token, code: wrongCode(secret) } });
    expect(wrong.status).toBe(401);
    const ok = await f.call('POST', '/api/v1/login/mfa/enrol/verify', { body: { mfa_token: token, code: currentTotp(secret) } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ party: 'user', customer_code: 'globex', access_token: expect.any(String) });
    expect(ok.body.recovery_codes).toHaveLength(10);

    const next = await login(email, 'globex', '10.4.4.5');
    expect(next.body.mfa_required).toBe(true);
    const session = staffSession((await mfa(next.body.mfa_token, nextCode(secret), '10.4.4.5')).body);
    const off = await f.call('DELETE', '/api/v1/users/me/mfa/totp', { session, body: { code: ok.body.recovery_codes[0] } });
    expect(off.status).toBe(403);
    expect(off.body.messageKey).toBe('mfa_required_by_customer');
  });

  it('also applies to a member signing in to another customer of theirs', async () => {
    const multi = await f.t.app.get(UsersService).createUser({
      customerId: f.initech.id,
      email: 'mia.multi@initech.test',
      password: PASSWORD,
      firstName: 'Mia',
      lastName: 'Multi',
      extraCustomerIds: [f.globex.id],
    });
    const res = await login('mia.multi@initech.test', 'initech', '10.4.4.6');
    expect(res.body.mfa_enrolment_required).toBe(true);
    expect(multi.user_id).toBeGreaterThan(0);
  });
});

describe('MFA attempts', () => {
  it('are throttled: a challenge takes five wrong codes, then answers 429', async () => {
    const email = 'tom.throttle@acme.test';
    await newUser(email, f.acme.id);
    const session = staffSession((await login(email, 'acme', '10.5.5.5')).body);
    const start = await f.call('POST', '/api/v1/users/me/mfa/totp', { session });
    await f.call('POST', '/api/v1/users/me/mfa/totp/verify', { session, body: { code: currentTotp(start.body.secret) } });
    const challenge = await login(email, 'acme', '10.5.5.5');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await mfa(challenge.body.mfa_token, wrongCode(start.body.secret), '10.5.5.5')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right code no longer opens this challenge.
    expect((await mfa(challenge.body.mfa_token, nextCode(start.body.secret), '10.5.5.5')).status).toBe(429);
  });
});
