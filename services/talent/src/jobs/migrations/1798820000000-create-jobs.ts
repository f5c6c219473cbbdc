import { MigrationInterface, QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const id = (name: string): TableColumnOptions =>
  // INTEGER so the same migration runs on SQLite (rowid alias).
  ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const text = (name: string, length: number): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: true });
const num = (name: string, type = 'int'): TableColumnOptions => ({ name, type, isNullable: true });

/** Job clients, postings (every JobPosting field of staff-side §3), the job application log and job views (issue 18). */
export class CreateJobs1798820000000 implements MigrationInterface {
  name = 'CreateJobs1798820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'job_clients',
        columns: [id('client_id'), { name: 'customer_id', type: 'int' }, text('client_name', 200), { name: 'active', type: 'tinyint', default: 1 }, text('external_id', 64), { name: 'date_added', type: 'datetime' }],
        indices: [{ name: 'ix_job_clients_customer', columnNames: ['customer_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'job_postings',
        columns: [
          id('job_id'), { name: 'customer_id', type: 'int' }, num('client_id'), text('name', 200),
          // 'desc' is a reserved word in SQL: the column is description, the field desc.
          { name: 'description', type: 'text', isNullable: true }, text('brief_desc', 500), { name: 'functions', type: 'text', isNullable: true }, { name: 'requirements', type: 'text', isNullable: true },
          text('start_date', 10), text('posted_date', 10), num('pay_low', 'double'), num('pay_high', 'double'), text('job_type', 64),
          text('job_address1', 255), text('job_address2', 255), text('job_city', 100), text('job_state', 8), num('job_zip'), text('job_country', 8),
          text('external_id', 64), num('pay_rate', 'double'), num('salary', 'double'), text('actual_job_city', 100), text('actual_job_state', 8), text('actual_job_zip', 10),
          num('location_id'), { name: 'active', type: 'tinyint', default: 1 }, { name: 'public', type: 'tinyint', default: 0 }, { name: 'featured', type: 'tinyint', default: 0 },
          text('category', 100), text('specialty', 100), num('lat', 'double'), num('lng', 'double'),
        ],
        indices: [
          { name: 'ix_job_postings_customer_active', columnNames: ['customer_id', 'active'] },
          { name: 'ix_job_postings_customer_latlng', columnNames: ['customer_id', 'lat', 'lng'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'job_applications',
        columns: [
          id('log_id'), { name: 'customer_id', type: 'int' }, { name: 'applicant_id', type: 'int' }, { name: 'job_id', type: 'int' }, text('job_title', 200),
          { name: 'apply_date', type: 'datetime' }, text('method', 32), text('status', 32),
        ],
        indices: [{ name: 'ux_job_applications_applicant_job', columnNames: ['customer_id', 'applicant_id', 'job_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'job_views',
        columns: [id('view_id'), { name: 'customer_id', type: 'int' }, { name: 'applicant_id', type: 'int' }, { name: 'job_id', type: 'int' }, { name: 'viewed_at', type: 'datetime' }],
        indices: [{ name: 'ix_job_views_customer_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['job_views', 'job_applications', 'job_postings', 'job_clients']) {
      await q.dropTable(table, true);
    }
  }
}
