import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { REFERRAL_STATUS } from '@attest/contracts';
import { CustomersService, identityDataParts, IdentityModule } from '@attest/identity';
import { JOB_QUEUE, PlatformModule, type AppConfig, type JobQueue } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentDataParts } from '../../talent-data';
import { TalentModule } from '../../talent.module';
import { ReferralEntity } from '../entities/referral.entity';

/** Identity (sign-up) and talent (referrals) in one process, as the server composes them. */
function referralTestModule(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, talentDataParts]), IdentityModule, TalentModule] })
  class ReferralTestModule {}
  return ReferralTestModule;
}

describe('refer a friend: Pending → Sent → Viewed → SignedUp', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let acmeId = 0;
  let globexId = 0;
  let ada: Session;
  let bob: Session;
  let eve: Session;
  let staff: Session;
  let adaId = 0;
  const base = (c: number) => `/api/v2/customers/${c}/aplreferral`;
  const referrals = () => ds.getRepository(ReferralEntity).find({ order: { ref_id: 'ASC' } });
  const mails = async (to: string) => (await ds.query("SELECT subject, body FROM notification_outbox WHERE channel = 'email' AND recipient = ? ORDER BY id", [to])) as { subject: string; body: string }[];
  const friend = { first_name: 'Fran', last_name: 'Friend', email: 'fran.friend@example.test', phone: '(555) 201-3344', comment: 'Great with patients' };

  beforeAll(async () => {
    t = await startTestApp(referralTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const customers = t.app.get(CustomersService);
    acmeId = (await customers.createCustomer({ code: 'acme', name: 'Acme Staffing' })).id;
    globexId = (await customers.createCustomer({ code: 'globex', name: 'Globex' })).id;
    const now = new Date();
    const person = (customer_id: number, first_name: string, email: string) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email, date_registered: now, last_updated: now });
    adaId = (await person(acmeId, 'Ada', 'ada@acme.test')).applicant_id;
    ada = await sessionFor(t.app, 'applicant', adaId, acmeId);
    bob = await sessionFor(t.app, 'applicant', (await person(acmeId, 'Bob', 'bob@acme.test')).applicant_id, acmeId);
    eve = await sessionFor(t.app, 'applicant', (await person(globexId, 'Eve', 'eve@globex.test')).applicant_id, globexId);
    staff = await sessionFor(t.app, 'user', 900, acmeId);
    await t.app.get<JobQueue>(JOB_QUEUE).start();
  }, 180_000);
  afterAll(async () => t?.close());

  it('refuses bad input with the shared rules, another customer’s path and staff, storing and sending nothing', async () => {
    const bad = await call('POST', base(acmeId), { session: ada, body: { ...friend, email: '@fran.test', phone: '12', first_name: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual({ email: 'es_disallow_starting_with_at_symbol', phone: 'invalid_phone_number', first_name: 'required_field' });
    expect((await call('POST', base(globexId), { session: ada, body: friend })).status).toBe(404);
    expect((await call('POST', base(acmeId), { session: eve, body: friend })).status).toBe(404);
    expect((await call('POST', base(acmeId), { session: staff, body: friend })).status).toBe(403);
    expect(await referrals()).toEqual([]);
    expect(await mails(friend.email)).toEqual([]);
  });

  it('the applicant refers a friend: stored, the invitation mailed at once (Sent); only she sees it', async () => {
    const res = await call('POST', base(acmeId), { session: ada, body: friend });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...friend, status: REFERRAL_STATUS.Sent, applicant: { full_name: 'Ada Tester' } });
    const sent = await mails(friend.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Ada Tester invites you to apply at Acme Staffing');
    expect((await call('GET', base(acmeId), { session: ada })).body.map((r: { email: string; status: number }) => [r.email, r.status])).toEqual([[friend.email, REFERRAL_STATUS.Sent]]);
    expect((await call('GET', base(acmeId), { session: bob })).body).toEqual([]);
    expect((await call('GET', base(globexId), { session: eve })).body).toEqual([]);
  });

  it('opening the mailed link marks it Viewed (once) and sends her to sign up; a forged link is not found', async () => {
    const link = /https?:\/\/\S+\/api\/v1\/referrals\/open\/[\w.-]+/.exec((await mails(friend.email))[0].body)![0];
    const path = new URL(link).pathname;
    const open = await call('GET', path);
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toMatch(/\/acme\/hq\/register$/);
    const [row] = await referrals();
    expect([row.status, row.viewed_at instanceof Date]).toEqual([REFERRAL_STATUS.Viewed, true]);
    expect((await call('GET', path)).status).toBe(302);
    expect((await referrals())[0].status).toBe(REFERRAL_STATUS.Viewed);
    const forged = path.replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`);
    expect((await call('GET', forged)).body).toMatchObject({ statusCode: 404, messageKey: 'referral_link_invalid' });
    expect((await call('GET', '/api/v1/referrals/open/nonsense')).status).toBe(404);
  });

  it('she signs up with the invited email: identity’s event makes it SignedUp on her referrer’s list and the staff list', async () => {
    const reg = await call('POST', '/api/v1/applicants/register', {
      body: { customer_code: 'acme', location_code: 'hq', first_name: 'Fran', last_name: 'Friend', email: 'Fran.Friend@example.test', password: 'Correct-Horse-9', mobile_phone: '(555) 201-3344', accept_terms: true },
    });
    expect(reg.status).toBe(201);
    const deadline = Date.now() + 10_000;
    while ((await referrals())[0].status !== REFERRAL_STATUS.SignedUp && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const [row] = await referrals();
    expect([row.status, row.referred_applicant_id, row.accepted_at instanceof Date]).toEqual([REFERRAL_STATUS.SignedUp, reg.body.applicant_id, true]);
    expect((await call('GET', base(acmeId), { session: ada })).body[0].status).toBe(REFERRAL_STATUS.SignedUp);
    const table = await call('POST', `${base(acmeId)}/datatablequery`, { session: staff, body: {} });
    expect(table.body.data.map((r: { email: string; status: number }) => [r.email, r.status])).toEqual([[friend.email, REFERRAL_STATUS.SignedUp]]);
    const audit = (await ds.query("SELECT action FROM audit_log WHERE entity = 'apl_referral' ORDER BY id")) as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['create', 'send_invitation', 'viewed', 'signed_up']);
  });

  it('a sign-up with an email nobody was invited at changes no referral', async () => {
    const reg = await call('POST', '/api/v1/applicants/register', {
      body: { customer_code: 'acme', location_code: 'hq', first_name: 'Gus', last_name: 'Other', email: 'gus@example.test', password: 'Correct-Horse-9', mobile_phone: '(555) 201-3345', accept_terms: true },
    });
    expect(reg.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    expect((await referrals()).map((r) => [r.status, r.referred_applicant_id])).toEqual([[REFERRAL_STATUS.SignedUp, expect.any(Number)]]);
  });
});
