import { useTalentSqlite } from './talent-sqlite-kit';
import { seedJobsDemoRows } from './seed-jobs-demo';

// `npm start` runs SQLite: the jobs, interviews and alerts migrations must run (and revert) there.
describe('the jobs demo seed on SQLite', () => {
  const db = useTalentSqlite();

  it('adds five postings near Helena and an interview, once', async () => {
    await seedJobsDemoRows(db(), 1, 7);
    await seedJobsDemoRows(db(), 1, 7);
    const jobs = (await db().query('SELECT name, description, lat, featured FROM job_postings WHERE customer_id = 1 ORDER BY job_id')) as { name: string; lat: number; featured: number }[];
    expect(jobs).toHaveLength(5);
    expect(jobs[0]).toMatchObject({ name: 'Registered Nurse – ICU', featured: 1 });
    expect(Number(jobs[0].lat)).toBeCloseTo(46.5857);
    expect(await db().query('SELECT applicant_id, type FROM interviews')).toEqual([{ applicant_id: 7, type: 'in_person' }]);
    await db().query("INSERT INTO apl_alerts (customer_id, applicant_id, type, entity_id, date_created) VALUES (1, 7, 9, 1, '2026-01-01')");
    await expect(db().query("INSERT INTO apl_alerts (customer_id, applicant_id, type, entity_id, date_created) VALUES (1, 7, 9, 1, '2026-01-01')")).rejects.toThrow(/UNIQUE/);
  });

  it('reverts the jobs, interviews and alerts migrations on SQLite', async () => {
    for (const name of ['CreateApplicantAlerts1798820000200', 'CreateInterviews1798820000100', 'CreateJobs1798820000000']) {
      await db().migrations.find((m) => m.name === name)?.down(db().createQueryRunner());
    }
    const q = db().createQueryRunner();
    expect([await q.hasTable('apl_alerts'), await q.hasTable('interviews'), await q.hasTable('job_postings'), await q.hasTable('job_views')]).toEqual([false, false, false, false]);
  });
});
