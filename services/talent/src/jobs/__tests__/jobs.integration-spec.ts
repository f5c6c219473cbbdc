import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { JobApplicationEntity } from '../entities/job-application.entity';
import { JobPostingEntity } from '../entities/job-posting.entity';
import { JobViewEntity } from '../entities/job-view.entity';

// Coordinates of the maps simulator's Helena, Missoula and Billings addresses.
const HELENA = { lat: 46.5872, lng: -112.0403 };
const MISSOULA = { lat: 46.8721, lng: -113.994 };
const BILLINGS = { lat: 45.7833, lng: -108.5007 };

describe('jobs: the applicant’s search, detail and apply', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ada: Session;
  let bob: Session;
  let eve: Session;
  let staff: Session;
  const jobs: Record<string, JobPostingEntity> = {};
  const base = '/api/v1/talent/jobs';

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string, address: Partial<ApplicantEntity>) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email: `${first_name}@x.test`, date_registered: now, last_updated: now, ...address });
    const a = await person(1, 'Ada', { address1: '100 Last Chance Gulch', city: 'Helena', state: 'MT', zip: '59601' });
    const b = await person(1, 'Bob', { address1: '1 Nowhere Lane', city: 'Atlantis' });
    const e = await person(2, 'Eve', { address1: '100 Last Chance Gulch', city: 'Helena', state: 'MT', zip: '59601' });
    const job = (customer_id: number, name: string, at: { lat: number; lng: number }, p: Partial<JobPostingEntity> = {}) =>
      ds.getRepository(JobPostingEntity).save({ customer_id, name, ...at, active: 1, posted_date: '2026-11-01', job_city: 'Helena', job_state: 'MT', ...p });
    jobs.rn = await job(1, 'Registered Nurse', HELENA, { category: 'Nursing', specialty: 'ICU', pay_low: 40, pay_high: 55, job_type: 'Contract', job_address1: '1301 East 6th Avenue', job_zip: 59601, featured: 1 });
    jobs.cna = await job(1, 'Certified Nursing Assistant', MISSOULA, { category: 'Nursing', specialty: 'Long-term care', pay_rate: 19, job_type: 'Temp', job_city: 'Missoula' });
    jobs.welder = await job(1, 'Welder', BILLINGS, { category: 'Industrial', pay_low: 25, pay_high: 32, job_type: 'Temp', job_city: 'Billings' });
    jobs.office = await job(1, 'Office manager', MISSOULA, { category: 'Office', specialty: 'Administration', salary: 52000, job_type: 'Direct hire', job_city: 'Missoula' });
    jobs.closed = await job(1, 'Closed nurse job', HELENA, { category: 'Nursing', specialty: 'Closed specialty', job_type: 'Closed type', active: 0 });
    jobs.globex = await job(2, 'Globex nurse', HELENA, { category: 'Nursing' });
    ada = await sessionFor(t.app, 'applicant', a.applicant_id, 1);
    bob = await sessionFor(t.app, 'applicant', b.applicant_id, 1);
    eve = await sessionFor(t.app, 'applicant', e.applicant_id, 2);
    staff = await sessionFor(t.app, 'user', 900, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  const names = (body: { items: { name: string }[] }) => body.items.map((j) => j.name);

  it('lists the customer’s active jobs, featured first, with distances from the applicant’s address', async () => {
    const res = await call('GET', base, { session: ada });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, origin_found: true });
    expect(names(res.body)[0]).toBe('Registered Nurse');
    expect(names(res.body).sort()).toEqual(['Certified Nursing Assistant', 'Office manager', 'Registered Nurse', 'Welder']);
    const rn = res.body.items[0];
    expect(rn).toMatchObject({ featured: true, distance: 0, pay_low: 40, pay_high: 55, job_zip: 59601 });
    expect(rn.directions_url).toBe('https://www.google.com/maps/dir/?api=1&destination=1301%20East%206th%20Avenue%2C%20Helena%2C%20MT%2C%2059601');
    // The results map plots each job around the applicant's own (geocoded) address.
    expect(rn).toMatchObject({ lat: HELENA.lat, lng: HELENA.lng });
    expect(res.body.origin).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(Math.abs(res.body.origin.lat - HELENA.lat)).toBeLessThan(0.05);
    // Missoula is about 96 miles from Helena, Billings about 180.
    const byName = Object.fromEntries(res.body.items.map((j: { name: string; distance: number }) => [j.name, j.distance]));
    expect(byName['Certified Nursing Assistant']).toBeGreaterThan(90);
    expect(byName['Certified Nursing Assistant']).toBeLessThan(100);
    expect(byName.Welder).toBeGreaterThan(170);
  });

  it('filters by distance option, keyword, category, specialty, pay and type', async () => {
    const q = async (qs: string, session = ada) => (await call('GET', `${base}?${qs}`, { session })).body;
    expect(names(await q('distance=5'))).toEqual(['Registered Nurse']);
    expect(names(await q('distance=100')).sort()).toEqual(['Certified Nursing Assistant', 'Office manager', 'Registered Nurse']);
    expect(names(await q('term=nurs%20assist'))).toEqual(['Certified Nursing Assistant']);
    expect(names(await q('category=Nursing')).sort()).toEqual(['Certified Nursing Assistant', 'Registered Nurse']);
    expect(names(await q('specialty=ICU'))).toEqual(['Registered Nurse']);
    expect(names(await q('pay_min=30')).sort()).toEqual(['Registered Nurse', 'Welder']);
    expect(names(await q('pay_max=20'))).toEqual(['Certified Nursing Assistant']);
    expect(names(await q('job_type=Temp')).sort()).toEqual(['Certified Nursing Assistant', 'Welder']);
    expect(names(await q('featured=true'))).toEqual(['Registered Nurse']);
    expect((await q('distance=7')).details.fields).toEqual({ distance: 'invalid_entry' });
    expect((await q('take=0&pay_min=x')).details.fields).toEqual({ take: 'invalid_entry', pay_min: 'invalid_entry' });
  });

  it('filters by pay type (a salaried range reads the salary) and refuses a pay range upside down', async () => {
    const q = async (qs: string) => (await call('GET', `${base}?${qs}`, { session: ada })).body;
    expect(names(await q('pay_type=salary'))).toEqual(['Office manager']);
    expect(names(await q('pay_type=salary&pay_min=50000'))).toEqual(['Office manager']);
    expect(names(await q('pay_type=salary&pay_min=60000'))).toEqual([]);
    expect(names(await q('pay_type=hourly')).sort()).toEqual(['Certified Nursing Assistant', 'Registered Nurse', 'Welder']);
    const bad = await q('pay_min=40&pay_max=20');
    expect(bad).toMatchObject({ statusCode: 400, details: { fields: { pay_max: 'job_pay_range_order' } } });
    expect((await q('pay_type=weekly')).details.fields).toEqual({ pay_type: 'invalid_entry' });
  });

  it('answers the search form’s choices from the customer’s open jobs only', async () => {
    const res = await call('GET', `${base}/filters`, { session: ada });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categories: [
        { name: 'Industrial', specialties: [] },
        { name: 'Nursing', specialties: ['ICU', 'Long-term care'] },
        { name: 'Office', specialties: ['Administration'] },
      ],
      job_types: ['Contract', 'Direct hire', 'Temp'],
      distance_options: [5, 10, 15, 20, 25, 30, 40, 50, 100],
      pay_types: ['hourly', 'salary'],
    });
    // Eve's customer has one nursing job with no specialty; staff are refused.
    expect((await call('GET', `${base}/filters`, { session: eve })).body.categories).toEqual([{ name: 'Nursing', specialties: [] }]);
    expect((await call('GET', `${base}/filters`, { session: staff })).status).toBe(403);
  });

  it('an address the maps adapter cannot place gives no distances, and a distance filter finds nothing', async () => {
    const all = (await call('GET', base, { session: bob })).body;
    expect(all).toMatchObject({ total: 4, origin_found: false });
    expect(all.items.every((j: { distance: number | null }) => j.distance === null)).toBe(true);
    expect((await call('GET', `${base}?distance=100`, { session: bob })).body).toEqual({ items: [], total: 0, origin_found: false, origin: null });
    expect(all.origin).toBeNull();
  });

  it('shows a job and records the view; another customer’s or a closed job is 404 and records nothing', async () => {
    const res = await call('GET', `${base}/${jobs.cna.job_id}`, { session: ada });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ job_id: jobs.cna.job_id, name: 'Certified Nursing Assistant', applied: false });
    expect(await ds.getRepository(JobViewEntity).countBy({ job_id: jobs.cna.job_id, customer_id: 1 })).toBe(1);
    const views = await ds.getRepository(JobViewEntity).count();
    expect((await call('GET', `${base}/${jobs.globex.job_id}`, { session: ada })).body).toMatchObject({ statusCode: 404, messageKey: 'job_not_found' });
    expect((await call('GET', `${base}/${jobs.closed.job_id}`, { session: ada })).status).toBe(404);
    expect((await call('GET', `${base}/${jobs.rn.job_id}`, { session: eve })).status).toBe(404);
    expect(await ds.getRepository(JobViewEntity).count()).toBe(views);
  });

  it('applies once (logged with method and status), lists the applicant’s own applications only', async () => {
    const first = await call('POST', `${base}/${jobs.rn.job_id}/apply`, { session: ada });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ job_id: jobs.rn.job_id, job_title: 'Registered Nurse', method: 'portal', status: 'applied', customer_id: 1 });
    const again = await call('POST', `${base}/${jobs.rn.job_id}/apply`, { session: ada });
    expect(again.body.log_id).toBe(first.body.log_id);
    expect((await call('GET', `${base}/${jobs.rn.job_id}`, { session: ada })).body.applied).toBe(true);
    expect((await call('GET', `${base}/applications`, { session: ada })).body.map((l: { job_id: number }) => l.job_id)).toEqual([jobs.rn.job_id]);
    expect((await call('GET', `${base}/applications`, { session: bob })).body).toEqual([]);
  });

  it('refuses another customer’s job, a closed job and staff, changing nothing', async () => {
    const before = await ds.getRepository(JobApplicationEntity).count();
    expect((await call('POST', `${base}/${jobs.globex.job_id}/apply`, { session: ada })).status).toBe(404);
    expect((await call('POST', `${base}/${jobs.closed.job_id}/apply`, { session: ada })).status).toBe(404);
    expect((await call('POST', `${base}/${jobs.rn.job_id}/apply`, { session: eve })).status).toBe(404);
    expect((await call('POST', `${base}/${jobs.rn.job_id}/apply`, { session: staff })).status).toBe(403);
    expect((await call('GET', base, { session: staff })).status).toBe(403);
    expect((await call('GET', base)).status).toBe(401);
    expect(await ds.getRepository(JobApplicationEntity).count()).toBe(before);
  });
});
