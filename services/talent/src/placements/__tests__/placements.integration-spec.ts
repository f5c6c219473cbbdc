import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { PlacementEntity } from '../entities/placement.entity';

describe('POST /api/v1/placements/query (staff placements list)', () => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let noRole: Session;
  let limited: Session;
  let applicant: Session;
  const url = '/api/v1/placements/query';

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    const ds = t.app.get(DataSource);
    const now = new Date();
    const person = async (customer_id: number, first_name: string, last_name: string, location_id: number) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name, location_id, email: `${first_name}@x.test`, date_registered: now, last_updated: now });
    const ada = await person(1, 'Ada', 'Lovelace', 10);
    const grace = await person(1, 'Grace', 'Hopper', 11);
    const eve = await person(2, 'Eve', 'Outsider', 10);
    const place = (a: ApplicantEntity, p: Partial<PlacementEntity>) =>
      ds.getRepository(PlacementEntity).save({ customer_id: a.customer_id, applicant_id: a.applicant_id, location_id: a.location_id, created_at: now, updated_at: now, ...p });
    await place(ada, { title: 'Night nurse', company: 'St. Mary', status: 'Approved', start_date: '2026-05-01', end_date: '2026-08-01', pay_rate: 42.5, visible_to_applicant: 1, external_id: 'BH-1' });
    await place(ada, { title: 'Day nurse', company: 'Mercy', status: 'Completed', start_date: '2026-01-01', end_date: '2026-03-01', pay_rate: 38, visible_to_applicant: 1 });
    await place(grace, { title: 'Programmer', company: 'Navy Yard', status: 'Approved', start_date: '2026-06-15', visible_to_applicant: 0 });
    await place(eve, { title: 'Secret', company: 'Globex', status: 'Approved', start_date: '2026-06-01' });
    admin = await sessionFor(t.app, 'user', 900, 1);
    noRole = await sessionFor(t.app, 'user', 901, 1, null);
    await grantRole(t.app, 902, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    limited = await sessionFor(t.app, 'user', 902, 1, null);
    applicant = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  const titles = async (body: object, session = admin) => {
    const res = await call('POST', url, { session, body });
    expect(res.status).toBe(200);
    return (res.body.items as { title: string }[]).map((i) => i.title);
  };

  it('lists the customer’s placements with the applicant’s name, newest start first, never another customer’s', async () => {
    const res = await call('POST', url, { session: admin, body: {} });
    expect(res.body.total).toBe(3);
    expect(res.body.items[0]).toEqual({
      placement_id: expect.any(Number), applicant_id: expect.any(Number), applicant_name: 'Grace Hopper', location_id: 11, external_id: null,
      title: 'Programmer', company: 'Navy Yard', company_address: null, status: 'Approved', start_date: '2026-06-15', end_date: null, pay_rate: null,
      visible_to_applicant: false,
    });
    expect(res.body.items.map((i: { title: string }) => i.title)).toEqual(['Programmer', 'Night nurse', 'Day nurse']);
    expect(res.body.items[1]).toMatchObject({ pay_rate: 42.5, external_id: 'BH-1', visible_to_applicant: true });
    expect(JSON.stringify(res.body)).not.toContain('Globex');
  });

  it('filters by text, status, location, dates and visibility, and sorts', async () => {
    expect(await titles({ term: 'nurse mary' })).toEqual(['Night nurse']);
    expect(await titles({ term: 'hopper' })).toEqual(['Programmer']);
    expect(await titles({ statuses: ['Completed'] })).toEqual(['Day nurse']);
    expect(await titles({ locations: [10] })).toEqual(['Night nurse', 'Day nurse']);
    expect(await titles({ start_from: '2026-02-01', start_to: '2026-06-01' })).toEqual(['Night nurse']);
    expect(await titles({ visible_to_applicant: false })).toEqual(['Programmer']);
    expect(await titles({ sort: 'company', direction: 'asc' })).toEqual(['Day nurse', 'Programmer', 'Night nurse']);
    expect(await titles({ sort: 'applicant', direction: 'asc' })).toEqual(['Programmer', 'Night nurse', 'Day nurse']);
    expect(await titles({ skip: 1, take: 1 })).toEqual(['Night nurse']);
  });

  it('limits location-bound staff, refuses a role without applicants.read (403), applicants and bad input', async () => {
    expect(await titles({}, limited)).toEqual(['Programmer']);
    expect((await call('POST', url, { session: noRole, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('POST', url, { session: applicant, body: {} })).status).toBe(403);
    expect((await call('POST', url, { body: {} })).status).toBe(401);
    const bad = await call('POST', url, { session: admin, body: { sort: 'pay', start_from: 'May 1', customer_id: 2 } });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed', details: { fields: { sort: 'invalid_entry', start_from: 'es_date', customer_id: 'unknown_field' } } });
  });
});
