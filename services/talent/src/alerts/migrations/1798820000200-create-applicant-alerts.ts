import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Applicant alerts (applicant-side §3 Alert, §4 statuses). The unique key (applicant, type, entity) makes the
 * scheduled job idempotent: each reminder of a placement or interview is written once however often it runs.
 */
export class CreateApplicantAlerts1798820000200 implements MigrationInterface {
  name = 'CreateApplicantAlerts1798820000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_alerts',
        columns: [
          // INTEGER so the same migration runs on SQLite (rowid alias).
          { name: 'alert_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'applicant_id', type: 'int' },
          { name: 'type', type: 'int' },
          { name: 'status', type: 'int', default: 0 },
          { name: 'entity_id', type: 'int' },
          { name: 'date_created', type: 'datetime' },
        ],
        indices: [
          { name: 'ux_apl_alerts_once', columnNames: ['customer_id', 'applicant_id', 'type', 'entity_id'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_alerts', true);
  }
}
