import { DataSource } from 'typeorm';
import { JobApplicationEntity } from '../../jobs/entities/job-application.entity';
import { JobClientEntity } from '../../jobs/entities/job-client.entity';
import { JobPostingEntity } from '../../jobs/entities/job-posting.entity';
import { JobViewEntity } from '../../jobs/entities/job-view.entity';
import { CreateJobs1798820000000 } from '../../jobs/migrations/1798820000000-create-jobs';
import { JobAdminIndexes1798835000000 } from '../migrations/1798835000000-job-admin-indexes';

// `npm start` runs on SQLite: the job administration indexes must go up and down there too.
describe('the job administration migration on SQLite', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({
      type: 'better-sqlite3', database: ':memory:', migrations: [CreateJobs1798820000000, JobAdminIndexes1798835000000],
      entities: [JobClientEntity, JobPostingEntity, JobApplicationEntity, JobViewEntity],
    });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  const indexes = async () =>
    ((await ds.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'job_postings' AND name LIKE 'ix_%' ORDER BY name")) as { name: string }[]).map((r) => r.name);

  it('adds the client, posted-date and public indexes, serves the public query, and drops them again', async () => {
    expect(await indexes()).toEqual(expect.arrayContaining(['ix_job_postings_customer_client', 'ix_job_postings_customer_posted', 'ix_job_postings_customer_public']));
    await ds.getRepository(JobPostingEntity).save([{ customer_id: 1, name: 'A', public: 1, featured: 1 }, { customer_id: 1, name: 'B', public: 0 }]);
    const publicOnes = await ds.getRepository(JobPostingEntity).find({ where: { customer_id: 1, public: 1, active: 1 } });
    expect(publicOnes.map((j) => j.name)).toEqual(['A']);
    await ds.undoLastMigration();
    expect(await indexes()).not.toContain('ix_job_postings_customer_public');
    expect(await indexes()).toContain('ix_job_postings_customer_latlng');
  });
});
