import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Applicant-level ATS exchanges: sync out, placement sync, credential send, inbound changes (decision 0051). */
export class CreateApplicantSyncs1798860000000 implements MigrationInterface {
  name = 'CreateApplicantSyncs1798860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'int_applicant_syncs',
        columns: [
          c.pk('id'), c.int('customer_id'), c.int('applicant_id', true), c.str('kind', 16, false), c.str('source', 16, false), c.str('adapter', 32, false),
          c.str('job_key', 160, false), c.str('status', 16, false), c.text('result'), c.str('error', 500), c.int('user_id', true), c.when('created_at'), c.when('finished_at', true),
        ],
        indices: [
          { name: 'ux_int_applicant_syncs_key', columnNames: ['customer_id', 'job_key'], isUnique: true },
          { name: 'ix_int_applicant_syncs_applicant', columnNames: ['customer_id', 'applicant_id', 'id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('int_applicant_syncs', true);
  }
}
