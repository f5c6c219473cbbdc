import { PERMISSION_CATALOGUE, SEEDED_ROLE_IDS, SEEDED_ROLES } from '@attest/contracts';
import { AuditLogEntity, UserRoleEntity } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { UsersService } from '../../users/users.service';
import { type IdentityFixture, staffLogin, staffSession, startIdentityApp } from '../../__tests__/identity-test-app';

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

async function userWith(email: string, roleIds: number[], locationId: number | null = null): Promise<{ session: Session; userId: number }> {
  const user = await f.t.app.get(UsersService).createUser({ customerId: f.acme.id, email, password: 'Staff-Password-42', firstName: 'T', lastName: email.split('@')[0], roleIds, roleLocationId: locationId });
  const res = await f.call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password: 'Staff-Password-42' } });
  expect(res.status).toBe(200);
  return { session: staffSession(res.body, f.acme.id), userId: user.user_id };
}

describe('roles and permissions', () => {
  it('lists the permission catalogue and the seeded roles (Viewer is id 5 and read-only)', async () => {
    const perms = await f.call('GET', '/api/v1/permissions', { session: admin });
    expect(perms).toMatchObject({ status: 200, body: PERMISSION_CATALOGUE });
    const roles = await f.call('GET', '/api/v1/roles', { session: admin });
    expect(roles.status).toBe(200);
    expect(roles.body.map((r: { role_id: number; name: string }) => [r.role_id, r.name])).toEqual(SEEDED_ROLES.map((r) => [r.role_id, r.name]));
    const viewer = await f.call('GET', '/api/v1/roles/5', { session: admin });
    expect(viewer.body).toMatchObject({ name: 'Viewer', system: true, customer_id: null });
    expect(viewer.body.permissions.every((p: string) => PERMISSION_CATALOGUE.find((c) => c.key === p)?.readOnly)).toBe(true);
  });

  it('copies a role, edits the copy, refuses to edit a system role, and audits before/after', async () => {
    const copy = await f.call('POST', `/api/v1/roles?copyFrom=${SEEDED_ROLE_IDS.RECRUITER}`, { session: admin, body: { name: 'Recruiter (no export)' } });
    expect(copy.status).toBe(201);
    const recruiter = SEEDED_ROLES.find((r) => r.role_id === SEEDED_ROLE_IDS.RECRUITER)!;
    expect(copy.body).toMatchObject({ customer_id: f.acme.id, system: false, permissions: [...recruiter.permissions].sort() });
    const without = copy.body.permissions.filter((p: string) => p !== 'applicants.export');
    const put = await f.call('PUT', `/api/v1/roles/${copy.body.role_id}`, { session: admin, body: { name: 'Recruiter (no export)', permissions: without } });
    expect(put).toMatchObject({ status: 200, body: { permissions: without } });
    expect((await f.call('GET', `/api/v1/roles/${copy.body.role_id}`, { session: admin })).body.permissions).not.toContain('applicants.export');
    const audit = await f.ds.getRepository(AuditLogEntity).findOneByOrFail({ entity: 'role', entity_id: String(copy.body.role_id), action: 'update' });
    expect(JSON.parse(audit.changes).permissions.from).toContain('applicants.export');
    expect(JSON.parse(audit.changes).permissions.to).not.toContain('applicants.export');
    expect(audit.actor_id).toBe(adminId);
    const system = await f.call('PUT', `/api/v1/roles/${SEEDED_ROLE_IDS.VIEWER}`, { session: admin, body: { name: 'Viewer', permissions: [] } });
    expect(system).toMatchObject({ status: 409, body: { messageKey: 'system_role_read_only' } });
    expect((await f.call('GET', '/api/v1/roles/5', { session: admin })).body.permissions.length).toBeGreaterThan(0);
  });

  it('refuses unknown permissions and names with 400 and creates nothing', async () => {
    const before = (await f.call('GET', '/api/v1/roles', { session: admin })).body.length;
    const bad = await f.call('POST', '/api/v1/roles', { session: admin, body: { name: '', permissions: ['applicants.read', 'root.everything'] } });
    expect(bad).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { name: 'required_field', permissions: 'invalid_entry' } } } });
    expect((await f.call('GET', '/api/v1/roles', { session: admin })).body.length).toBe(before);
  });

  it("answers 404 for another customer's role", async () => {
    const initech = staffSession({ access_token: admin.token }, f.initech.id);
    const theirs = await f.call('POST', '/api/v1/roles', { session: initech, body: { name: 'Initech only', permissions: ['applicants.read'] } });
    expect(theirs.status).toBe(201);
    expect((await f.call('GET', `/api/v1/roles/${theirs.body.role_id}`, { session: admin })).status).toBe(404);
    expect((await f.call('PUT', `/api/v1/roles/${theirs.body.role_id}`, { session: admin, body: { name: 'Mine', permissions: [] } })).status).toBe(404);
    expect((await f.call('GET', '/api/v1/roles', { session: admin })).body.map((r: { name: string }) => r.name)).not.toContain('Initech only');
  });

  it('never lets a role manager grant a permission they do not hold', async () => {
    const managers = await f.call('POST', '/api/v1/roles', { session: admin, body: { name: 'Account managers', permissions: ['account.read', 'account.manage'] } });
    const { session, userId } = await userWith('manager@acme.test', [managers.body.role_id]);
    const escalate = await f.call('POST', '/api/v1/roles', { session, body: { name: 'Mine', permissions: ['pii.ssn.reveal'] } });
    expect(escalate).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const assignAdmin = await f.call('POST', '/api/v1/userroles', { session, body: { user_id: userId, role_id: SEEDED_ROLE_IDS.ADMIN } });
    expect(assignAdmin).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect(await f.ds.getRepository(UserRoleEntity).countBy({ user_id: userId })).toBe(1);
  });
});

