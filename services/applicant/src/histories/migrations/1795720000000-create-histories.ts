import { MigrationInterface, QueryRunner, Table, type TableOptions } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, nullableFlag, pk, str, text, when } = migrationColumns;

const TABLES: TableOptions[] = [
  {
    name: 'apl_work_history',
    columns: [
      pk('work_history_id'), int('customer_id'), int('applicant_id'), str('employer', 255), str('city', 100), str('state', 64), str('title', 255),
      str('starting_wage', 32), str('hourly_wage', 32), str('supervisor', 255), str('supervisor_phone', 32), nullableFlag('contact_supervisor'),
      str('start_date', 10), str('end_date', 10), nullableFlag('current'), nullableFlag('temp_job'), str('temp_agency', 255), int('num_temps', true),
      text('description'), text('reason_for_leaving'), flag('active', 1), flag('deleted', 0), when('created_at'), when('updated_at'),
    ],
    indices: [{ name: 'ix_apl_work_history_applicant', columnNames: ['customer_id', 'applicant_id', 'deleted'] }],
  },
  {
    name: 'apl_education',
    columns: [
      pk('education_id'), int('customer_id'), int('applicant_id'), str('school', 255), str('degree', 128), str('major', 128), str('city', 100),
      str('state', 64), str('grad_year', 4), str('start_date', 10), str('end_date', 10), flag('active', 1), flag('deleted', 0), when('created_at'), when('updated_at'),
    ],
    indices: [{ name: 'ix_apl_education_applicant', columnNames: ['customer_id', 'applicant_id', 'deleted'] }],
  },
];

/** Work history and education records of applicants (the entity manager's workHistory / education functions). */
export class CreateHistories1795720000000 implements MigrationInterface {
  name = 'CreateHistories1795720000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.createTable(new Table(t), true);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) {
      await q.dropTable(t.name, true);
    }
  }
}
