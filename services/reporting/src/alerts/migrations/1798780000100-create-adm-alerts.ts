import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str, text, when } = migrationColumns;

/** Staff alerts and each user's alert channel (issue 17, decision 0035). MariaDB and SQLite alike. */
export class CreateAdmAlerts1798780000100 implements MigrationInterface {
  name = 'CreateAdmAlerts1798780000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'adm_alerts',
        columns: [
          pk('alert_id'), int('customer_id'), int('type'), int('status'), int('entity_id', true), int('user_id'), int('applicant_id', true),
          str('message_key', 100), text('message_params'), when('date_created'),
        ],
        indices: [{ name: 'ix_adm_alerts_user', columnNames: ['customer_id', 'user_id', 'status'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'adm_alert_channels',
        columns: [pk('id'), int('customer_id'), int('user_id'), str('event_name', 120, false), when('created_at')],
        indices: [{ name: 'ux_adm_alert_channels_user', columnNames: ['customer_id', 'user_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('adm_alert_channels', true);
    await q.dropTable('adm_alerts', true);
  }
}
