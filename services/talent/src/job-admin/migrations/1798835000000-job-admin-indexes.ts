import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Indexes for staff job administration and the guest list (decision 0042): postings by client, the staff list's
 * default order (posted date), and public postings (featured first).
 */
export class JobAdminIndexes1798835000000 implements MigrationInterface {
  name = 'JobAdminIndexes1798835000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('job_postings', new TableIndex({ name: 'ix_job_postings_customer_client', columnNames: ['customer_id', 'client_id'] }));
    await q.createIndex('job_postings', new TableIndex({ name: 'ix_job_postings_customer_posted', columnNames: ['customer_id', 'posted_date'] }));
    await q.createIndex('job_postings', new TableIndex({ name: 'ix_job_postings_customer_public', columnNames: ['customer_id', 'public', 'active', 'featured'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['ix_job_postings_customer_public', 'ix_job_postings_customer_posted', 'ix_job_postings_customer_client']) {
      await q.dropIndex('job_postings', name);
    }
  }
}
