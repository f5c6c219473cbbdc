import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { flag, int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateEverifySimulator1797200000010 implements MigrationInterface {
  name = 'CreateEverifySimulator1797200000010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'everify_sim_cases',
        columns: [
          pk('id'), int('customer_id'), str('client_reference', 64, false), str('case_number', 32, false), text('ssn', false), str('ssn_last4', 4, false),
          str('persona', 32, false), str('status', 32, false), str('tnc_agency', 8), str('document_type', 64), flag('employee_notified', 0),
          when('referred_at', true), str('contact_due', 10), str('next_status', 32), when('next_at', true), str('duplicate_of', 400),
          flag('closed', 0), str('closure_statement', 64), when('status_changed_at'), when('created_at'), when('updated_at'),
        ],
        indices: [
          { name: 'ux_everify_sim_cases_reference', columnNames: ['customer_id', 'client_reference'], isUnique: true },
          { name: 'ux_everify_sim_cases_number', columnNames: ['case_number'], isUnique: true },
          { name: 'ix_everify_sim_cases_ssn', columnNames: ['customer_id', 'ssn_last4', 'created_at'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'everify_sim_settings',
        columns: [
          pk('id'), int('customer_id'), flag('down', 0), { name: 'lose_answers', type: 'int', default: 0 }, { name: 'resolve_after_seconds', type: 'int', default: 0 },
          int('updated_by', true), when('updated_at'),
        ],
        indices: [{ name: 'ux_everify_sim_settings_customer', columnNames: ['customer_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('everify_sim_settings', true);
    await q.dropTable('everify_sim_cases', true);
  }
}
