import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

export class CreateI9PurgeLog1797100000030 implements MigrationInterface {
  name = 'CreateI9PurgeLog1797100000030';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_purge_log',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), int('location_id', true), str('edition', 16, false), when('record_created_at'),
          str('retention_until', 10, false), int('revisions_purged'), int('trail_rows_purged'), str('trail_head', 64), str('job_id', 128), when('purged_at'),
        ],
        indices: [{ name: 'ix_i9_purge_log_customer', columnNames: ['customer_id', 'purged_at'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_purge_log', true);
  }
}
