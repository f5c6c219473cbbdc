import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { flag, int, pk, str, when } from '../../shared/migration-columns';

export class CreateI9Records1797100000000 implements MigrationInterface {
  name = 'CreateI9Records1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_records',
        columns: [
          pk('id'), int('customer_id'), int('applicant_id'), int('current_applicant_id', true), int('location_id', true),
          str('edition', 16, false), str('status', 32, false),
          str('first_day_of_employment', 10), str('termination_date', 10), str('section1_due', 10), str('section2_due', 10), str('work_auth_until', 10),
          when('section1_signed_at', true), when('section2_signed_at', true), flag('pending_correction', 0),
          str('retention_until', 10), flag('legal_hold', 0), { name: 'trail_seq', type: 'int', default: 0 }, str('trail_head', 64),
          when('created_at'), when('updated_at'),
        ],
        indices: [
          { name: 'ix_i9_records_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ux_i9_records_current', columnNames: ['customer_id', 'current_applicant_id'], isUnique: true },
          { name: 'ix_i9_records_status', columnNames: ['customer_id', 'status'] },
          { name: 'ix_i9_records_retention', columnNames: ['retention_until'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_records', true);
  }
}
