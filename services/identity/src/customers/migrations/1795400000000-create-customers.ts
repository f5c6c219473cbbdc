import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateCustomers1795400000000 implements MigrationInterface {
  name = 'CreateCustomers1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'customers',
        // 'integer' keys: SQLite allows AUTOINCREMENT only on INTEGER PRIMARY KEY; MySQL reads it as INT.
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_code', type: 'varchar', length: '64' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'active', type: 'tinyint', default: 1 },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'ux_customers_code', columnNames: ['customer_code'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'locations',
        columns: [
          { name: 'location_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'location_code', type: 'varchar', length: '64' },
          { name: 'name', type: 'varchar', length: '200' },
        ],
        indices: [{ name: 'ux_locations_customer_code', columnNames: ['customer_id', 'location_code'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('locations', true);
    await q.dropTable('customers', true);
  }
}
