import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateAuthTokens1795200000000 implements MigrationInterface {
  name = 'CreateAuthTokens1795200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'auth_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'kind', type: 'varchar', length: '24' },
          { name: 'party', type: 'varchar', length: '16' },
          { name: 'subject_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'issued_by_user_id', type: 'int', isNullable: true },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'revoked_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'ix_auth_tokens_subject', columnNames: ['customer_id', 'party', 'subject_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('auth_tokens', true);
  }
}
