import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Placements (issue 15 lists them for staff; issue 18 grows them). */
export class CreatePlacements1798100000200 implements MigrationInterface {
  name = 'CreatePlacements1798100000200';

  async up(q: QueryRunner): Promise<void> {
    const text = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: true });
    await q.createTable(
      new Table({
        name: 'placements',
        columns: [
          // INTEGER so the same migration runs on SQLite (rowid alias).
          { name: 'placement_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'location_id', type: 'int', isNullable: true },
          { name: 'job_id', type: 'int', isNullable: true },
          text('external_id', 64), text('title', 200), text('company', 200), text('company_address', 400), text('status', 64),
          text('start_date', 10), text('end_date', 10),
          { name: 'pay_rate', type: 'double', isNullable: true },
          { name: 'visible_to_applicant', type: 'tinyint', default: 0 },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ix_placements_customer_start', columnNames: ['customer_id', 'start_date'] },
          { name: 'ix_placements_customer_applicant', columnNames: ['customer_id', 'applicant_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('placements', true);
  }
}
