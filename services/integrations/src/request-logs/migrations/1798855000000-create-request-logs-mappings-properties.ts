import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** External request logs, field mappings and adapter properties (issue 19, decision 0050). */
export class CreateRequestLogsMappingsProperties1798855000000 implements MigrationInterface {
  name = 'CreateRequestLogsMappingsProperties1798855000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'int_external_requests',
        columns: [
          c.pk('id'), c.int('customer_id'), c.int('adapter_id'), c.str('direction', 3, false), c.int('applicant_id', true), c.str('method', 8, false),
          c.str('path', 500, false), c.int('status', true), c.int('duration_ms'), c.str('error', 300), c.text('request_body'), c.text('response_body'), c.when('created_at'),
        ],
        indices: [
          { name: 'ix_int_external_requests_customer', columnNames: ['customer_id', 'id'] },
          { name: 'ix_int_external_requests_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ix_int_external_requests_created', columnNames: ['created_at'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_field_mappings',
        columns: [
          c.pk('id'), c.int('customer_id'), c.str('integration', 32, false), c.str('internal_entity_type', 32, false), c.str('external_entity_type', 32, false),
          c.str('internal_field', 128, false), c.str('external_field', 128, false), c.str('field_type', 16, false), c.str('code_category', 64), c.str('direction', 8, false), c.when('updated_at'),
        ],
        indices: [{ name: 'ux_int_field_mappings', columnNames: ['customer_id', 'integration', 'internal_entity_type', 'external_entity_type', 'external_field'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_adapter_properties',
        columns: [c.pk('id'), c.int('customer_id'), c.int('adapter_id'), c.str('name', 64, false), c.text('value'), c.flag('secret', 0), c.int('updated_by', true), c.when('updated_at')],
        indices: [{ name: 'ux_int_adapter_properties', columnNames: ['customer_id', 'adapter_id', 'name'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['int_adapter_properties', 'int_field_mappings', 'int_external_requests']) {
      await q.dropTable(t, true);
    }
  }
}
