import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Interviews (applicant-side §3 "Interview: status and type", §4 statuses). Issue 18. */
export class CreateInterviews1798820000100 implements MigrationInterface {
  name = 'CreateInterviews1798820000100';

  async up(q: QueryRunner): Promise<void> {
    const text = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: true });
    await q.createTable(
      new Table({
        name: 'interviews',
        columns: [
          // INTEGER so the same migration runs on SQLite (rowid alias).
          { name: 'interview_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'job_id', type: 'int', isNullable: true },
          text('external_id', 64), text('title', 200), text('company', 200), text('address', 400), text('type', 32),
          { name: 'status', type: 'int', default: 0 },
          { name: 'start_at', type: 'datetime' },
          { name: 'duration_minutes', type: 'int', default: 60 },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ix_interviews_customer_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ix_interviews_start', columnNames: ['start_at'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('interviews', true);
  }
}
