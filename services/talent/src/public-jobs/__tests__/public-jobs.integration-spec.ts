import { DataSource } from 'typeorm';
import { client, startTestApp, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { JobPostingEntity } from '../../jobs/entities/job-posting.entity';

describe('public jobs: the guest list of a customer’s public postings', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  const jobs: Record<string, JobPostingEntity> = {};

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?), (3, 'gone', 'Gone', 0, ?)", [now, now, now]);
    const job = (customer_id: number, name: string, p: Partial<JobPostingEntity>) =>
      ds.getRepository(JobPostingEntity).save({ customer_id, name, active: 1, public: 1, job_city: 'Helena', client_id: 77, external_id: `EXT-${name}`, job_address1: '1 Secret Street', lat: 46.5, lng: -112, ...p });
    jobs.old = await job(1, 'Older public nurse', { posted_date: '2026-10-01' });
    jobs.recent = await job(1, 'Recent public welder', { posted_date: '2026-11-01' });
    jobs.featured = await job(1, 'Featured public driver', { posted_date: '2026-09-01', featured: 1 });
    jobs.private = await job(1, 'Private nurse', { public: 0 });
    jobs.inactive = await job(1, 'Closed public nurse', { active: 0 });
    jobs.globex = await job(2, 'Globex public nurse', {});
    jobs.gone = await job(3, 'Inactive customer job', {});
  }, 180_000);
  afterAll(async () => t?.close());

  it('lists only the customer’s public active postings, featured first then newest, without a session', async () => {
    const res = await call('GET', '/api/v1/public/acme/jobs');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((j: { name: string }) => j.name)).toEqual(['Featured public driver', 'Recent public welder', 'Older public nurse']);
    const text = JSON.stringify(res.body);
    for (const leak of ['Private nurse', 'Closed public nurse', 'Globex', 'EXT-', 'Secret Street', 'client_id', 'lat']) {
      expect(text).not.toContain(leak);
    }
    expect((await call('GET', '/api/v1/public/acme/jobs?term=nurse')).body.items.map((j: { name: string }) => j.name)).toEqual(['Older public nurse']);
    expect((await call('GET', '/api/v1/public/acme/jobs?take=1&skip=1')).body.items.map((j: { name: string }) => j.name)).toEqual(['Recent public welder']);
    expect((await call('GET', '/api/v1/public/globex/jobs')).body.items.map((j: { name: string }) => j.name)).toEqual(['Globex public nurse']);
  });

  it('answers 404 for a posting that is not public, not active or another customer’s, and for an unknown or inactive customer', async () => {
    expect((await call('GET', `/api/v1/public/acme/jobs/${jobs.featured.job_id}`)).body).toMatchObject({ name: 'Featured public driver', featured: true });
    for (const id of [jobs.private.job_id, jobs.inactive.job_id, jobs.globex.job_id]) {
      expect((await call('GET', `/api/v1/public/acme/jobs/${id}`)).body).toMatchObject({ statusCode: 404, messageKey: 'job_not_found' });
    }
    expect((await call('GET', '/api/v1/public/nobody/jobs')).body).toMatchObject({ statusCode: 404, messageKey: 'customer_not_found' });
    expect((await call('GET', '/api/v1/public/gone/jobs')).status).toBe(404);
    expect((await call('GET', '/api/v1/public/acme/jobs?take=500')).body).toMatchObject({ statusCode: 400, details: { fields: { take: 'invalid_entry' } } });
  });
});
