import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateEmergencyContacts1795710000030 implements MigrationInterface {
  name = 'CreateEmergencyContacts1795710000030';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_emergency_contacts',
        columns: [
          { name: 'contact_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'relationship', type: 'varchar', length: '100', isNullable: true },
          { name: 'phone', type: 'varchar', length: '32' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'deleted', type: 'tinyint', default: 0 },
        ],
        indices: [{ name: 'ix_apl_emergency_contacts_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_emergency_contacts', true);
  }
}
