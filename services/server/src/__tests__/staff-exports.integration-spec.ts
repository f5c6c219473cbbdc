import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { CustomersService } from '@attest/identity';
import type { AppConfig } from '@attest/platform';
import { client, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { DEMO, seedDemo } from '../seed/seed-demo';
import { ServerModule } from '../server.module';

/** The audit log page's API and export, and a location-limited user's applicant export, on the real queue. */
jest.setTimeout(120_000);

let t: TestApp;
let call: ReturnType<typeof client>;

async function login(email: string, password: string, ip: string): Promise<Session & { userId: number }> {
  const res = await call('POST', '/api/v1/login', { body: { customer_code: 'acme', email, password }, headers: { 'x-forwarded-for': ip } });
  expect(res.status).toBe(200);
  return { token: res.body.access_token, party: 'user', customerId: res.body.customer_id, userId: res.body.user_id };
}

/** Starts an export and waits for its file on the real-time channel; answers the CSV's lines. */
async function exportCsv(session: Session, path: string, body: object): Promise<string[]> {
  const socket: Socket = io(t.baseUrl, { path: '/hub', transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  try {
    const start = await call('POST', path, { session, body });
    expect(start.status).toBe(202);
    const done = new Promise<{ url: string }>((resolve, reject) => {
      socket.on(start.body.event_name, (m: { url?: string; error?: string }) => (m.url ? resolve(m as { url: string }) : m.error ? reject(new Error(m.error)) : undefined));
    });
    socket.emit('register', start.body.event_name);
    await new Promise((r) => setTimeout(r, 100));
    expect((await call('POST', start.body.subscription_url, { session, body: { value: socket.id } })).status).toBeLessThan(300);
    const file = await fetch(t.baseUrl + (await done).url);
    expect(file.status).toBe(200);
    return (await file.text()).trim().split('\r\n');
  } finally {
    socket.close();
  }
}

beforeAll(async () => {
  t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never, { redis: true, env: { TRUST_PROXY: 'true' } });
  call = client(t.baseUrl);
  await seedDemo(t.app);
});
afterAll(async () => t?.close());

describe('the audit log', () => {
  it('lists sign-ins and role changes with who, when and from where, filters them, and exports them as CSV', async () => {
    const admin = await login(DEMO.staff.email, DEMO.staff.password, '10.11.12.13');
    expect((await call('POST', '/api/v1/login', { body: { customer_code: 'acme', email: DEMO.staff.email, password: 'Wrong-pass-1' }, headers: { 'x-forwarded-for': '10.11.12.14' } })).status).toBe(401);
    const role = await call('POST', '/api/v1/roles?copyFrom=2', { session: admin, body: { name: 'Audited copy' }, headers: { 'x-forwarded-for': '10.11.12.15' } });
    expect(role.status).toBe(201);

    const page = await call('GET', '/api/v1/audit?take=200', { session: admin });
    expect(page.status).toBe(200);
    const actions = page.body.items.map((i: { entity: string; action: string }) => `${i.entity}:${i.action}`);
    expect(actions).toEqual(expect.arrayContaining(['role:create']));
    const roleRow = page.body.items.find((i: { entity: string }) => i.entity === 'role');
    expect(roleRow).toMatchObject({ actor_party: 'user', actor_id: admin.userId, actor_name: 'Avery Admin', ip: '10.11.12.15', entity_id: String(role.body.role_id) });
    expect(roleRow.changes.copied_from).toEqual({ from: null, to: 2 });
    const signIns = page.body.items.filter((i: { action: string }) => /sign_in|login/.test(i.action));
    expect(signIns.map((i: { ip: string }) => i.ip)).toEqual(expect.arrayContaining(['10.11.12.13', '10.11.12.14']));

    const onlyRoles = await call('GET', '/api/v1/audit?entity=role', { session: admin });
    expect(onlyRoles.body.items.every((i: { entity: string }) => i.entity === 'role')).toBe(true);
    expect((await call('GET', '/api/v1/audit?from=2020-13-45', { session: admin })).status).toBe(400);

    const csv = await exportCsv(admin, '/api/v1/audit/exportasync', { entity: 'role' });
    expect(csv[0]).toBe('id,created_at,actor_party,actor_id,acting_user_id,entity,entity_id,action,changes,ip');
    expect(csv.slice(1).every((l) => l.includes(',role,'))).toBe(true);
    expect(csv.some((l) => l.includes(String(role.body.role_id)) && l.includes('10.11.12.15'))).toBe(true);

    const recruiter = await login(DEMO.staffByRole.recruiter, DEMO.staffByRole.password, '10.1.1.1');
    expect(await call('GET', '/api/v1/audit', { session: recruiter })).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
  });
});

describe('a location-limited user', () => {
  it("exports only their location's applicants", async () => {
    const acme = (await t.app.get(CustomersService).findByCode('acme'))!;
    const west = (await t.app.get(CustomersService).context('acme')).locations.find((l) => l.location_code === 'west')!;
    const now = new Date();
    await t.app.get(DataSource).getRepository(ApplicantEntity).save({ customer_id: acme.id, location_id: west.location_id, email: 'walt.west@acme.test', first_name: 'Walt', last_name: 'West', verified: 1, date_registered: now, last_updated: now });
    const westRecruiter = await login(DEMO.staffByRole.westRecruiter, DEMO.staffByRole.password, '10.2.2.2');
    const lines = await exportCsv(westRecruiter, '/api/v1/applicants/exportasync', {});
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['walt.west@acme.test']);
    const admin = await login(DEMO.staff.email, DEMO.staff.password, '10.3.3.3');
    const all = await exportCsv(admin, '/api/v1/applicants/exportasync', {});
    expect(all.length).toBeGreaterThan(2);
  });
});
