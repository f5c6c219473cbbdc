import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

/** Staff schedules (issue 17, decision 0035). MariaDB and SQLite alike. */
export class CreateAdmSchedules1798780000200 implements MigrationInterface {
  name = 'CreateAdmSchedules1798780000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'adm_schedules',
        columns: [
          pk('id'), int('customer_id'), str('name', 100, false), str('kind', 16, false), str('model', 32), text('filter'), str('message', 500),
          str('cron', 100, false), str('time_zone', 64, false), flag('active', 1), int('created_by'), when('created_at'), when('updated_at'),
          when('last_run_at', true), str('last_run_status', 16), str('last_run_export_id', 36),
        ],
        indices: [{ name: 'ix_adm_schedules_customer', columnNames: ['customer_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('adm_schedules', true);
  }
}
