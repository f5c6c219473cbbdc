import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateRecruiterLaunches1798400001000 implements MigrationInterface {
  name = 'CreateRecruiterLaunches1798400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'recruiter_launches',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'external_id', type: 'varchar', length: '128' },
          { name: 'candidate', type: 'text', isNullable: true },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ux_recruiter_launches_token', columnNames: ['token_hash'], isUnique: true },
          { name: 'ix_recruiter_launches_expires', columnNames: ['expires_at'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('recruiter_launches', true);
  }
}
