import { ApplicantEntity, ApplicantPropEntity } from '@attest/applicant';
import { TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { AuditLogEntity, AuthTokenEntity, NotificationOutboxEntity } from '@attest/platform';
import {
  applicantLogin,
  applicantSession,
  countApplicants,
  type IdentityFixture,
  lastEmailLinks,
  MOBILE,
  PASSWORD,
  registerConfirmed,
  startIdentityApp,
  tokenOf,
} from '../../__tests__/identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
beforeAll(async () => {
  f = await startIdentityApp();
});
afterAll(async () => {
  await f?.close();
});

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  customer_code: 'acme',
  location_code: 'west',
  first_name: 'Ann',
  last_name: 'Applicant',
  email,
  password: PASSWORD,
  mobile_phone: MOBILE,
  accept_terms: true,
  ...extra,
});

describe('applicant sign-up, confirmation, login and logout', () => {
  it('runs the whole path and refuses the token after logout', async () => {
    const reg = await f.call('POST', '/api/v1/applicants/register', { body: registration('Ann.Flow@Example.com') });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ applicant_id: expect.any(Number) });

    const stored = await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: reg.body.applicant_id });
    expect(stored).toMatchObject({ customer_id: f.acme.id, email: 'ann.flow@example.com', verified: 0, locked: 0 });
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const links = await lastEmailLinks(f, 'ann.flow@example.com');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\/acme\/west\/confirmation\?token=[A-Za-z0-9_-]{40,}$/);

    const early = await applicantLogin(f, 'ann.flow@example.com');
    expect(early.status).toBe(403);
    expect(early.body.messageKey).toBe('email_not_confirmed');

    const confirm = await f.call('POST', '/api/v1/applicants/confirm', { body: { token: tokenOf(links[0]) } });
    expect(confirm).toMatchObject({ status: 200, body: { verified: true } });
    const again = await f.call('POST', '/api/v1/applicants/confirm', { body: { token: tokenOf(links[0]) } });
    expect(again).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });

    const login = await applicantLogin(f, 'ANN.FLOW@example.com');
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      access_token: expect.any(String),
      party: 'applicant',
      applicant_id: reg.body.applicant_id,
      customer_id: f.acme.id,
      customer_code: 'acme',
      location_code: 'west',
      language: null,
      expires_at: expect.any(String),
    });
    expect(JSON.stringify(login.body)).not.toMatch(/argon2|password/);
    const expires = Date.parse(login.body.expires_at) - Date.now();
    expect(expires).toBeGreaterThan((f.t.config.accessTokenTtlMinutes - 1) * 60_000);
    const after = await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: reg.body.applicant_id });
    expect(after.last_activity_date).not.toBeNull();

    const session = applicantSession(login.body);
    const logout = await f.call('POST', '/api/v1/logout', { session });
    expect(logout).toMatchObject({ status: 200, body: { logged_out: true } });
    const refused = await f.call('POST', '/api/v1/logout', { session });
    expect(refused).toMatchObject({ status: 401, body: { messageKey: 'unauthorized' } });
  });

  it('answers 409 duplicate_email with the value, per customer', async () => {
    await registerConfirmed(f, 'dup@example.com');
    const dup = await f.call('POST', '/api/v1/applicants/register', { body: registration('DUP@example.com') });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ statusCode: 409, messageKey: 'duplicate_email', details: { email: 'dup@example.com' } });
    const elsewhere = await f.call('POST', '/api/v1/applicants/register', { body: registration('dup@example.com', { customer_code: 'globex', location_code: 'hq' }) });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses an unknown location (400 field error) and an unknown customer (404) without writing', async () => {
    const before = await countApplicants(f);
    const badLocation = await f.call('POST', '/api/v1/applicants/register', { body: registration('loc@example.com', { location_code: 'nowhere' }) });
    expect(badLocation).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { location_code: 'invalid_entry' } } } });
    const badCustomer = await f.call('POST', '/api/v1/applicants/register', { body: registration('loc@example.com', { customer_code: 'nobody' }) });
    expect(badCustomer).toMatchObject({ status: 404, body: { messageKey: 'customer_not_found' } });
    expect(await countApplicants(f)).toBe(before);
  });
});

