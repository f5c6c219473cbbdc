import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateCstUsers1795400002000 implements MigrationInterface {
  name = 'CreateCstUsers1795400002000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'cst_users',
        // 'integer' keys: SQLite allows AUTOINCREMENT only on INTEGER PRIMARY KEY; MySQL reads it as INT.
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'location_id', type: 'int', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'mobile', type: 'varchar', length: '32', isNullable: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'failed_login_count', type: 'int', default: 0 },
          { name: 'locked', type: 'tinyint', default: 0 },
          { name: 'last_activity', type: 'datetime', isNullable: true },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'last_name', type: 'varchar', length: '100' },
          { name: 'active', type: 'tinyint', default: 1 },
          { name: 'job_title', type: 'varchar', length: '100', isNullable: true },
        ],
        indices: [
          { name: 'ux_cst_users_email', columnNames: ['email'], isUnique: true },
          { name: 'ix_cst_users_customer', columnNames: ['customer_id'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'user_customers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
        ],
        indices: [{ name: 'ux_user_customers_user_customer', columnNames: ['user_id', 'customer_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_customers', true);
    await q.dropTable('cst_users', true);
  }
}
