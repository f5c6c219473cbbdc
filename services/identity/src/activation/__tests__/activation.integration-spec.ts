import { ApplicantEntity } from '@attest/applicant';
import { AuthTokenEntity, NotificationOutboxEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import {
  applicantLogin,
  applicantSession,
  type IdentityFixture,
  lastEmailLinks,
  staffLogin,
  staffSession,
  startIdentityApp,
  tokenOf,
} from '../../__tests__/identity-test-app';
import { ACTIVATION_TOKEN_KIND } from '../activation.service';

jest.setTimeout(60_000);

let f: IdentityFixture;
let staff: Session;
const NEW_PASSWORD = 'Brand-new-pass-7';

beforeAll(async () => {
  f = await startIdentityApp();
  const login = await staffLogin(f);
  expect(login.status).toBe(200);
  staff = staffSession(login.body);
});
afterAll(async () => {
  await f?.close();
});

/** An applicant created by staff: no password, not verified. */
async function staffCreatedApplicant(email: string, customerId = f.acme.id): Promise<ApplicantEntity> {
  const now = new Date();
  return f.ds.getRepository(ApplicantEntity).save({
    customer_id: customerId,
    email,
    first_name: 'Ivy',
    last_name: 'Invitee',
    date_registered: now,
    last_updated: now,
    verified: 0,
    source: 'staff',
  });
}

const invite = (applicantId: number, customerId = f.acme.id, session: Session = staff) =>
  f.call('POST', `/api/v2/customers/${customerId}/applicants/${applicantId}/invite`, { session });

const activate = (body: unknown, ip = '10.50.0.1') => f.call('POST', '/api/v1/applicants/activate', { body, headers: { 'x-forwarded-for': ip } });

describe('staff invite → activation link → automatic login', () => {
  it('emails an /activate link, sets the password, verifies and answers a login session', async () => {
    const applicant = await staffCreatedApplicant('ivy@example.com');
    const sent = await invite(applicant.applicant_id);
    expect(sent).toMatchObject({ status: 202, body: { sent: true, expires_at: expect.any(String) } });
    expect(Date.parse(sent.body.expires_at) - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);

    const [link] = await lastEmailLinks(f, 'ivy@example.com');
    expect(link).toMatch(/\/acme\/hq\/activate\?token=[A-Za-z0-9_-]{40,}$/);
    const token = tokenOf(link);
    const rows = await f.ds.getRepository(AuthTokenEntity).findBy({ kind: ACTIVATION_TOKEN_KIND, subject_id: applicant.applicant_id });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token); // only the hash is stored
    expect(rows[0].issued_by_user_id).toEqual(expect.any(Number));

    const res = await activate({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      party: 'applicant',
      applicant_id: applicant.applicant_id,
      customer_id: f.acme.id,
      customer_code: 'acme',
      location_code: 'hq',
      language: null,
      expires_at: expect.any(String),
    });
    const me = await f.call('GET', '/api/v1/applicants/prelim-info', { session: applicantSession(res.body) });
    expect(me).toMatchObject({ status: 200, body: { first_name: 'Ivy' } });

    const row = await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: applicant.applicant_id });
    expect(row.verified).toBe(1);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await applicantLogin(f, 'ivy@example.com', NEW_PASSWORD, '10.50.1.1')).status).toBe(200);

    const again = await activate({ token, password: 'Another-pass-8' });
    expect(again).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });
  });

  it('ends earlier invitation links once one is used', async () => {
    const applicant = await staffCreatedApplicant('twice@example.com');
    await invite(applicant.applicant_id);
    const [first] = await lastEmailLinks(f, 'twice@example.com');
    await invite(applicant.applicant_id);
    const [second] = await lastEmailLinks(f, 'twice@example.com');
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    expect((await activate({ token: tokenOf(second), password: NEW_PASSWORD })).status).toBe(200);
    expect((await activate({ token: tokenOf(first), password: NEW_PASSWORD })).status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const applicant = await staffCreatedApplicant('late@example.com');
    await invite(applicant.applicant_id);
    const [link] = await lastEmailLinks(f, 'late@example.com');
    await f.ds.getRepository(AuthTokenEntity).update({ kind: ACTIVATION_TOKEN_KIND, subject_id: applicant.applicant_id }, { expires_at: new Date(Date.now() - 1000) });
    const res = await activate({ token: tokenOf(link), password: NEW_PASSWORD });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: applicant.applicant_id })).password_hash).toBeNull();
  });

  it('does not accept a reset or confirmation token, nor an invitation token elsewhere', async () => {
    const applicant = await staffCreatedApplicant('kinds@example.com');
    await invite(applicant.applicant_id);
    const [link] = await lastEmailLinks(f, 'kinds@example.com');
    const asReset = await f.call('POST', '/api/v1/applicants/reset-password', { body: { token: tokenOf(link), password: NEW_PASSWORD } });
    expect(asReset.status).toBe(400);
    const asConfirm = await f.call('POST', '/api/v1/applicants/confirm', { body: { token: tokenOf(link) } });
    expect(asConfirm.status).toBe(400);
    // Still usable where it belongs.
    expect((await activate({ token: tokenOf(link), password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('bad input and other tenants', () => {
  it('keeps the token when the password breaks the policy, and stores nothing', async () => {
    const applicant = await staffCreatedApplicant('weak@example.com');
    await invite(applicant.applicant_id);
    const [link] = await lastEmailLinks(f, 'weak@example.com');
    const weak = await activate({ token: tokenOf(link), password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { password: 'password_too_short' } } } });
    const noDigit = await activate({ token: tokenOf(link), password: 'lettersonly' });
    expect(noDigit.body.details.fields.password).toBe('password_needs_letter_and_digit');
    const missing = await activate({ password: NEW_PASSWORD });
    expect(missing.body.details.fields.token).toBe('required_field');
    const extra = await activate({ token: tokenOf(link), password: NEW_PASSWORD, verified: 1 });
    expect(extra.body.details.fields.verified).toBe('unknown_field');
    expect((await f.ds.getRepository(ApplicantEntity).findOneByOrFail({ applicant_id: applicant.applicant_id })).password_hash).toBeNull();
    expect((await activate({ token: tokenOf(link), password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers 400 for an unknown token', async () => {
    const res = await activate({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'token_invalid_or_expired' } });
  });

  it('invite: 404 for another customer\'s applicant or path, 403 for an applicant, 401 without a session', async () => {
    const foreign = await staffCreatedApplicant('foreign@globex.test', f.globex.id);
    const emails = await f.ds.getRepository(NotificationOutboxEntity).count();
    const tokens = await f.ds.getRepository(AuthTokenEntity).count();
    expect((await invite(foreign.applicant_id)).status).toBe(404);
    expect((await invite(foreign.applicant_id, f.globex.id)).status).toBe(404);
    const mine = await staffCreatedApplicant('mine@example.com');
    expect((await invite(mine.applicant_id, f.globex.id)).status).toBe(404);
    expect((await invite(999999)).status).toBe(404);
    expect((await f.call('POST', `/api/v2/customers/${f.acme.id}/applicants/abc/invite`, { session: staff })).status).toBe(404);
    expect((await f.call('POST', `/api/v2/customers/${f.acme.id}/applicants/${mine.applicant_id}/invite`)).status).toBe(401);

    await invite(mine.applicant_id);
    const [link] = await lastEmailLinks(f, 'mine@example.com');
    const session = applicantSession((await activate({ token: tokenOf(link), password: NEW_PASSWORD })).body);
    const asApplicant = await invite(mine.applicant_id, f.acme.id, session);
    expect(asApplicant).toMatchObject({ status: 403, body: { messageKey: 'forbidden_party' } });
    expect(await f.ds.getRepository(NotificationOutboxEntity).count()).toBe(emails + 1);
    expect(await f.ds.getRepository(AuthTokenEntity).count()).toBe(tokens + 2); // the one invite + its session
  });
});