describe('bad input', () => {
  const before = async () => ({
    applicants: await countApplicants(f),
    tokens: await f.ds.getRepository(AuthTokenEntity).count(),
    emails: await f.ds.getRepository(NotificationOutboxEntity).count(),
  });

  it('answers 4xx JSON with a messageKey and writes nothing', async () => {
    const counts = await before();
    const missing = await f.call('POST', '/api/v1/applicants/register', { body: { ...registration('x@example.com'), last_name: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { last_name: 'required_field' } } });

    const malformed = await f.call('POST', '/api/v1/applicants/register', { rawBody: '{"customer_code": "acme", ' });
    expect(malformed).toMatchObject({ status: 400, body: { statusCode: 400, messageKey: 'malformed_json' } });

    const unknown = await f.call('POST', '/api/v1/applicants/register', { body: registration('y@example.com', { is_admin: true }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messageKey).toBe('validation_failed');
    expect(Object.values(unknown.body.details.fields)).toContain('unknown_field');

    const huge = await f.call('POST', '/api/v1/applicants/register', {
      rawBody: JSON.stringify(registration('z@example.com', { first_name: 'a'.repeat(1024 * 1024 + 10) })),
    });
    expect(huge).toMatchObject({ status: 413, body: { statusCode: 413, messageKey: 'payload_too_large' } });

    const weak = await f.call('POST', '/api/v1/applicants/register', { body: registration('w@example.com', { password: 'short' }) });
    expect(weak.status).toBe(400);
    expect(weak.body.details.fields.password).toEqual(expect.any(String));

    const arrayBody = await f.call('POST', '/api/v1/applicants/login', { rawBody: '[1,2]' });
    expect(arrayBody.status).toBe(400);
    expect(arrayBody.body.messageKey).toEqual(expect.any(String));

    expect(await before()).toEqual(counts);
  });
});

describe('terms of service at sign-up (decision 0025)', () => {
  const written = async () => ({
    applicants: await countApplicants(f),
    props: await f.ds.getRepository(ApplicantPropEntity).count(),
    tokens: await f.ds.getRepository(AuthTokenEntity).count(),
    emails: await f.ds.getRepository(NotificationOutboxEntity).count(),
    audit: await f.ds.getRepository(AuditLogEntity).count(),
  });

  it('refuses a sign-up that does not accept the terms (400 terms_must_be_accepted) and creates nothing', async () => {
    const before = await written();
    const bodies = [
      { ...registration('no.terms@example.com'), accept_terms: undefined },
      registration('no.terms@example.com', { accept_terms: false }),
      registration('no.terms@example.com', { accept_terms: 'maybe' }),
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await f.call('POST', '/api/v1/applicants/register', { body, headers: { 'x-forwarded-for': `10.25.0.${i + 1}` } });
      expect(res).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { accept_terms: 'terms_must_be_accepted' } } } });
    }
    expect(await written()).toEqual(before);
    expect(await f.ds.getRepository(ApplicantEntity).countBy({ email: 'no.terms@example.com' })).toBe(0);
  });

  it('records the acceptance of the version in force with the account, audited as the new applicant', async () => {
    const started = Math.floor(Date.now() / 1000) * 1000;
    const res = await f.call('POST', '/api/v1/applicants/register', { body: registration('terms.ok@example.com'), headers: { 'x-forwarded-for': '10.25.1.1' } });
    expect(res.status).toBe(201);
    const id = res.body.applicant_id as number;
    const props = await f.ds.getRepository(ApplicantPropEntity).findBy({ applicant_id: id });
    const value = (code: string) => props.find((p) => p.code === code && p.state === '')?.value;
    expect(value('tos_version')).toBe(TERMS_OF_SERVICE_VERSION);
    const acceptedAt = Date.parse(value('tos_accepted_at') ?? '');
    expect(acceptedAt).toBeGreaterThanOrEqual(started);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now());
    expect(props.every((p) => p.customer_id === f.acme.id)).toBe(true);
    const audit = await f.ds.getRepository(AuditLogEntity).findBy({ entity: 'applicant', entity_id: String(id), action: 'accept_terms' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ customer_id: f.acme.id, actor_party: 'applicant', actor_id: id, acting_user_id: null, ip: '10.25.1.1' });
    expect(JSON.parse(audit[0].changes)).toEqual({
      'props.tos_accepted_at': { from: null, to: value('tos_accepted_at') },
      'props.tos_version': { from: null, to: TERMS_OF_SERVICE_VERSION },
    });
  });

  it('a refused duplicate sign-up writes no second acceptance', async () => {
    await f.call('POST', '/api/v1/applicants/register', { body: registration('terms.dup@example.com'), headers: { 'x-forwarded-for': '10.25.2.1' } });
    const before = await written();
    const dup = await f.call('POST', '/api/v1/applicants/register', { body: registration('Terms.Dup@example.com'), headers: { 'x-forwarded-for': '10.25.2.2' } });
    expect(dup).toMatchObject({ status: 409, body: { messageKey: 'duplicate_email' } });
    expect(await written()).toEqual(before);
  });
});

