import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateApplicationStatus1795710000010 implements MigrationInterface {
  name = 'CreateApplicationStatus1795710000010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_application_status',
        columns: [
          { name: 'applicant_id', type: 'int', isPrimary: true },
          { name: 'customer_id', type: 'int' },
          { name: 'start_date', type: 'varchar', length: '10' },
          { name: 'last_modified', type: 'datetime' },
          { name: 'status', type: 'varchar', length: '32' },
          { name: 'location_id', type: 'int', isNullable: true },
        ],
        indices: [{ name: 'ix_apl_application_status_customer', columnNames: ['customer_id', 'status'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_application_status', true);
  }
}
