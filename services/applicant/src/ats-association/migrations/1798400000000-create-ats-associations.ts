import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateAtsAssociations1798400000000 implements MigrationInterface {
  name = 'CreateAtsAssociations1798400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ats_associations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'external_id', type: 'varchar', length: '128' },
          { name: 'applicant_id', type: 'int' },
          { name: 'associated_by_user_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ux_ats_associations_external', columnNames: ['customer_id', 'external_id'], isUnique: true },
          { name: 'ux_ats_associations_applicant', columnNames: ['customer_id', 'applicant_id'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ats_associations', true);
  }
}
