import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { InterviewEntity } from '../../interviews/entities/interview.entity';
import { PlacementEntity } from '../entities/placement.entity';

const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the applicant’s placements and interviews, with .ics files', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let ada: Session;
  let bob: Session;
  let eve: Session;
  let staff: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email: `${first_name}@x.test`, time_zone: 'UTC', date_registered: now, last_updated: now });
    const a = await person(1, 'Ada');
    const b = await person(1, 'Bob');
    const e = await person(2, 'Eve');
    const place = async (key: string, p: Partial<PlacementEntity>) => {
      ids[key] = (await ds.getRepository(PlacementEntity).save({ customer_id: 1, applicant_id: a.applicant_id, visible_to_applicant: 1, created_at: now, updated_at: now, ...p })).placement_id;
    };
    await place('old', { title: 'Old job', start_date: ymd(-90), end_date: ymd(-60) });
    await place('current', { title: 'Welder', company: 'Acme Steel', company_address: '100 Last Chance Gulch, Helena, MT 59601', start_date: ymd(0), end_date: ymd(30) });
    await place('next', { title: 'Next job', start_date: ymd(40) });
    await place('later', { title: 'Later job', start_date: ymd(60) });
    await place('hidden', { title: 'Hidden', start_date: ymd(10), visible_to_applicant: 0 });
    ids.bobs = (await ds.getRepository(PlacementEntity).save({ customer_id: 1, applicant_id: b.applicant_id, visible_to_applicant: 1, start_date: ymd(5), created_at: now, updated_at: now })).placement_id;
    const interview = async (key: string, start_at: Date, applicant_id = a.applicant_id) => {
      ids[key] = (await ds.getRepository(InterviewEntity).save({ customer_id: 1, applicant_id, title: 'RN', company: 'St. Peter’s', address: '1301 East 6th Avenue, Helena', type: 'in_person', status: 0, start_at, duration_minutes: 45, created_at: now })).interview_id;
    };
    await interview('soon', new Date('2030-01-15T16:30:00Z'));
    await interview('past', new Date('2020-01-15T16:30:00Z'));
    await interview('bobInterview', new Date('2030-01-15T16:30:00Z'), b.applicant_id);
    ada = await sessionFor(t.app, 'applicant', a.applicant_id, 1);
    bob = await sessionFor(t.app, 'applicant', b.applicant_id, 1);
    eve = await sessionFor(t.app, 'applicant', e.applicant_id, 2);
    staff = await sessionFor(t.app, 'user', 900, 1);
  }, 180_000);
  afterAll(async () => t?.close());

  it('splits visible placements into current, upcoming and past; a hidden one never shows', async () => {
    const res = await call('GET', '/api/v1/talent/placements', { session: ada });
    expect(res.status).toBe(200);
    expect(res.body.current).toMatchObject({ placement_id: ids.current, title: 'Welder', directions_url: 'https://www.google.com/maps/dir/?api=1&destination=100%20Last%20Chance%20Gulch%2C%20Helena%2C%20MT%2059601' });
    // The current one starts today: its start date has not passed, so the upcoming one still shows.
    expect(res.body.upcoming).toMatchObject({ placement_id: ids.next });
    expect(res.body.past.map((p: { placement_id: number }) => p.placement_id)).toEqual([ids.old]);
    expect(JSON.stringify(res.body)).not.toContain('Hidden');
  });

  it('hides the upcoming placement once the current one’s start date has passed', async () => {
    await ds.getRepository(PlacementEntity).update({ placement_id: ids.current }, { start_date: ymd(-1) });
    const res = await call('GET', '/api/v1/talent/placements', { session: ada });
    expect(res.body.current.placement_id).toBe(ids.current);
    expect(res.body.upcoming).toBeNull();
    await ds.getRepository(PlacementEntity).update({ placement_id: ids.current }, { start_date: ymd(0) });
  });

  it('answers a placement .ics in UTC, and 404 for a hidden, another applicant’s or another customer’s placement', async () => {
    const res = await call('GET', `/api/v1/talent/placements/${ids.current}/calendar.ics`, { session: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="placement-${ids.current}.ics"`);
    const ics = String(res.body);
    expect(ics).toContain(`DTSTART:${ymd(0).replace(/-/g, '')}T080000Z`);
    expect(ics).toContain('SUMMARY:Welder – Acme Steel');
    expect(ics).toContain('LOCATION:100 Last Chance Gulch\\, Helena\\, MT 59601');
    for (const [session, id] of [[ada, ids.hidden], [ada, ids.bobs], [eve, ids.current]] as const) {
      expect((await call('GET', `/api/v1/talent/placements/${id}/calendar.ics`, { session })).body).toMatchObject({ statusCode: 404, messageKey: 'placement_not_found' });
    }
    expect((await call('GET', `/api/v1/talent/placements/${ids.current}/calendar.ics`, { session: staff })).status).toBe(403);
  });

  it('lists the applicant’s interviews with the upcoming one, and answers their .ics', async () => {
    const res = await call('GET', '/api/v1/talent/interviews', { session: ada });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { interview_id: number }) => i.interview_id)).toEqual([ids.soon, ids.past]);
    expect(res.body.upcoming).toMatchObject({ interview_id: ids.soon, type: 'in_person', status: 0 });
    expect((await call('GET', '/api/v1/talent/interviews', { session: eve })).body).toEqual({ items: [], upcoming: null });
    const ics = String((await call('GET', `/api/v1/talent/interviews/${ids.soon}/calendar.ics`, { session: ada })).body);
    expect(ics).toContain('DTSTART:20300115T163000Z');
    expect(ics).toContain('SUMMARY:Interview – RN – St. Peter’s');
    expect(ics).toContain('LOCATION:1301 East 6th Avenue\\, Helena');
    expect(ics).toContain(`UID:interview-1-${ids.soon}@attest`);
    expect((await call('GET', `/api/v1/talent/interviews/${ids.bobInterview}/calendar.ics`, { session: ada })).status).toBe(404);
    expect((await call('GET', `/api/v1/talent/interviews/${ids.soon}/calendar.ics`, { session: bob })).status).toBe(404);
    expect((await call('GET', `/api/v1/talent/interviews/${ids.soon}/calendar.ics`, { session: eve })).status).toBe(404);
  });
});