describe('failed logins', () => {
  it('locks the account at the fifth failure, even for the right password', async () => {
    const id = await registerConfirmed(f, 'lock@example.com');
    for (let i = 1; i <= 4; i++) {
      const res = await applicantLogin(f, 'lock@example.com', 'Wrong-password-1', '10.3.3.3');
      expect(res).toMatchObject({ status: 401, body: { messageKey: 'invalid_credentials' } });
    }
    const fifth = await applicantLogin(f, 'lock@example.com', 'Wrong-password-1', '10.3.3.3');
    expect(fifth).toMatchObject({ status: 423, body: { messageKey: 'account_locked' } });
    const right = await applicantLogin(f, 'lock@example.com', PASSWORD, '10.3.3.3');
    expect(right).toMatchObject({ status: 423, body: { messageKey: 'account_locked' } });
    const row = await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id });
    expect(row).toMatchObject({ locked: 1, failed_login_count: 5 });
  });

  it('resets the failure count on success', async () => {
    const id = await registerConfirmed(f, 'reset-count@example.com');
    await applicantLogin(f, 'reset-count@example.com', 'Wrong-password-1', '10.4.4.4');
    await applicantLogin(f, 'reset-count@example.com', 'Wrong-password-1', '10.4.4.4');
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id })).failed_login_count).toBe(2);
    expect((await applicantLogin(f, 'reset-count@example.com', PASSWORD, '10.4.4.4')).status).toBe(200);
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id })).failed_login_count).toBe(0);
  });

  it('answers an unknown customer or email exactly like a wrong password', async () => {
    const noCustomer = await f.call('POST', '/api/v1/applicants/login', { body: { customer_code: 'nobody', email: 'a@example.com', password: PASSWORD } });
    const noEmail = await applicantLogin(f, 'nobody@example.com', PASSWORD, '10.5.5.5');
    for (const res of [noCustomer, noEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', messageKey: 'invalid_credentials' });
    }
  });

  it('throttles per account (429) without touching the database', async () => {
    const id = await registerConfirmed(f, 'throttle@example.com');
    const statuses: number[] = [];
    // Distinct addresses: only the per-account budget (10 per 5 min) applies. It counts failures only
    // (issue 14): the successes in between give their attempt back.
    for (let i = 0; i < 11; i++) {
      statuses.push((await applicantLogin(f, 'throttle@example.com', i < 3 ? 'Wrong-password-1' : PASSWORD, `10.6.0.${i}`)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    await f.ds.getRepository(ApplicantEntity).update({ applicant_id: id }, { failed_login_count: 0 });
    for (let i = 0; i < 7; i++) {
      // Failures four to ten: the fifth failure since the reset locks the account (423); all count.
      expect([401, 423]).toContain((await applicantLogin(f, 'throttle@example.com', 'Wrong-password-1', `10.6.2.${i}`)).status);
    }
    await f.ds.getRepository(ApplicantEntity).update({ applicant_id: id }, { locked: 0, failed_login_count: 0 });
    const limited = await applicantLogin(f, 'throttle@example.com', 'Wrong-password-1', '10.6.1.1');
    expect(limited).toMatchObject({ status: 429, body: { messageKey: 'too_many_attempts' } });
    // The throttled wrong password was not counted.
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id })).failed_login_count).toBe(0);
  });

  it('throttles per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      statuses.push((await applicantLogin(f, `spray${i}@example.com`, PASSWORD, '10.7.7.7')).status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('answers 202 whatever the email and mails a reset link only to a real account', async () => {
    const id = await registerConfirmed(f, 'forgot@example.com');
    const old = await applicantLogin(f, 'forgot@example.com');
    expect(old.status).toBe(200);

    const ghost = await f.call('POST', '/api/v1/applicants/forgot-password', { body: { customer_code: 'acme', location_code: 'hq', email: 'ghost@example.com' } });
    expect(ghost).toMatchObject({ status: 202, body: { sent: true } });
    expect(await lastEmailLinks(f, 'ghost@example.com')).toEqual([]);
    const noCustomer = await f.call('POST', '/api/v1/applicants/forgot-password', { body: { customer_code: 'nobody', email: 'forgot@example.com' } });
    expect(noCustomer).toMatchObject({ status: 202, body: { sent: true } });

    const res = await f.call('POST', '/api/v1/applicants/forgot-password', { body: { customer_code: 'acme', location_code: 'west', email: 'forgot@example.com' } });
    expect(res).toMatchObject({ status: 202, body: { sent: true } });
    const [link] = await lastEmailLinks(f, 'forgot@example.com');
    expect(link).toMatch(/\/acme\/west\/reset-password\?token=/);

    const weak = await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: tokenOf(link), password: 'short' } });
    expect(weak.status).toBe(400);

    const newPassword = 'Brand-New-Secret-7';
    const reset = await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: tokenOf(link), password: newPassword } });
    expect(reset).toMatchObject({ status: 200, body: { reset: true } });
    const reuse = await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: tokenOf(link), password: newPassword } });
    expect(reuse).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });

    // The session opened before the reset is over.
    const oldSession = await f.call('POST', '/api/v1/logout', { session: applicantSession(old.body) });
    expect(oldSession.status).toBe(401);

    expect((await applicantLogin(f, 'forgot@example.com', PASSWORD, '10.8.8.8')).status).toBe(401);
    const fresh = await applicantLogin(f, 'forgot@example.com', newPassword, '10.8.8.8');
    expect(fresh.status).toBe(200);
    expect(fresh.body.applicant_id).toBe(id);
  });

  it('unlocks a locked account', async () => {
    const id = await registerConfirmed(f, 'relock@example.com');
    for (let i = 0; i < 5; i++) {
      await applicantLogin(f, 'relock@example.com', 'Wrong-password-1', '10.9.0.1');
    }
    expect((await applicantLogin(f, 'relock@example.com', PASSWORD, '10.9.0.1')).status).toBe(423);
    await f.call('POST', '/api/v1/applicants/forgot-password', { body: { customer_code: 'acme', email: 'relock@example.com' } });
    const [link] = await lastEmailLinks(f, 'relock@example.com');
    expect(link).toMatch(/\/acme\/hq\/reset-password\?token=/);
    await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: tokenOf(link), password: 'Another-Secret-8' } });
    expect((await applicantLogin(f, 'relock@example.com', 'Another-Secret-8', '10.9.0.2')).status).toBe(200);
    expect(await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: id })).toMatchObject({ locked: 0, failed_login_count: 0 });
  });

  it('refuses an unknown token', async () => {
    const res = await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: 'not-a-real-token', password: 'Brand-New-Secret-7' } });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });
  });
});
