import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

export class CreateI9AlertLog1797100000310 implements MigrationInterface {
  name = 'CreateI9AlertLog1797100000310';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_alert_log',
        columns: [pk('id'), int('customer_id'), int('user_id'), str('alert_day', 10, false), int('records'), str('job_id', 128), when('sent_at')],
        indices: [{ name: 'ux_i9_alert_log_day', columnNames: ['customer_id', 'user_id', 'alert_day'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_alert_log', true);
  }
}
