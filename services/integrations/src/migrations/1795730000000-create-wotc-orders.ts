import { MigrationInterface, QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const when = (name: string): TableColumnOptions => ({ name, type: 'datetime' });
const common: TableColumnOptions[] = [
  { name: 'status', type: 'varchar', length: '16' },
  { name: 'error_code', type: 'varchar', length: '64', isNullable: true },
  { name: 'answers', type: 'text', isNullable: true },
  when('created_at'),
  when('updated_at'),
];

/** WOTC orders (ours) and the built-in WOTC simulator's side of them. */
export class CreateWotcOrders1795730000000 implements MigrationInterface {
  name = 'CreateWotcOrders1795730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'wotc_orders',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'provider', type: 'varchar', length: '32' },
          { name: 'order_id', type: 'varchar', length: '64' },
          ...common,
        ],
        indices: [
          { name: 'ix_wotc_orders_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ux_wotc_orders_order', columnNames: ['provider', 'order_id'], isUnique: true },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'wotc_sim_orders',
        columns: [
          { name: 'order_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'first_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'last_name', type: 'varchar', length: '100', isNullable: true },
          ...common,
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wotc_sim_orders', true);
    await q.dropTable('wotc_orders', true);
  }
}
