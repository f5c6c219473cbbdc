import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** The built-in ATS simulator's own tables (issue 19, decision 0046). */
export class CreateAtsSimulator1798850000000 implements MigrationInterface {
  name = 'CreateAtsSimulator1798850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ats_sim_records',
        columns: [c.pk('id'), c.int('customer_id'), c.str('entity', 32, false), c.int('record_id'), { ...c.text('data'), isNullable: false }, c.when('date_last_modified'), c.flag('is_deleted', 0)],
        indices: [{ name: 'ux_ats_sim_records', columnNames: ['customer_id', 'entity', 'record_id'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'ats_sim_changes',
        columns: [c.pk('seq'), c.int('customer_id'), c.str('entity', 32, false), c.int('record_id'), c.str('change', 16, false), c.when('changed_at')],
        indices: [{ name: 'ix_ats_sim_changes', columnNames: ['customer_id', 'seq'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'ats_sim_tokens',
        columns: [{ name: 'token', type: 'varchar', length: '64', isPrimary: true }, c.int('customer_id'), c.when('expires_at')],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'ats_sim_controls',
        columns: [
          { name: 'customer_id', type: 'int', isPrimary: true },
          c.int('fail_status', true),
          { name: 'fail_count', type: 'int', default: 0 },
          { name: 'retry_after_s', type: 'int', default: 1 },
          { name: 'token_ttl_s', type: 'int', default: 3600 },
          { name: 'random_5xx_percent', type: 'int', default: 0 },
          { name: 'calls', type: 'int', default: 0 },
          { name: 'token_issues', type: 'int', default: 0 },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['ats_sim_controls', 'ats_sim_tokens', 'ats_sim_changes', 'ats_sim_records']) {
      await q.dropTable(t, true);
    }
  }
}
