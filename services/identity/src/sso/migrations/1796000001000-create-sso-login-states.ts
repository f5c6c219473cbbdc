import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateSsoLoginStates1796000001000 implements MigrationInterface {
  name = 'CreateSsoLoginStates1796000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'sso_login_states',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'state_hash', type: 'varchar', length: '64' },
          { name: 'customer_id', type: 'int' },
          { name: 'audience', type: 'varchar', length: '16' },
          { name: 'code_verifier', type: 'text' },
          { name: 'nonce', type: 'varchar', length: '64' },
          { name: 'browser_hash', type: 'varchar', length: '64' },
          { name: 'location_code', type: 'varchar', length: '64' },
          { name: 'return_to', type: 'varchar', length: '500', isNullable: true },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ux_sso_login_states_state', columnNames: ['state_hash'], isUnique: true },
          { name: 'ix_sso_login_states_expires', columnNames: ['expires_at'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sso_login_states', true);
  }
}
