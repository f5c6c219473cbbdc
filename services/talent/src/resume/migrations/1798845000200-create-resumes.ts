import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Uploaded resumes and what was read from them (issue 18, decision 0044). */
export class CreateResumes1798845000200 implements MigrationInterface {
  name = 'CreateResumes1798845000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'tal_resumes',
        columns: [
          c.pk('resume_id'),
          c.int('customer_id'),
          c.int('applicant_id'),
          c.str('file_name', 255, false),
          c.str('mime', 100, false),
          c.int('size'),
          c.str('sha256', 64, false),
          c.str('storage_key', 300, false),
          c.text('suggestions'),
          c.text('confirmed_skills'),
          c.when('created_at'),
        ],
        indices: [{ name: 'ix_tal_resumes_customer_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('tal_resumes', true);
  }
}
