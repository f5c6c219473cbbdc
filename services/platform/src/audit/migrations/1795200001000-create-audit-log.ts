import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateAuditLog1795200001000 implements MigrationInterface {
  name = 'CreateAuditLog1795200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'actor_party', type: 'varchar', length: '16' },
          { name: 'actor_id', type: 'int' },
          { name: 'acting_user_id', type: 'int', isNullable: true },
          { name: 'entity', type: 'varchar', length: '64' },
          { name: 'entity_id', type: 'varchar', length: '64' },
          { name: 'action', type: 'varchar', length: '32' },
          { name: 'changes', type: 'text' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [{ name: 'ix_audit_entity', columnNames: ['customer_id', 'entity', 'entity_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log', true);
  }
}
