import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { AuditLogEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { CstUserEntity } from '../entities/cst-user.entity';
import { UsersService } from '../users.service';
import { type IdentityFixture, lastEmailLinks, staffLogin, staffSession, startIdentityApp } from '../../__tests__/identity-test-app';

jest.setTimeout(60_000);

let f: IdentityFixture;
let admin: Session;
let adminId: number;

beforeAll(async () => {
  f = await startIdentityApp();
  const login = await staffLogin(f);
  admin = staffSession(login.body, f.acme.id);
  adminId = login.body.user_id;
});
afterAll(async () => f?.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const loginAs = (email: string, password: string) => f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password }, headers: { 'x-forwarded-for': '10.7.7.7' } });

describe('staff users', () => {
  it('invites a user: pending until the emailed link sets a password, then they sign in with their role', async () => {
    const invite = await f.call('POST', '/api/v1/users', {
      session: admin,
      body: { email: 'Nina.New@acme.test', first_name: 'Nina', last_name: 'New', roles: [{ role_id: SEEDED_ROLE_IDS.RECRUITER }] },
    });
    expect(invite).toMatchObject({ status: 201, body: { email: 'nina.new@acme.test', invitation_pending: true, active: true, roles: [{ role_id: 2, role_name: 'Recruiter' }] } });
    expect(JSON.stringify(invite.body)).not.toMatch(/password/);
    const listed = (await f.call('GET', '/api/v1/users', { session: admin })).body.map((u: { email: string }) => u.email);
    expect(listed).not.toContain('nina.new@acme.test');
    const withInvites = (await f.call('GET', '/api/v1/users?invitations=true', { session: admin })).body.map((u: { email: string }) => u.email);
    expect(withInvites).toContain('nina.new@acme.test');
    expect((await loginAs('nina.new@acme.test', 'Whatever-pass-1')).status).toBe(401);

    const [link] = await lastEmailLinks(f, 'nina.new@acme.test');
    expect(link).toMatch(/\/acme\/hq\/accept-invitation\?token=/);
    expect(await f.call('POST', '/api/v1/users/accept-invitation', { body: { token: tokenOf(link), password: 'short' } })).toMatchObject({ status: 400, body: { details: { fields: { password: 'password_too_short' } } } });
    const accepted = await f.call('POST', '/api/v1/users/accept-invitation', { body: { token: tokenOf(link), password: 'Nina-pass-2026' } });
    expect(accepted).toMatchObject({ status: 200, body: { email: 'nina.new@acme.test', customer_code: 'acme' } });
    expect((await f.call('POST', '/api/v1/users/accept-invitation', { body: { token: tokenOf(link), password: 'Other-pass-2026' } })).body.messageKey).toBe('token_invalid_or_expired');
    const login = await loginAs('nina.new@acme.test', 'Nina-pass-2026');
    expect(login.status).toBe(200);
    const me = await f.call('GET', '/api/v1/users/me', { session: staffSession(login.body) });
    expect(me.body.permissions).toContain('applicants.export');
    expect(me.body.permissions).not.toContain('account.manage');
    const trail = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'cst_user', entity_id: String(invite.body.user_id) } });
    expect(trail.map((a) => a.action)).toEqual(expect.arrayContaining(['invite', 'accept_invitation']));
  });

  it('refuses a bad or duplicate invitation with field errors and creates nothing', async () => {
    const count = await f.ds.getRepository(CstUserEntity).count();
    const bad = await f.call('POST', '/api/v1/users', { session: admin, body: { email: 'not-an-email', first_name: '', last_name: 'X' } });
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { email: 'invalid_email', first_name: 'required_field' } } } });
    const dup = await f.call('POST', '/api/v1/users', { session: admin, body: { email: f.staffEmail, first_name: 'R', last_name: 'R' } });
    expect(dup).toMatchObject({ status: 409, body: { messageKey: 'duplicate_email', details: { fields: { email: 'duplicate_email' } } } });
    expect(await f.ds.getRepository(CstUserEntity).count()).toBe(count);
  });

  it('adds in bulk, reporting each bad row without stopping the others', async () => {
    const res = await f.call('POST', '/api/v1/users/bulkAdd', {
      session: admin,
      body: { users: [{ email: 'b1@acme.test', first_name: 'B', last_name: 'One' }, { email: 'oops', first_name: 'B', last_name: 'Two' }, { email: 'b3@acme.test', first_name: 'B', last_name: 'Three' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.created.map((u: { email: string }) => u.email)).toEqual(['b1@acme.test', 'b3@acme.test']);
    expect(res.body.failed).toEqual([{ index: 1, email: 'oops', messageKey: 'validation_failed', fields: { email: 'invalid_email' } }]);
    expect((await lastEmailLinks(f, 'b3@acme.test'))[0]).toMatch(/accept-invitation/);
  });

  it('edits a user with before/after in the audit log; deactivating ends their sessions', async () => {
    const user = await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email: 'ed@acme.test', password: 'Staff-Password-42', firstName: 'Ed', lastName: 'Old', roleIds: [SEEDED_ROLE_IDS.VIEWER] });
    const session = staffSession((await loginAs('ed@acme.test', 'Staff-Password-42')).body);
    const put = await f.call('PUT', `/api/v1/users/${user.user_id}`, { session: admin, body: { last_name: 'New', job_title: 'Lead', country_code: 'ca' } });
    expect(put).toMatchObject({ status: 200, body: { last_name: 'New', job_title: 'Lead', country_code: 'CA' } });
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'cst_user', entity_id: String(user.user_id), action: 'update' });
    expect(JSON.parse(audit.changes)).toMatchObject({ last_name: { from: 'Old', to: 'New' }, job_title: { from: null, to: 'Lead' } });
    expect(audit.actor_id).toBe(adminId);
    expect((await f.call('GET', '/api/v1/users/me', { session })).status).toBe(200);
    expect((await f.call('DELETE', `/api/v1/users/${user.user_id}`, { session: admin })).status).toBe(204);
    expect((await f.call('GET', '/api/v1/users/me', { session })).status).toBe(401);
    expect((await f.call('GET', `/api/v1/users/${user.user_id}`, { session: admin })).body.active).toBe(false);
    expect((await loginAs('ed@acme.test', 'Staff-Password-42')).status).toBe(401);
    expect(await f.call('DELETE', `/api/v1/users/${adminId}`, { session: admin })).toMatchObject({ status: 400, body: { messageKey: 'cannot_deactivate_self' } });
  });

  it('keeps settings and external ids per user', async () => {
    expect(await f.call('PUT', `/api/v1/users/${adminId}/settings`, { session: admin, body: { settings: { page_size: '50' } } })).toMatchObject({ status: 200, body: { settings: { page_size: '50' } } });
    expect((await f.call('GET', `/api/v1/users/${adminId}/settings`, { session: admin })).body).toEqual({ settings: { page_size: '50' } });
    expect((await f.call('PUT', `/api/v1/users/${adminId}/settings`, { session: admin, body: { settings: { 'Bad Key': 'x' } } })).status).toBe(400);
    const added = await f.call('POST', `/api/v1/users/${adminId}/external-ids`, { session: admin, body: { system: 'bullhorn', external_id: 'R-77' } });
    expect(added).toMatchObject({ status: 201, body: { system: 'bullhorn', external_id: 'R-77' } });
    expect((await f.call('POST', `/api/v1/users/${adminId}/external-ids`, { session: admin, body: { system: 'bullhorn', external_id: 'R-77' } })).status).toBe(409);
    expect((await f.call('GET', `/api/v1/users/${adminId}/external-ids`, { session: admin })).body).toHaveLength(1);
    expect((await f.call('DELETE', `/api/v1/users/${adminId}/external-ids/${added.body.id}`, { session: admin })).status).toBe(204);
    expect((await f.call('GET', `/api/v1/users/${adminId}/external-ids`, { session: admin })).body).toEqual([]);
  });

  it('answers available customers, the country code, and external users with their company name', async () => {
    const customers = await f.call('GET', '/api/v1/users/availablecustomers', { session: admin });
    expect(customers.body.map((c: { customer_code: string }) => c.customer_code).sort()).toEqual(['acme', 'initech']);
    expect((await f.call('GET', '/api/v1/users/countrycode', { session: admin })).body).toEqual({ country_code: 'US' });
    // Rita's home is acme and she is a member of initech: from initech she is an external user.
    const external = await f.call('GET', '/api/v1/users/external', { session: staffSession({ access_token: admin.token }, f.initech.id) });
    expect(external.body).toEqual([expect.objectContaining({ email: f.staffEmail, customerName: 'Acme Staffing' })]);
  });

  it("answers 404 for another customer's user", async () => {
    const stranger = await f.t.app.get(UsersService).createUser({ customerId: f.globex.id, email: 'gus@globex.test', password: 'Staff-Password-42', firstName: 'G', lastName: 'X' });
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['GET', '/external-ids'], ['GET', '/settings']] as const) {
      const res = await f.call(method, `/api/v1/users/${stranger.user_id}${path}`, { session: admin, body: method === 'PUT' ? { last_name: 'Pwned' } : undefined });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    expect((await f.ds.getRepository(CstUserEntity).findOneByOrFail({ user_id: stranger.user_id })).last_name).toBe('X');
  });
});
