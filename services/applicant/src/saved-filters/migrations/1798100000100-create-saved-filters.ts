import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Saved filters of the staff applicant list (issue 15). */
export class CreateSavedFilters1798100000100 implements MigrationInterface {
  name = 'CreateSavedFilters1798100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'staff_saved_filters',
        columns: [
          // INTEGER so the same migration runs on SQLite (rowid alias).
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'list', type: 'varchar', length: '32' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'filter', type: 'text' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [{ name: 'ux_staff_saved_filters_name', columnNames: ['customer_id', 'user_id', 'list', 'name'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('staff_saved_filters', true);
  }
}
