import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateReferences1795710000040 implements MigrationInterface {
  name = 'CreateReferences1795710000040';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_references',
        columns: [
          { name: 'ref_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'created', type: 'varchar', length: '10' },
          { name: 'company', type: 'varchar', length: '200', isNullable: true },
          { name: 'active', type: 'tinyint', default: 1 },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'last_name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'phone', type: 'varchar', length: '32', isNullable: true },
          { name: 'city', type: 'varchar', length: '100', isNullable: true },
          { name: 'state', type: 'varchar', length: '2', isNullable: true },
          { name: 'comment', type: 'text', isNullable: true },
          { name: 'status', type: 'int', default: 1 },
        ],
        indices: [{ name: 'ix_apl_references_applicant', columnNames: ['customer_id', 'applicant_id', 'active'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_references', true);
  }
}
