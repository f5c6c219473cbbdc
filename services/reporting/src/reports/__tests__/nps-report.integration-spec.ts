import { DataSource } from 'typeorm';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { STORAGE, type StorageService } from '@attest/platform';
import { reportingTestModule, seedApplicant, seedCustomers } from '../../__tests__/reporting-fixtures';
import { ExportNpsSurveysProcessor } from '../export-nps-surveys.processor';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) {
    chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as unknown as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * NPS on known answers (promoters 9–10, detractors 0–6): acme's visible answers are 10, 9, 2, 3 (Ada, location 10,
 * January) and 10, 6, 7, 10 (Bob, location 11, February), plus Bob's hidden 9 and Globex's 0.
 */
describe('NPS reports: api/v1/reports/nps/* and PUT api/v1/surveys/{id}/hidden', () => {
  let t: TestApp;
  let ds: DataSource;
  let call: ReturnType<typeof client>;
  let admin: Session;
  let viewer: Session;
  let content: Session;
  let west: Session;
  const ids: Record<string, number> = {};
  const RANGE = 'from=2026-01-01&to=2026-02-28';

  beforeAll(async () => {
    t = await startTestApp(reportingTestModule);
    call = client(t.baseUrl);
    ds = t.app.get(DataSource);
    await seedCustomers(ds);
    const ada = await seedApplicant(ds, 1, 'Ada', 10);
    const bob = await seedApplicant(ds, 1, 'Bob', 11);
    const eve = await seedApplicant(ds, 2, 'Eve', 10);
    const answer = async (key: string, applicant_id: number, customer_id: number, day: string, score: number, hidden = 0) => {
      await ds.query('INSERT INTO tal_survey_answers (customer_id, applicant_id, kind, entity_id, score, comment, hidden, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        customer_id, applicant_id, score % 2 ? 'interview' : 'placement', 7, score, `${key} says ${score}`, hidden, new Date(`${day}T12:00:00Z`),
      ]);
      ids[key] = Number((await ds.query('SELECT MAX(id) AS id FROM tal_survey_answers'))[0].id);
    };
    await answer('ada1', ada.applicant_id, 1, '2026-01-05', 10);
    await answer('ada2', ada.applicant_id, 1, '2026-01-06', 9);
    await answer('ada3', ada.applicant_id, 1, '2026-01-14', 2);
    await answer('ada4', ada.applicant_id, 1, '2026-01-20', 3);
    await answer('bob1', bob.applicant_id, 1, '2026-02-02', 10);
    await answer('bob2', bob.applicant_id, 1, '2026-02-03', 6);
    await answer('bob3', bob.applicant_id, 1, '2026-02-10', 7);
    await answer('bobHidden', bob.applicant_id, 1, '2026-02-11', 9, 1);
    await answer('bob4', bob.applicant_id, 1, '2026-02-12', 10);
    await answer('eve', eve.applicant_id, 2, '2026-01-10', 0);
    admin = await sessionFor(t.app, 'user', 900, 1);
    viewer = await sessionFor(t.app, 'user', 901, 1, SEEDED_ROLE_IDS.VIEWER);
    content = await sessionFor(t.app, 'user', 903, 1, SEEDED_ROLE_IDS.CONTENT_MANAGER);
    await grantRole(t.app, 902, 1, SEEDED_ROLE_IDS.RECRUITER, 11);
    west = await sessionFor(t.app, 'user', 902, 1, null);
  }, 180_000);
  afterAll(async () => t?.close());

  const hiddenFlags = async () => ((await ds.query('SELECT id, hidden FROM tal_survey_answers ORDER BY id')) as { id: number; hidden: number }[]).map((r) => Number(r.hidden));

  it('answers the percents: NPS = percent promoters − percent detractors, hidden answers and other customers left out', async () => {
    const res = await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ from: '2026-01-01', to: '2026-02-28', location_id: null, count: 8, promoters: 4, passives: 1, detractors: 3, percent_promoters: 50, percent_detractors: 37.5, nps: 12.5 });
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}&location_id=10`, { session: admin })).body).toMatchObject({ count: 4, percent_promoters: 50, percent_detractors: 50, nps: 0 });
    expect((await call('GET', '/api/v1/reports/nps/percents?from=2026-01-01&to=2026-01-31', { session: admin })).body).toMatchObject({ count: 4, nps: 0 });
    // A recruiter limited to location 11 counts Bob's answers only; a viewer reads the report.
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: west })).body).toMatchObject({ count: 4, percent_promoters: 50, percent_detractors: 25, nps: 25 });
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: viewer })).body).toMatchObject({ count: 8, nps: 12.5 });
    const none = await call('GET', '/api/v1/reports/nps/percents?from=2025-01-01&to=2025-01-31', { session: admin });
    expect(none.body).toMatchObject({ count: 0, percent_promoters: 0, percent_detractors: 0, nps: 0 });
    const byDefault = await call('GET', '/api/v1/reports/nps/percents', { session: admin });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers the timeline per month and per week (Mondays), periods with answers only', async () => {
    const month = await call('GET', `/api/v1/reports/nps/timeline?${RANGE}`, { session: admin });
    expect(month.status).toBe(200);
    expect(month.body.interval).toBe('month');
    expect(month.body.points).toEqual([
      { period: '2026-01', count: 4, promoters: 2, detractors: 2, percent_promoters: 50, percent_detractors: 50, nps: 0 },
      { period: '2026-02', count: 4, promoters: 2, detractors: 1, percent_promoters: 50, percent_detractors: 25, nps: 25 },
    ]);
    const week = await call('GET', `/api/v1/reports/nps/timeline?${RANGE}&interval=week`, { session: admin });
    expect(week.body.points.map((p: { period: string; count: number; nps: number }) => [p.period, p.count, p.nps])).toEqual([
      ['2026-01-05', 2, 100],
      ['2026-01-12', 1, -100],
      ['2026-01-19', 1, -100],
      ['2026-02-02', 2, 0],
      ['2026-02-09', 2, 50],
    ]);
  });

  it('lists the surveys newest first with the applicant, hidden ones flagged, paged and filtered', async () => {
    const page = await call('GET', `/api/v1/reports/nps/surveys?${RANGE}&take=3`, { session: admin });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(9);
    expect(page.body.items.map((s: { score: number; hidden: boolean }) => [s.score, s.hidden])).toEqual([
      [10, false],
      [9, true],
      [7, false],
    ]);
    expect(page.body.items[0]).toMatchObject({ id: ids.bob4, applicant_name: 'Bob Tester', kind: 'placement', entity_id: 7, comment: 'bob4 says 10', created_at: '2026-02-12T12:00:00.000Z' });
    expect((await call('GET', `/api/v1/reports/nps/surveys?${RANGE}&take=3&page=3`, { session: admin })).body.items.map((s: { id: number }) => s.id)).toEqual([ids.ada3, ids.ada2, ids.ada1]);
    expect((await call('GET', `/api/v1/reports/nps/surveys?${RANGE}&hidden=true`, { session: admin })).body).toMatchObject({ total: 1, items: [{ id: ids.bobHidden }] });
    expect((await call('GET', `/api/v1/reports/nps/surveys?${RANGE}`, { session: west })).body.total).toBe(5);
  });

  it('downloads each report as CSV', async () => {
    const percents = await call('GET', `/api/v1/reports/nps/percents/csv?${RANGE}`, { session: admin });
    expect(percents.status).toBe(200);
    expect(percents.headers.get('content-type')).toContain('text/csv');
    expect(percents.headers.get('content-disposition')).toContain('nps-2026-01-01-2026-02-28.csv');
    expect(percents.body).toBe('from,to,location_id,count,promoters,passives,detractors,percent_promoters,percent_detractors,nps\r\n2026-01-01,2026-02-28,,8,4,1,3,50,37.5,12.5\r\n');
    const timeline = await call('GET', `/api/v1/reports/nps/timeline/csv?${RANGE}`, { session: admin });
    expect(String(timeline.body).split('\r\n')).toEqual(['period,count,promoters,detractors,percent_promoters,percent_detractors,nps', '2026-01,4,2,2,50,50,0', '2026-02,4,2,1,50,25,25', '']);
    const surveys = await call('GET', `/api/v1/reports/nps/surveys/csv?${RANGE}`, { session: admin });
    const lines = String(surveys.body).trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,applicant_id,applicant_name,kind,entity_id,score,comment,hidden');
    expect(lines).toHaveLength(10);
    expect(lines[1]).toMatch(new RegExp(`^${ids.ada1},2026-01-05T12:00:00.000Z,\\d+,Ada Tester,placement,7,10,ada1 says 10,0$`));
  });

  it('refuses a role without reports.read (403) and bad dates (400)', async () => {
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: content })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('GET', '/api/v1/reports/nps/percents?from=2026-02-30', { session: admin })).body).toMatchObject({ statusCode: 400, details: { fields: { from: 'es_date' } } });
    expect((await call('GET', '/api/v1/reports/nps/percents?from=2026-02-01&to=2026-01-01', { session: admin })).body).toMatchObject({ statusCode: 400, details: { fields: { to: 'date_range_invalid' } } });
    expect((await call('GET', '/api/v1/reports/nps/timeline?interval=day', { session: admin })).status).toBe(400);
  });

  it('hides a survey: it leaves the figures, stays listed, and the change is audited; shows it again', async () => {
    const res = await call('PUT', `/api/v1/surveys/${ids.ada1}/hidden`, { session: admin, body: { hidden: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids.ada1, hidden: true });
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: admin })).body).toMatchObject({ count: 7, promoters: 3, detractors: 3, percent_promoters: 42.9, percent_detractors: 42.9, nps: 0 });
    expect((await call('GET', `/api/v1/reports/nps/surveys?${RANGE}&hidden=true`, { session: admin })).body.total).toBe(2);
    await call('PUT', `/api/v1/surveys/${ids.ada1}/hidden`, { session: admin, body: { hidden: false } });
    expect((await call('GET', `/api/v1/reports/nps/percents?${RANGE}`, { session: admin })).body.nps).toBe(12.5);
    const audit = (await ds.query("SELECT action, changes FROM audit_log WHERE entity = 'survey_answer' ORDER BY id")) as { action: string; changes: string }[];
    expect(audit.map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      ['hide', { hidden: { from: false, to: true } }],
      ['show', { hidden: { from: true, to: false } }],
    ]);
  });

  it('refuses to hide for a viewer or a recruiter (403), another customer’s answer (404) or a bad body (400), changing nothing', async () => {
    const before = await hiddenFlags();
    const audits = (await ds.query("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'survey_answer'"))[0].n;
    expect((await call('PUT', `/api/v1/surveys/${ids.ada2}/hidden`, { session: viewer, body: { hidden: true } })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await call('PUT', `/api/v1/surveys/${ids.bob1}/hidden`, { session: west, body: { hidden: true } })).status).toBe(403);
    expect((await call('PUT', `/api/v1/surveys/${ids.eve}/hidden`, { session: admin, body: { hidden: true } })).body).toMatchObject({ statusCode: 404, messageKey: 'not_found' });
    expect((await call('PUT', `/api/v1/surveys/${ids.ada2}/hidden`, { session: admin, body: { hidden: 'yes' } })).status).toBe(400);
    expect(await hiddenFlags()).toEqual(before);
    expect((await ds.query("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'survey_answer'"))[0].n).toEqual(audits);
  });

  it('a scheduled "NPS survey answers" export writes every visible and hidden answer of the customer in the range, in id order', async () => {
    const storage = t.app.get<StorageService>(STORAGE);
    const data = { version: 1 as const, customerId: 1, userId: 900, exportId: 'nps-e2e-1', eventName: 'export-nps-e2e-1', filter: { from: '2026-01-01', to: '2026-02-28' } };
    const done = await t.app.get(ExportNpsSurveysProcessor).handle(data, { jobId: 'j', attempt: 1, reportProgress: async () => undefined });
    expect(done.rows).toBe(9);
    const text = (await readAll(await storage.read(done.key))).toString('utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,created_at,applicant_id,applicant_name,kind,entity_id,score,comment,hidden');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(['ada1', 'ada2', 'ada3', 'ada4', 'bob1', 'bob2', 'bob3', 'bobHidden', 'bob4'].map((k) => ids[k]));
    expect(text).not.toContain('eve says');
  });
});
