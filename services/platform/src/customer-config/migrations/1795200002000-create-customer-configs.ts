import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateCustomerConfigs1795200002000 implements MigrationInterface {
  name = 'CreateCustomerConfigs1795200002000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'customer_configs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '128' },
          { name: 'value', type: 'text' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [{ name: 'ux_customer_config_name', columnNames: ['customer_id', 'name'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('customer_configs', true);
  }
}