describe('user roles', () => {
  it('adds, reads, picks the best, updates and deletes a user role; a removed permission holds from the next call', async () => {
    const { session, userId } = await userWith('ursula@acme.test', [SEEDED_ROLE_IDS.VIEWER]);
    expect((await f.call('GET', '/api/v1/roles', { session })).status).toBe(200);
    expect(await f.call('PUT', '/api/v1/configurations/auto_enable_preview', { session, body: { value: '1' } })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const added = await f.call('POST', '/api/v1/userroles', { session: admin, body: { user_id: userId, role_id: SEEDED_ROLE_IDS.ADMIN } });
    expect(added).toMatchObject({ status: 201, body: { user_id: userId, role_id: 1, role_name: 'Admin', location_id: null } });
    expect((await f.call('GET', `/api/v1/userroles/user/${userId}`, { session: admin })).body).toHaveLength(2);
    expect((await f.call('GET', `/api/v1/userroles/user/${userId}/best`, { session: admin })).body).toMatchObject({ role_id: SEEDED_ROLE_IDS.ADMIN });
    expect((await f.call('PUT', '/api/v1/configurations/auto_enable_preview', { session, body: { value: '1' } })).status).toBe(200);
    const west = (await f.ds.query('SELECT location_id FROM locations WHERE customer_id = ? AND location_code = ?', [f.acme.id, 'west']))[0].location_id;
    const moved = await f.call('PUT', `/api/v1/userroles/${added.body.id}`, { session: admin, body: { user_id: userId, role_id: SEEDED_ROLE_IDS.ADMIN, location_id: west } });
    expect(moved).toMatchObject({ status: 200, body: { location_id: west } });
    // The Viewer role still covers every location; without it the user works in west only.
    expect((await f.call('GET', '/api/v1/users/me', { session })).body.location_ids).toBeNull();
    const viewerRow = (await f.call('GET', `/api/v1/userroles/user/${userId}`, { session: admin })).body.find((r: { role_id: number }) => r.role_id === SEEDED_ROLE_IDS.VIEWER);
    expect((await f.call('DELETE', `/api/v1/userroles/${viewerRow.id}`, { session: admin })).status).toBe(204);
    expect((await f.call('GET', '/api/v1/users/me', { session })).body.location_ids).toEqual([west]);
    expect((await f.call('DELETE', `/api/v1/userroles/${added.body.id}`, { session: admin })).status).toBe(204);
    expect(await f.call('PUT', '/api/v1/configurations/auto_enable_preview', { session, body: { value: '0' } })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const trail = await f.ds.getRepository(AuditLogEntity).find({ where: { entity: 'user_role', entity_id: String(added.body.id) }, order: { id: 'ASC' } });
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a location of another customer and a user of another customer (404)', async () => {
    const { userId } = await userWith('lou@acme.test', []);
    const globexLoc = (await f.ds.query('SELECT location_id FROM locations WHERE customer_id = ?', [f.globex.id]))[0].location_id;
    expect(await f.call('POST', '/api/v1/userroles', { session: admin, body: { user_id: userId, role_id: 5, location_id: globexLoc } })).toMatchObject({ status: 400, body: { details: { fields: { location_id: 'invalid_entry' } } } });
    const stranger = await f.t.app.get(UsersService).createUser({ customerId: f.globex.id, email: 'g@globex.test', password: 'Staff-Password-42', firstName: 'G', lastName: 'X' });
    expect((await f.call('POST', '/api/v1/userroles', { session: admin, body: { user_id: stranger.user_id, role_id: 5 } })).status).toBe(404);
    expect((await f.call('GET', `/api/v1/userroles/user/${stranger.user_id}`, { session: admin })).status).toBe(404);
  });
});
