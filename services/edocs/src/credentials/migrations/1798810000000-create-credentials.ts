import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

/** Credential types, applicant credentials and the certification-requirement tables (issue 18). MariaDB and SQLite. */
export class CreateCredentials1798810000000 implements MigrationInterface {
  name = 'CreateCredentials1798810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'crd_credentials',
      columns: [pk('credential_id'), int('customer_id'), str('name', 255, false), str('alt_id', 100), text('description'), flag('requires_expiration', 0), flag('has_back', 0), flag('active', 1), when('created'), when('updated')],
      indices: [{ name: 'ix_crd_credentials_customer', columnNames: ['customer_id', 'name'] }],
    }), true);
    await q.createTable(new Table({
      name: 'apl_credentials',
      columns: [
        pk('id'), int('customer_id'), int('applicant_id'), int('credential_id'), str('status', 16, false),
        str('front_key', 512), str('front_name', 255), str('front_mime', 128), str('back_key', 512), str('back_name', 255), str('back_mime', 128),
        str('expiration_date', 10), str('due_date', 10), when('requested_date', true), when('uploaded_date', true), when('credential_completion_date', true), when('last_modified_date'),
      ],
      indices: [
        { name: 'ix_apl_credentials_applicant', columnNames: ['customer_id', 'applicant_id'] },
        { name: 'ix_apl_credentials_expiry', columnNames: ['status', 'expiration_date'] },
      ],
    }), true);
    await q.createTable(new Table({
      name: 'crt_requirement_configs',
      columns: [pk('id'), int('customer_id'), int('customer_location_id', true), str('entity_type', 32, false), int('entity_id'), int('credential_id'), text('events'), when('updated')],
      indices: [{ name: 'ix_crt_requirement_configs_customer', columnNames: ['customer_id', 'customer_location_id'] }],
    }), true);
    await q.createTable(new Table({
      name: 'crt_automation_events',
      columns: [pk('id'), int('customer_id'), int('status_id'), str('action_ids', 64, false)],
      indices: [{ name: 'ux_crt_automation_events', columnNames: ['customer_id', 'status_id'], isUnique: true }],
    }), true);
    await q.createTable(new Table({
      name: 'crt_credential_events',
      columns: [pk('id'), int('customer_id'), int('apl_credential_id'), int('status_id'), str('occurrence', 32, false), str('action_ids', 64, false), when('created')],
      indices: [{ name: 'ux_crt_credential_events', columnNames: ['apl_credential_id', 'status_id', 'occurrence'], isUnique: true }],
    }), true);
    await q.createTable(new Table({
      name: 'crt_pending_ats_actions',
      columns: [pk('id'), int('customer_id'), int('apl_credential_id'), str('kind', 32, false), str('credential_status', 16, false), str('status', 16, false), when('created')],
      indices: [{ name: 'ix_crt_pending_ats_actions', columnNames: ['customer_id', 'status'] }],
    }), true);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['crt_pending_ats_actions', 'crt_credential_events', 'crt_automation_events', 'crt_requirement_configs', 'apl_credentials', 'crd_credentials']) {
      await q.dropTable(table, true);
    }
  }
}
