import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateLicenses1795710000020 implements MigrationInterface {
  name = 'CreateLicenses1795710000020';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_licenses',
        columns: [
          { name: 'license_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'applicant_id', type: 'int' },
          { name: 'customer_id', type: 'int' },
          { name: 'license_type', type: 'varchar', length: '100' },
          { name: 'license_number', type: 'varchar', length: '255', isNullable: true },
          { name: 'state', type: 'varchar', length: '2', isNullable: true },
          { name: 'expiration_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'active', type: 'tinyint', default: 1 },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'external_id', type: 'varchar', length: '128', isNullable: true },
          { name: 'deleted', type: 'tinyint', default: 0 },
        ],
        indices: [{ name: 'ix_apl_licenses_applicant', columnNames: ['customer_id', 'applicant_id'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_licenses', true);
  }
}
