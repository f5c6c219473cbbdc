import { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { JOB_QUEUE, type JobQueue } from '@attest/platform';
import { client, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { talentTestModule } from '../../__tests__/talent-fixtures';
import { InterviewEntity } from '../../interviews/entities/interview.entity';
import { PlacementEntity } from '../../placements/entities/placement.entity';
import { AlertProducerService } from '../alert-producer.service';
import { ALERT_TYPE } from '../alert-types';
import { APPLICANT_ALERTS_QUEUE, applicantAlertsJobId, slotOf } from '../applicant-alerts.job';
import { ApplicantAlertsScheduler } from '../applicant-alerts.scheduler';
import { ApplicantAlertEntity } from '../entities/applicant-alert.entity';

describe('applicant alerts: scheduled reminders on a fake clock, list, count and mark read', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let producer: AlertProducerService;
  let ada: Session;
  let nate: Session;
  let eve: Session;
  let adaId = 0;
  let nateId = 0;
  let placementId = 0;
  let interviewId = 0;
  let hiddenId = 0;
  const base = '/api/v1/applicants/alerts';

  beforeAll(async () => {
    t = await startTestApp(talentTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    producer = t.app.get(AlertProducerService);
    const now = new Date();
    await ds.query("INSERT INTO customers (id, customer_code, name, active, created_at) VALUES (1, 'acme', 'Acme Staffing', 1, ?), (2, 'globex', 'Globex', 1, ?)", [now, now]);
    const person = (customer_id: number, first_name: string, time_zone: string) =>
      ds.getRepository(ApplicantEntity).save({ customer_id, first_name, last_name: 'Tester', email: `${first_name}@x.test`, time_zone, date_registered: now, last_updated: now });
    const a = await person(1, 'Ada', 'America/Denver');
    const n = await person(1, 'Nate', 'America/New_York');
    const e = await person(2, 'Eve', 'America/Denver');
    adaId = a.applicant_id;
    nateId = n.applicant_id;
    const place = (applicant_id: number, customer_id: number, visible: number) =>
      ds.getRepository(PlacementEntity).save({ customer_id, applicant_id, title: 'RN', start_date: '2026-12-07', end_date: '2026-12-18', visible_to_applicant: visible, created_at: now, updated_at: now });
    placementId = (await place(adaId, 1, 1)).placement_id;
    await place(nateId, 1, 1);
    hiddenId = (await place(adaId, 1, 0)).placement_id;
    interviewId = (await ds.getRepository(InterviewEntity).save({ customer_id: 1, applicant_id: adaId, title: 'RN', type: 'video', status: 0, start_at: new Date('2026-12-02T16:00:00Z'), duration_minutes: 30, created_at: now })).interview_id;
    ada = await sessionFor(t.app, 'applicant', adaId, 1);
    nate = await sessionFor(t.app, 'applicant', nateId, 1);
    eve = await sessionFor(t.app, 'applicant', e.applicant_id, 2);
  }, 180_000);
  afterAll(async () => t?.close());

  const typesOf = async (applicantId: number) =>
    (await ds.getRepository(ApplicantAlertEntity).find({ where: { applicant_id: applicantId }, order: { alert_id: 'ASC' } })).map((a) => a.type);

  it('writes each reminder once, when it falls due in the applicant’s own zone', async () => {
    // The placement starts 08:00 on 2026-12-07: 15:00Z for Ada (Denver), 13:00Z for Nate (New York).
    // At 15:00Z two days before, Ada's 48 h reminder is due; Nate's fell due 2 h ago, past the hour's grace.
    await producer.produce(1, new Date('2026-12-05T15:00:00Z'));
    expect(await typesOf(adaId)).toEqual([ALERT_TYPE.JobPlacement48Hour]);
    expect(await typesOf(nateId)).toEqual([]);
    await producer.produce(1, new Date('2026-12-05T15:00:00Z'));
    expect(await typesOf(adaId)).toEqual([ALERT_TYPE.JobPlacement48Hour]);
    await producer.produce(1, new Date('2026-12-07T12:40:00Z'));
    expect(await typesOf(nateId)).toEqual([ALERT_TYPE.JobPlacement30Min]);
    expect(await typesOf(adaId)).toEqual([ALERT_TYPE.JobPlacement48Hour, ALERT_TYPE.JobPlacement3Hour]);
    await producer.produce(1, new Date('2026-12-07T14:35:00Z'));
    expect((await typesOf(adaId)).slice(-1)).toEqual([ALERT_TYPE.JobPlacement30Min]);
    // The invisible placement never produced an alert.
    expect((await ds.getRepository(ApplicantAlertEntity).findBy({ applicant_id: adaId })).every((a) => a.entity_id === placementId)).toBe(true);
    expect(placementId).not.toBe(hiddenId);
  });

  it('writes the interview reminders and check-ups (entity id is the interview)', async () => {
    await producer.produce(1, new Date('2026-12-02T13:00:00Z'));
    await producer.produce(1, new Date('2026-12-02T16:30:00Z'));
    await producer.produce(1, new Date('2026-12-02T17:30:00Z'));
    // Ids of placements and interviews may coincide: the type says which the entity id names.
    const rows = (await ds.getRepository(ApplicantAlertEntity).findBy({ applicant_id: adaId, entity_id: interviewId })).filter((r) => r.type >= ALERT_TYPE.JobInterview24Hour);
    expect(rows.map((r) => r.type).sort((x, y) => x - y)).toEqual([ALERT_TYPE.JobInterview3Hour, ALERT_TYPE.JobInterviewEndCheckup, ALERT_TYPE.JobInterviewRateMe]);
  });

  it('queues one job per customer and slot with a deterministic id', async () => {
    const now = new Date('2026-12-06T12:00:00Z');
    expect(await t.app.get(ApplicantAlertsScheduler).enqueueDue(now)).toBe(1);
    const job = await t.app.get<JobQueue>(JOB_QUEUE).getJob(APPLICANT_ALERTS_QUEUE, applicantAlertsJobId(1, slotOf(now)));
    expect(job).not.toBeNull();
    expect(job?.name).toBe('produce-applicant-alerts');
  });

  it('lists the applicant’s own alerts with the unread count, and marks one or all read', async () => {
    const mine = await call('GET', base, { session: ada });
    expect(mine.status).toBe(200);
    expect(mine.body.unread).toBe(6);
    expect(mine.body.items).toHaveLength(6);
    expect(mine.body.items.find((a: { type: number }) => a.type === ALERT_TYPE.JobInterviewRateMe)).toMatchObject({ kind: 'interview', read: false });
    const nates = (await call('GET', base, { session: nate })).body.items;
    // Ada cannot mark Nate's alert; nothing changes.
    const refused = await call('POST', `${base}/read`, { session: ada, body: { alertIds: [nates[0].alert_id] } });
    expect(refused.body).toEqual({ updated: 0, unread: 6 });
    expect((await call('GET', `${base}/count`, { session: nate })).body).toEqual({ unread: 1 });
    // Each alert names what it is about: the placement's or interview's title.
    expect(mine.body.items.every((a: { subject: string | null }) => a.subject === 'RN')).toBe(true);
    const one = await call('POST', `${base}/read`, { session: ada, body: { alertIds: [mine.body.items[0].alert_id] } });
    expect(one.body).toEqual({ updated: 1, unread: 5 });
    // Unread ones come first: the one just read is now last.
    const after = (await call('GET', base, { session: ada })).body.items as { alert_id: number; read: boolean }[];
    expect(after.map((a) => a.read)).toEqual([false, false, false, false, false, true]);
    expect(after[5].alert_id).toBe(mine.body.items[0].alert_id);
    expect((await call('POST', `${base}/read`, { session: ada, body: { alertIds: [] } })).body.details.fields).toEqual({ alertIds: 'invalid_entry' });
    expect((await call('POST', `${base}/read`, { session: ada, body: { all: true } })).body).toEqual({ updated: 5, unread: 0 });
    expect((await call('GET', base, { session: eve })).body).toEqual({ items: [], unread: 0 });
    expect((await call('GET', `${base}/count`, { session: nate })).body).toEqual({ unread: 1 });
  });
});
