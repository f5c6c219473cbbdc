import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { grantRole, sessionFor, type Session } from '@attest/platform/testing';
import { startIdentityApp, type IdentityFixture } from '../../__tests__/identity-test-app';
import { CstUserEntity, UserCustomerEntity } from '../../users/entities';

describe('POST /api/v1/recruiters/query: staff of the customer who work applicants', () => {
  let f: IdentityFixture;
  let call: IdentityFixture['call'];
  let admin: Session;
  let noRole: Session;
  const url = '/api/v1/recruiters/query';

  beforeAll(async () => {
    f = await startIdentityApp();
    call = f.call;
    const t = f.t;
    const [acme, globex] = [f.acme.id, f.globex.id];
    const ds = t.app.get(DataSource);
    const user = async (user_id: number, customer_id: number, first_name: string, last_name: string, extra: Partial<CstUserEntity> = {}) => {
      await ds.getRepository(CstUserEntity).insert({ user_id, customer_id, first_name, last_name, email: `${first_name.toLowerCase()}@staff.test`, password_hash: 'x', ...extra });
      await ds.getRepository(UserCustomerEntity).insert({ user_id, customer_id });
    };
    await user(501, acme, 'Remy', 'Recruiter', { job_title: 'Senior recruiter' });
    await user(502, acme, 'Carl', 'Compliance');
    await user(503, acme, 'Lena', 'Local');
    await user(504, acme, 'Ivan', 'Inactive', { active: 0 });
    await user(505, globex, 'Otto', 'Other');
    await user(506, acme, 'Ina', 'Invited', { invitation_pending: 1 });
    await grantRole(t.app, 501, acme, SEEDED_ROLE_IDS.RECRUITER);
    await grantRole(t.app, 502, acme, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    await grantRole(t.app, 503, acme, SEEDED_ROLE_IDS.RECRUITER, 12);
    await grantRole(t.app, 504, acme, SEEDED_ROLE_IDS.ADMIN);
    await grantRole(t.app, 505, globex, SEEDED_ROLE_IDS.RECRUITER);
    await grantRole(t.app, 506, acme, SEEDED_ROLE_IDS.RECRUITER);
    admin = await sessionFor(t.app, 'user', 900, acme);
    noRole = await sessionFor(t.app, 'user', 901, acme, null);
  }, 180_000);
  afterAll(async () => f?.close());

  const names = async (body: object, session = admin) => {
    const res = await call('POST', url, { session, body });
    expect(res.status).toBe(200);
    return (res.body.items as { full_name: string }[]).map((i) => i.full_name);
  };

  it('lists members whose role grants applicants.write, never another customer’s, invitations or compliance-only staff', async () => {
    const res = await call('POST', url, { session: admin, body: {} });
    expect(res.body.total).toBe(4);
    expect(res.body.items.map((i: { full_name: string }) => i.full_name)).toEqual(['Ivan Inactive', 'Lena Local', 'Remy Recruiter', 'Rita Recruiter']);
    expect(res.body.items[2]).toEqual({ user_id: 501, first_name: 'Remy', last_name: 'Recruiter', full_name: 'Remy Recruiter', email: 'remy@staff.test', job_title: 'Senior recruiter', active: true, last_activity: null });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('filters by text, location and active', async () => {
    expect(await names({ term: 'rem' })).toEqual(['Remy Recruiter']);
    expect(await names({ location_id: 11 })).toEqual(['Ivan Inactive', 'Remy Recruiter', 'Rita Recruiter']);
    expect(await names({ location_id: 12 })).toEqual(['Ivan Inactive', 'Lena Local', 'Remy Recruiter', 'Rita Recruiter']);
    expect(await names({ active: true, take: 1, skip: 1 })).toEqual(['Remy Recruiter']);
  });

  it('refuses a staff user without applicants.read (403) and bad input', async () => {
    expect((await call('POST', url, { session: noRole, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('POST', url, { body: {} })).status).toBe(401);
    expect((await call('POST', url, { session: admin, body: { take: 0 } })).body).toMatchObject({ statusCode: 400, details: { fields: { take: 'es_min' } } });
  });
});
