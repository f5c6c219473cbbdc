import { useTalentSqlite } from './talent-sqlite-kit';
import { seedReportsDemoRows } from './seed-reports-demo';

// `npm start` seeds on SQLite, which binds no Date in raw SQL: the demo's answers and status history go in there,
// once, dated within the reports' default 12 months.
describe('the reports demo seed on SQLite', () => {
  const db = useTalentSqlite();

  it('adds six respondents at the given location with their answers and status moves, and only once', async () => {
    await seedReportsDemoRows(db(), 1, 10);
    await seedReportsDemoRows(db(), 1, 10);
    const people = (await db().query("SELECT location_id, current_application_status FROM applicants WHERE email LIKE '%.survey@acme.test'")) as { location_id: number }[];
    expect(people).toHaveLength(6);
    expect(people.every((p) => p.location_id === 10)).toBe(true);
    const answers = (await db().query('SELECT score, created_at FROM tal_survey_answers')) as { score: number; created_at: string }[];
    expect(answers).toHaveLength(10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().replace('T', ' ');
    expect(answers.every((a) => a.created_at > yearAgo)).toBe(true);
    const moves = (await db().query("SELECT changes FROM audit_log WHERE entity = 'application_status'")) as { changes: string }[];
    // COMPLETE twice (9 moves each), WORKHIST (5), JOBPREFS (3), BASICINFO (1), SIGNUP (0).
    expect(moves).toHaveLength(27);
  });
});
