import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { InterviewEntity } from '../../interviews/entities/interview.entity';
import { JobApplicationEntity } from '../../jobs/entities/job-application.entity';
import { JobClientEntity } from '../../jobs/entities/job-client.entity';
import { JobPostingEntity } from '../../jobs/entities/job-posting.entity';
import { PlacementEntity } from '../../placements/entities/placement.entity';

// The maps simulator's coordinates of these addresses.
const CAPITOL = { address: '1301 East 6th Avenue', city: 'Helena', state: 'MT', zip: 59601, lat: 46.5857, lng: -112.0184 };
const RYMAN = { address: '435 Ryman Street', city: 'Missoula', state: 'MT', zip: 59802, lat: 46.8721, lng: -113.994 };

describe('job administration: clients, postings and an applicant’s jobs for staff', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let recruiter: Session;
  let viewer: Session;
  let westOnly: Session;
  let globexAdmin: Session;
  let adaSession: Session;
  let ada: ApplicantEntity;
  let westBob: ApplicantEntity;
  let eve: ApplicantEntity;
  let globexClient: JobClientEntity;
  let globexJob: JobPostingEntity;
  let hqJob: JobPostingEntity;

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    await ds.query("INSERT INTO locations (location_id, customer_id, location_code, name) VALUES (10, 1, 'hq', 'HQ'), (11, 1, 'west', 'West'), (20, 2, 'hq', 'Globex HQ')");
    const person = (customer_id: number, first_name: string, location_id: number) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', location_id, email: `${first_name}@x.test`, date_registered: now, last_updated: now });
    ada = await person(1, 'Ada', 10);
    westBob = await person(1, 'Bob', 11);
    eve = await person(2, 'Eve', 20);
    globexClient = await ds.getRepository(JobClientEntity).save({ customer_id: 2, client_name: 'Globex client', active: 1, date_added: now });
    globexJob = await ds.getRepository(JobPostingEntity).save({ customer_id: 2, name: 'Globex welder', active: 1, public: 1 });
    hqJob = await ds.getRepository(JobPostingEntity).save({ customer_id: 1, name: 'HQ-only clerk', active: 1, location_id: 10, posted_date: '2026-01-01' });
    admin = await sessionFor(t.app, 'user', 900, 1);
    recruiter = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.RECRUITER);
    viewer = await sessionFor(t.app, 'user', 902, 1, SEEDED_ROLE_IDS.VIEWER);
    await grantRole(t.app, 903, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    westOnly = await sessionFor(t.app, 'user', 903, 1, null);
    globexAdmin = await sessionFor(t.app, 'user', 904, 2);
    adaSession = await sessionFor(t.app, 'applicant', ada.applicant_id, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  const checksum = async () => JSON.stringify([
    await ds.query('SELECT * FROM job_clients ORDER BY client_id'),
    await ds.query('SELECT * FROM job_postings ORDER BY job_id'),
    await ds.query("SELECT COUNT(*) AS n FROM audit_log WHERE entity IN ('job_client', 'job_posting')"),
  ]);
  const audits = async (entity: string) =>
    (await ds.query('SELECT entity_id, action, changes, actor_id FROM audit_log WHERE entity = ? ORDER BY id', [entity])) as { entity_id: string; action: string; changes: string; actor_id: number }[];

  const fullPosting = (clientId: number) => ({
    client_id: clientId, name: 'ICU Registered Nurse', desc: 'Nights in the ICU.', brief_desc: 'ICU nights', functions: 'Care', requirements: 'RN licence',
    start_date: '2026-12-01', posted_date: '2026-11-20', pay_low: 40, pay_high: 55.5, job_type: 'Contract', job_address1: CAPITOL.address, job_address2: 'Floor 2',
    job_city: CAPITOL.city, job_state: CAPITOL.state, job_zip: CAPITOL.zip, job_country: 'US', external_id: 'JO-1', pay_rate: 48, salary: null,
    actual_job_city: 'East Helena', actual_job_state: 'MT', actual_job_zip: '59635', location_id: 10, category: 'Nursing', specialty: 'ICU',
    active: true, public: false, featured: true,
  });

  it('creates, lists, reads and edits job clients (audited); another customer’s client is 404', async () => {
    const created = await call('POST', '/api/v1/jobclients', { session: admin, body: { client_name: 'St. Peter’s Hospital', external_id: 'C-9' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ client_name: 'St. Peter’s Hospital', external_id: 'C-9', active: true, postings: 0 });
    const id = created.body.client_id;
    await call('POST', '/api/v1/jobclients', { session: recruiter, body: { client_name: 'Benefis Health' } });
    const list = await call('GET', '/api/v1/jobclients?take=10', { session: viewer });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((c: { client_name: string }) => c.client_name)).toEqual(['Benefis Health', 'St. Peter’s Hospital']);
    expect((await call('GET', '/api/v1/jobclients?term=peter', { session: admin })).body.items).toHaveLength(1);
    expect((await call('GET', '/api/v1/jobclients?take=1&skip=1', { session: admin })).body.items[0].client_name).toBe('St. Peter’s Hospital');

    const edited = await call('PUT', `/api/v1/jobclients/${id}`, { session: admin, body: { client_name: 'St. Peter’s Health', external_id: 'C-9', active: false } });
    expect(edited.body).toMatchObject({ client_name: 'St. Peter’s Health', active: false });
    expect((await call('GET', '/api/v1/jobclients?active=false', { session: admin })).body.items.map((c: { client_id: number }) => c.client_id)).toEqual([id]);
    const trail = (await audits('job_client')).filter((a) => a.entity_id === String(id));
    expect(trail.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(trail[1].changes)).toEqual({ client_name: { from: 'St. Peter’s Hospital', to: 'St. Peter’s Health' }, active: { from: 1, to: 0 } });

    expect((await call('GET', `/api/v1/jobclients/${globexClient.client_id}`, { session: admin })).status).toBe(404);
    expect((await call('GET', '/api/v1/jobclients', { session: globexAdmin })).body.items.map((c: { client_name: string }) => c.client_name)).toEqual(['Globex client']);
  });

  it('refuses client and posting writes to a forbidden role, another customer and bad input, changing nothing', async () => {
    const own = (await call('GET', '/api/v1/jobclients', { session: admin })).body.items[0].client_id;
    const before = await checksum();
    const attempts: [Session, string, string, unknown, number, string][] = [
      [viewer, 'POST', '/api/v1/jobclients', { client_name: 'X' }, 403, 'permission_denied'],
      [viewer, 'PUT', `/api/v1/jobclients/${own}`, { client_name: 'X' }, 403, 'permission_denied'],
      [viewer, 'POST', '/api/v1/jobpostings', { name: 'X' }, 403, 'permission_denied'],
      [viewer, 'PUT', `/api/v1/jobpostings/${hqJob.job_id}`, { name: 'X' }, 403, 'permission_denied'],
      [viewer, 'PATCH', `/api/v1/jobpostings/${hqJob.job_id}/flags`, { active: false }, 403, 'permission_denied'],
      [adaSession, 'POST', '/api/v1/jobpostings', { name: 'X' }, 403, 'forbidden_party'],
      [admin, 'PUT', `/api/v1/jobclients/${globexClient.client_id}`, { client_name: 'Mine now' }, 404, 'job_client_not_found'],
      [admin, 'PUT', `/api/v1/jobpostings/${globexJob.job_id}`, { name: 'Mine now' }, 404, 'job_not_found'],
      [admin, 'PATCH', `/api/v1/jobpostings/${globexJob.job_id}/flags`, { public: false }, 404, 'job_not_found'],
      [westOnly, 'PATCH', `/api/v1/jobpostings/${hqJob.job_id}/flags`, { active: false }, 404, 'job_not_found'],
      [admin, 'POST', '/api/v1/jobpostings', { name: 'X', client_id: globexClient.client_id }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobpostings', { name: 'X', location_id: 20 }, 400, 'validation_failed'],
      [westOnly, 'POST', '/api/v1/jobpostings', { name: 'X', location_id: 10 }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobpostings', { name: 'X', pay_low: 50, pay_high: 40 }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobpostings', { name: '' }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobpostings', { name: 'X', job_zip: 'abc' }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobpostings', { name: 'X', lat: 1 }, 400, 'validation_failed'],
      [admin, 'POST', '/api/v1/jobclients', { client_name: ' ' }, 400, 'validation_failed'],
    ];
    for (const [session, method, path, body, status, key] of attempts) {
      const res = await call(method, path, { session, body });
      expect({ method, path, status: res.status, key: res.body.messageKey }).toEqual({ method, path, status, key });
    }
    const refused = await call('POST', '/api/v1/jobpostings', { session: admin, body: { name: 'X', client_id: globexClient.client_id, pay_low: 9, pay_high: 1 } });
    expect(refused.body.details.fields).toMatchObject({ pay_high: 'job_pay_high_below_low' });
    const badRef = await call('POST', '/api/v1/jobpostings', { session: admin, body: { name: 'X', client_id: globexClient.client_id } });
    expect(badRef.body.details.fields).toEqual({ client_id: 'job_client_not_found' });
    expect(await checksum()).toBe(before);
  });

  it('creates a posting with every field, geocoded from its address, and edits it (re-geocoded when the address moves), audited', async () => {
    const own = (await call('GET', '/api/v1/jobclients?term=benefis', { session: admin })).body.items[0];
    const created = await call('POST', '/api/v1/jobpostings', { session: recruiter, body: fullPosting(own.client_id) });
    expect(created.status).toBe(201);
    const { job_id: jobId, ...rest } = created.body;
    expect(rest).toEqual({ ...fullPosting(own.client_id), client_name: 'Benefis Health', lat: CAPITOL.lat, lng: CAPITOL.lng });
    expect((await call('GET', `/api/v1/jobpostings/${jobId}`, { session: viewer })).body).toMatchObject({ job_id: jobId, job_zip: 59601, actual_job_zip: '59635' });
    expect((await call('GET', '/api/v1/jobclients?term=benefis', { session: admin })).body.items[0].postings).toBe(1);

    // Same address, new pay: coordinates kept; a move to Missoula: re-geocoded.
    const samePlace = await call('PUT', `/api/v1/jobpostings/${jobId}`, { session: admin, body: { ...fullPosting(own.client_id), pay_high: 60 } });
    expect(samePlace.body).toMatchObject({ pay_high: 60, lat: CAPITOL.lat });
    const moved = await call('PUT', `/api/v1/jobpostings/${jobId}`, {
      session: admin,
      body: { ...fullPosting(own.client_id), pay_high: 60, job_address1: RYMAN.address, job_city: RYMAN.city, job_zip: RYMAN.zip, featured: false },
    });
    expect(moved.body).toMatchObject({ job_city: 'Missoula', lat: RYMAN.lat, lng: RYMAN.lng, featured: false, active: true });
    // An address the adapter cannot place leaves no coordinates (never an error).
    const nowhere = await call('PUT', `/api/v1/jobpostings/${jobId}`, { session: admin, body: { ...fullPosting(own.client_id), job_address1: '1 Nowhere Lane', job_city: 'Atlantis', job_state: null, job_zip: null } });
    expect(nowhere.status).toBe(200);
    expect(nowhere.body).toMatchObject({ lat: null, lng: null, job_state: null });

    const trail = (await audits('job_posting')).filter((a) => a.entity_id === String(jobId));
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(trail[0].actor_id).toBe(901);
    expect(JSON.parse(trail[1].changes)).toEqual({ pay_high: { from: 55.5, to: 60 } });
    expect(JSON.parse(trail[2].changes)).toMatchObject({ job_city: { from: 'Helena', to: 'Missoula' }, featured: { from: 1, to: 0 }, lat: { from: CAPITOL.lat, to: RYMAN.lat } });
  });

  it('queries postings with paging and filters, and toggles active, public and featured', async () => {
    const q = (body: object, session = admin) => call('POST', '/api/v1/jobpostings/query', { session, body });
    const all = await q({});
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((j: { name: string }) => j.name)).toEqual(['ICU Registered Nurse', 'HQ-only clerk']);
    expect((await q({ term: 'clerk' })).body.items.map((j: { name: string }) => j.name)).toEqual(['HQ-only clerk']);
    expect((await q({ featured: true })).body.total).toBe(1);
    expect((await q({ take: 1, skip: 1 })).body.items[0].name).toBe('HQ-only clerk');
    expect((await q({ sort: 'name', direction: 'asc' })).body.items[0].name).toBe('HQ-only clerk');
    // The west-only recruiter sees postings of West and of no location, never HQ's.
    expect((await q({}, westOnly)).body.items.map((j: { name: string }) => j.name)).toEqual([]);
    expect((await call('GET', `/api/v1/jobpostings/${hqJob.job_id}`, { session: westOnly })).status).toBe(404);
    expect((await call('GET', `/api/v1/jobpostings/${globexJob.job_id}`, { session: admin })).status).toBe(404);
    expect((await q({ take: 500 })).status).toBe(400);

    const flagged = await call('PATCH', `/api/v1/jobpostings/${hqJob.job_id}/flags`, { session: recruiter, body: { active: false, public: true, featured: true } });
    expect(flagged.body).toMatchObject({ active: false, public: true, featured: true });
    expect((await q({ active: false })).body.items.map((j: { job_id: number }) => j.job_id)).toEqual([hqJob.job_id]);
    expect((await call('PATCH', `/api/v1/jobpostings/${hqJob.job_id}/flags`, { session: admin, body: {} })).status).toBe(400);
    const trail = (await audits('job_posting')).filter((a) => a.entity_id === String(hqJob.job_id));
    expect(JSON.parse(trail[trail.length - 1].changes)).toEqual({ active: { from: 1, to: 0 }, public: { from: 0, to: 1 }, featured: { from: 0, to: 1 } });
  });

  it('shows staff an applicant’s job applications, placements and interviews; other customer or location 404, applicant token 403', async () => {
    const now = new Date();
    await ds.getRepository(JobApplicationEntity).save({ customer_id: 1, applicant_id: ada.applicant_id, job_id: hqJob.job_id, job_title: 'HQ-only clerk', apply_date: now, method: 'portal', status: 'applied' });
    await ds.getRepository(JobApplicationEntity).save({ customer_id: 2, applicant_id: eve.applicant_id, job_id: globexJob.job_id, job_title: 'Globex welder', apply_date: now, method: 'portal', status: 'applied' });
    await ds.getRepository(PlacementEntity).save({ customer_id: 1, applicant_id: ada.applicant_id, title: 'Clerk', company: 'Acme', status: 'Active', start_date: '2026-12-01', visible_to_applicant: 0, created_at: now, updated_at: now });
    await ds.getRepository(InterviewEntity).save({ customer_id: 1, applicant_id: ada.applicant_id, title: 'Clerk interview', type: 'Phone', status: 0, start_at: new Date('2026-11-30T16:00:00Z'), duration_minutes: 30, created_at: now });
    const base = `/api/v1/applicants/${ada.applicant_id}`;
    const apps = await call('GET', `${base}/job-applications`, { session: viewer });
    expect(apps.status).toBe(200);
    expect(apps.body).toEqual([expect.objectContaining({ job_id: hqJob.job_id, job_title: 'HQ-only clerk', method: 'portal', status: 'applied' })]);
    expect((await call('GET', `${base}/placements`, { session: admin })).body).toEqual([expect.objectContaining({ title: 'Clerk', visible_to_applicant: false, start_date: '2026-12-01' })]);
    expect((await call('GET', `${base}/interviews`, { session: admin })).body).toEqual([expect.objectContaining({ title: 'Clerk interview', type: 'Phone', start_at: '2026-11-30T16:00:00.000Z', duration_minutes: 30 })]);
    for (const list of ['job-applications', 'placements', 'interviews']) {
      expect((await call('GET', `/api/v1/applicants/${eve.applicant_id}/${list}`, { session: admin })).status).toBe(404);
      expect((await call('GET', `${base}/${list}`, { session: westOnly })).status).toBe(404);
      expect((await call('GET', `/api/v1/applicants/${westBob.applicant_id}/${list}`, { session: westOnly })).status).toBe(200);
      expect((await call('GET', `${base}/${list}`, { session: adaSession })).status).toBe(403);
    }
  });
});
