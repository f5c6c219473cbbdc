import { DataSource } from 'typeorm';
import { applicantDataParts, ApplicantEntity } from '@attest/applicant';
import { edocsDataParts } from '@attest/edocs';
import { formsDataParts } from '@attest/forms';
import { mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { talentDataParts } from '@attest/talent';
import { CustomDataViewEntity } from '../data-views/entities/custom-data-view.entity';
import { FunnelReportService } from '../reports/funnel-report.service';
import { NpsReportService } from '../reports/nps-report.service';
import { reportingDataParts } from '../reporting-data';

// The embedded default (`npm start`) runs on SQLite: the survey answers' and data views' tables migrate up and
// down there, and the reports' raw SQL (DATE(), CASE sums, datetime bounds) answers as on MariaDB.
describe('reports and data views on SQLite', () => {
  let ds: DataSource;
  const auth: AuthContext = { party: 'user', customerId: 1, tokenId: 1, userId: 1, locationIds: null };
  const range = { from: '2026-03-01', to: '2026-03-31', location_id: null };

  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, edocsDataParts, talentDataParts, reportingDataParts) });
    await ds.initialize();
    await ds.runMigrations();
    const registered = new Date('2026-03-02T00:00:00Z');
    const a = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name: 'Ada', last_name: 'Lane', email: 'ada@acme.test', date_registered: registered, last_updated: registered, current_application_status: 'BASICINFO', location_id: 10 });
    await ds.query("INSERT INTO audit_log (customer_id, actor_party, actor_id, entity, entity_id, action, changes, created_at) VALUES (1, 'applicant', ?, 'application_status', ?, 'update', ?, ?)", [
      a.applicant_id, String(a.applicant_id), JSON.stringify({ status: { from: 'SIGNUP', to: 'BASICINFO' } }), '2026-03-02 03:00:00.000',
    ]);
    for (const [score, day] of [[10, '2026-03-02'], [3, '2026-03-20'], [8, '2026-04-01']] as const) {
      await ds.query('INSERT INTO tal_survey_answers (customer_id, applicant_id, kind, score, hidden, created_at) VALUES (1, ?, ?, ?, 0, ?)', [a.applicant_id, 'placement', score, `${day} 12:00:00.000`]);
    }
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('computes the NPS percents, timeline and surveys list', async () => {
    const nps = new NpsReportService(ds);
    expect(await nps.percents(auth, range)).toMatchObject({ count: 2, promoters: 1, detractors: 1, percent_promoters: 50, nps: 0 });
    expect((await nps.timeline(auth, range, 'week')).points.map((p) => [p.period, p.nps])).toEqual([['2026-03-02', 100], ['2026-03-16', -100]]);
    const page = await nps.surveys(auth, range, { page: 1, take: 10 });
    expect(page).toMatchObject({ total: 2, items: [{ score: 3, applicant_name: 'Ada Lane', created_at: '2026-03-20T12:00:00.000Z' }, { score: 10 }] });
  });

  it('computes the funnel with the median wait', async () => {
    const funnel = await new FunnelReportService(ds).funnel(auth, range);
    expect(funnel.registered).toBe(1);
    expect(funnel.steps.slice(0, 3).map((s) => [s.step, s.reached, s.median_hours])).toEqual([['SIGNUP', 1, null], ['BASICINFO', 1, 3], ['TAXEXEMPT', 0, null]]);
  });

  it('stores a data view, and both migrations go down', async () => {
    const now = new Date();
    await ds.getRepository(CustomDataViewEntity).insert({ customer_id: 1, user_id: 1, name: 'Mine', columns: '["email"]', filter: '{}', shared: 1, created_at: now, updated_at: now });
    expect(await ds.getRepository(CustomDataViewEntity).count()).toBe(1);
    const undone: string[] = [];
    while (undone.length < 50 && (await ds.query("SELECT name FROM sqlite_master WHERE name IN ('tal_survey_answers', 'adm_custom_data_views')")).length) {
      const last = (await ds.query('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1'))[0].name as string;
      await ds.undoLastMigration();
      undone.push(last);
    }
    expect(undone).toEqual(expect.arrayContaining(['CreateCustomDataViews1798790000100', 'CreateSurveyAnswers1798790000000']));
  });
});
