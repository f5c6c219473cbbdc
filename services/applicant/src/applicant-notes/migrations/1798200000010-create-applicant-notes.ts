import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Note types (per customer, seeded on first read) and applicant notes (soft-deleted). */
export class CreateApplicantNotes1798200000010 implements MigrationInterface {
  name = 'CreateApplicantNotes1798200000010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'note_types',
        columns: [
          { name: 'note_type_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'code', type: 'varchar', length: '32' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'sort_order', type: 'int', default: 0 },
        ],
        indices: [{ name: 'ux_note_types_code', columnNames: ['customer_id', 'code'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'applicant_notes',
        columns: [
          { name: 'note_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'note_type_id', type: 'int' },
          { name: 'body', type: 'text' },
          { name: 'created_by', type: 'int' },
          { name: 'created_at', type: 'datetime' },
          { name: 'deleted_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'ix_applicant_notes_applicant', columnNames: ['customer_id', 'applicant_id', 'created_at'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('applicant_notes', true);
    await q.dropTable('note_types', true);
  }
}
