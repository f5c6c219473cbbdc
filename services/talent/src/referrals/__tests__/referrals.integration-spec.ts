import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { REFERRAL_STATUS, SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { ReferralEntity } from '../entities/referral.entity';

describe('referrals: api/v2/customers/{customerId}/aplreferral', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let viewer: Session;
  let limited: Session;
  let adaSession: Session;
  let bobSession: Session;
  const refs: Record<string, ReferralEntity> = {};
  let bobId = 0;
  const base = (c = 1) => `/api/v2/customers/${c}/aplreferral`;

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string, email: string, location_id: number) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', location_id, email, date_registered: now, last_updated: now });
    const ada = await person(1, 'Ada', 'ada@acme.test', 10);
    const bob = await person(1, 'Bob', 'bob@friend.test', 11);
    const eve = await person(2, 'Eve', 'eve@globex.test', 10);
    bobId = bob.applicant_id;
    const refer = (a: ApplicantEntity, p: Partial<ReferralEntity>, minutesAgo: number) =>
      ds.getRepository(ReferralEntity).save({ customer_id: a.customer_id, applicant_id: a.applicant_id, created: new Date(now.getTime() - minutesAgo * 60_000), status: 0, ...p });
    refs.bob = await refer(ada, { first_name: 'Bob', last_name: 'Friend', email: 'Bob@friend.test', phone: '+15550101', comment: 'Great nurse' }, 10);
    refs.cleo = await refer(ada, { first_name: 'Cleo', last_name: 'Patra', email: 'cleo@x.test', status: REFERRAL_STATUS.Viewed }, 5);
    refs.dan = await refer(bob, { first_name: 'Dan', last_name: 'Brown', email: 'dan@x.test' }, 1);
    refs.eve = await refer(eve, { first_name: 'Zed', email: 'zed@globex.test' }, 1);
    admin = await sessionFor(t.app, 'user', 900, 1);
    viewer = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.VIEWER);
    await grantRole(t.app, 902, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    limited = await sessionFor(t.app, 'user', 902, 1, null);
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
    bobSession = await sessionFor(t.app, 'applicant', bob.applicant_id, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  const statusOf = async (id: number) => (await ds.getRepository(ReferralEntity).findOneByOrFail({ ref_id: id })).status;
  const outbox = async () => (await ds.query("SELECT recipient, subject, body FROM notification_outbox WHERE channel = 'email' ORDER BY id")) as { recipient: string; subject: string; body: string }[];

  it('lists: an applicant their own, staff the customer’s (newest first, with the referrer), never another customer’s', async () => {
    const own = await call('GET', base(), { session: adaSession });
    expect(own.status).toBe(200);
    expect(own.body.map((r: { first_name: string }) => r.first_name)).toEqual(['Cleo', 'Bob']);
    const staff = await call('GET', base(), { session: admin });
    expect(staff.body.map((r: { first_name: string }) => r.first_name)).toEqual(['Dan', 'Cleo', 'Bob']);
    expect(staff.body[2]).toMatchObject({ email: 'Bob@friend.test', phone: '+15550101', comment: 'Great nurse', status: 0, applicant: { full_name: 'Ada Tester' } });
    expect((await call('GET', base(2), { session: admin })).status).toBe(404);
    expect((await call('GET', base(), { session: limited })).body.map((r: { first_name: string }) => r.first_name)).toEqual(['Dan']);
  });

  it('answers the datatable query with paging, search, status filter and ordering', async () => {
    const q = (body: object, session = admin) => call('POST', `${base()}/datatablequery`, { session, body });
    const all = await q({ draw: 3, start: 0, length: 2 });
    expect(all.body).toMatchObject({ draw: 3, recordsTotal: 3, recordsFiltered: 3 });
    expect(all.body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['Dan', 'Cleo']);
    expect((await q({ search: { value: 'ada' } })).body).toMatchObject({ recordsTotal: 3, recordsFiltered: 2 });
    expect((await q({ statuses: [REFERRAL_STATUS.Viewed] })).body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['Cleo']);
    expect((await q({ order: [{ column: 'first_name', dir: 'asc' }] })).body.data.map((r: { first_name: string }) => r.first_name)).toEqual(['Bob', 'Cleo', 'Dan']);
    expect((await q({ order: [{ column: 'password', dir: 'asc' }] })).body).toMatchObject({ statusCode: 400, details: { fields: { 'order[0].column': 'invalid_entry' } } });
    expect((await q({}, adaSession)).status).toBe(403);
    expect((await call('POST', `${base(2)}/datatablequery`, { session: admin, body: {} })).status).toBe(404);
  });

  it('sends the invitation: Pending becomes Sent, the email names the referrer and the sign-up link; audited', async () => {
    const res = await call('POST', `${base()}/sendInvitation/${refs.bob.ref_id}`, { session: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ref_id: refs.bob.ref_id, status: REFERRAL_STATUS.Sent });
    expect(await statusOf(refs.bob.ref_id)).toBe(REFERRAL_STATUS.Sent);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'Bob@friend.test', subject: 'Ada Tester invites you to apply at Acme Staffing' });
    expect(mails[0].body).toContain('/api/v1/referrals/open/1.');
    // A resend keeps a later status.
    await call('POST', `${base()}/sendInvitation/${refs.cleo.ref_id}`, { session: admin });
    expect(await statusOf(refs.cleo.ref_id)).toBe(REFERRAL_STATUS.Viewed);
    const audit = (await ds.query("SELECT action, changes FROM audit_log WHERE entity = 'apl_referral' ORDER BY id")) as { action: string; changes: string }[];
    expect(audit.map((a) => [a.action, JSON.parse(a.changes).status])).toEqual([
      ['send_invitation', { from: 0, to: 1 }],
      ['send_invitation', { from: 2, to: 2 }],
    ]);
  });

  it('refuses to send or accept for another customer, another location, a viewer (403) or an applicant, changing nothing', async () => {
    const sent = (await outbox()).length;
    expect((await call('POST', `${base()}/sendInvitation/${refs.eve.ref_id}`, { session: admin })).status).toBe(404);
    expect((await call('POST', `${base(2)}/sendInvitation/${refs.eve.ref_id}`, { session: admin })).status).toBe(404);
    expect((await call('POST', `${base()}/sendInvitation/${refs.cleo.ref_id}`, { session: limited })).status).toBe(404);
    expect((await call('POST', `${base()}/sendInvitation/${refs.dan.ref_id}`, { session: viewer })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('POST', `${base()}/sendInvitation/${refs.dan.ref_id}`, { session: adaSession })).status).toBe(403);
    expect((await call('POST', `${base()}/acceptInvitation/${refs.dan.ref_id}`, { session: viewer })).status).toBe(403);
    // Ada is not the person Cleo's referral was sent to.
    expect((await call('POST', `${base()}/acceptInvitation/${refs.cleo.ref_id}`, { session: adaSession })).status).toBe(404);
    expect(await outbox()).toHaveLength(sent);
    expect([await statusOf(refs.dan.ref_id), await statusOf(refs.eve.ref_id), await statusOf(refs.cleo.ref_id)]).toEqual([0, 0, REFERRAL_STATUS.Viewed]);
  });

  it('accepts: the referred applicant (matched by email) or staff mark it Signed Up', async () => {
    const own = await call('POST', `${base()}/acceptInvitation/${refs.bob.ref_id}`, { session: bobSession });
    expect(own.status).toBe(200);
    expect(own.body.status).toBe(REFERRAL_STATUS.SignedUp);
    const row = await ds.getRepository(ReferralEntity).findOneByOrFail({ ref_id: refs.bob.ref_id });
    expect([row.status, row.referred_applicant_id, row.accepted_at instanceof Date]).toEqual([3, bobId, true]);
    const staff = await call('POST', `${base()}/acceptInvitation/${refs.dan.ref_id}`, { session: admin });
    expect(staff.body.status).toBe(REFERRAL_STATUS.SignedUp);
    expect(await statusOf(refs.dan.ref_id)).toBe(3);
  });
});
