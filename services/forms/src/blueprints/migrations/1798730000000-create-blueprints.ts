import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

/** Blueprints and their subscribed customers (content admin, issue 16; decision 0030). Runs on MariaDB and SQLite alike. */
export class CreateBlueprints1798730000000 implements MigrationInterface {
  name = 'CreateBlueprints1798730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'frm_blueprints',
        columns: [pk('id'), int('customer_id'), str('name', 200, false), text('options'), flag('active', 1), when('created_at')],
        indices: [{ name: 'ix_frm_blueprints_customer', columnNames: ['customer_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'frm_blueprint_customers',
        columns: [pk('id'), int('blueprint_id'), int('customer_id')],
        indices: [{ name: 'ux_frm_blueprint_customers', columnNames: ['blueprint_id', 'customer_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('frm_blueprint_customers', true);
    await q.dropTable('frm_blueprints', true);
  }
}
