import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { flag, int, pk, str, when } from '../../shared/migration-columns';

export class CreateEverifyCases1797200000000 implements MigrationInterface {
  name = 'CreateEverifyCases1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'everify_cases',
        columns: [
          pk('id'), int('customer_id'), int('location_id', true), int('applicant_id'), int('i9_record_id'),
          str('case_number', 32), str('status', 32, false), str('tnc_agency', 8), when('tnc_issued_at', true), when('employee_notified_at', true),
          when('referred_at', true), str('referral_lang', 2), str('photo_answer', 16), str('photo_key', 200),
          str('duplicate_case_numbers', 400), str('duplicate_reason', 500), str('closure_statement', 64), when('closed_at', true),
          str('reason_for_delay', 64), str('reason_for_delay_description', 500), flag('reason_for_delay_auto', 0),
          flag('awaiting_service', 0), str('pending_action', 32), str('pending_detail', 500), int('pending_by', true), when('pending_since', true),
          str('job_id', 100), { name: 'service_attempts', type: 'int', default: 0 }, str('last_error', 64), when('last_error_at', true), when('last_checked_at', true),
          str('first_day_of_employment', 10), str('case_due', 10), str('notify_due', 10), str('contact_due', 10),
          when('submitted_at', true), when('opened_at', true), int('created_by'), when('created_at'), when('updated_at'), { name: 'version', type: 'int', default: 1 },
        ],
        indices: [
          { name: 'ix_everify_cases_status', columnNames: ['customer_id', 'status'] },
          { name: 'ix_everify_cases_record', columnNames: ['customer_id', 'i9_record_id'] },
          { name: 'ix_everify_cases_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ux_everify_cases_number', columnNames: ['customer_id', 'case_number'], isUnique: true },
          { name: 'ix_everify_cases_awaiting', columnNames: ['awaiting_service'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'everify_case_events',
        columns: [
          pk('id'), int('customer_id'), int('case_id'), when('at'), str('kind', 16, false), str('event', 32, false), str('from_status', 32), str('to_status', 32),
          str('detail', 500), str('actor_party', 16, false), int('actor_id'), str('actor_name', 200),
        ],
        indices: [{ name: 'ix_everify_case_events_case', columnNames: ['customer_id', 'case_id'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'everify_channels',
        columns: [pk('id'), int('customer_id'), str('event_name', 160, false), str('previous_event_name', 160), when('created_at')],
        indices: [{ name: 'ux_everify_channels_customer', columnNames: ['customer_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('everify_channels', true);
    await q.dropTable('everify_case_events', true);
    await q.dropTable('everify_cases', true);
  }
}
