import { MigrationInterface, QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const str = (name: string, length: number, isNullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'int', isNullable });
const when = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable });

/** The exports registry (issue 17, decision 0035). MariaDB and SQLite alike. */
export class CreateAdmExports1798780000000 implements MigrationInterface {
  name = 'CreateAdmExports1798780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'adm_exports',
        columns: [
          { name: 'export_id', type: 'varchar', length: '36', isPrimary: true },
          int('customer_id'), int('user_id'), str('job_name', 64, false), str('model', 32),
          { name: 'filter_summary', type: 'text' },
          str('status', 16, false), int('row_count', true), str('file_key', 255), str('file_name', 128), int('schedule_id', true),
          when('created_at'), when('finished_at', true), when('expires_at', true),
        ],
        indices: [
          { name: 'ix_adm_exports_customer_created', columnNames: ['customer_id', 'created_at'] },
          { name: 'ix_adm_exports_status_finished', columnNames: ['status', 'finished_at'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('adm_exports', true);
  }
}
