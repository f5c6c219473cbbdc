import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, when } = migrationColumns;

/** The customer's currency units (issue 17, decision 0034). MariaDB and SQLite alike. */
export class CreateCurrencyUnits1798770000000 implements MigrationInterface {
  name = 'CreateCurrencyUnits1798770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'currency_units',
        columns: [pk('id'), int('customer_id'), str('code', 3, false), flag('is_default', 0), when('created_at')],
        indices: [{ name: 'ux_currency_units_customer_code', columnNames: ['customer_id', 'code'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('currency_units', true);
  }
}
