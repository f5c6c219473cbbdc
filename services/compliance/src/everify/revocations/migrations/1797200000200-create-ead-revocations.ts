import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../lists/migration-columns';

/** EAD revocations (E-Verify's Status Change Report), their uploads, and the reverification tasks they open (issue 13). */
export class CreateEadRevocations1797200000200 implements MigrationInterface {
  name = 'CreateEadRevocations1797200000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ead_revocation_uploads',
        columns: [
          pk('id'), int('customer_id'), str('file_name', 200, false),
          { name: 'rows_read', type: 'int', default: 0 }, { name: 'rows_stored', type: 'int', default: 0 }, { name: 'rows_invalid', type: 'int', default: 0 },
          { name: 'rows_duplicate', type: 'int', default: 0 }, { name: 'tasks_opened', type: 'int', default: 0 }, int('created_by'), when('created_at'),
        ],
        indices: [{ name: 'ix_ead_revocation_uploads_customer', columnNames: ['customer_id', 'created_at'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'i9_reverify_tasks',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), int('location_id', true), str('reason', 32, false),
          str('due_date', 10), int('opened_by'), when('opened_at'),
        ],
        indices: [{ name: 'ix_i9_reverify_tasks_record', columnNames: ['customer_id', 'record_id'] }],
        // The record's purge (retention) takes its tasks with it.
        foreignKeys: [{ name: 'fk_i9_reverify_tasks_record', columnNames: ['record_id'], referencedTableName: 'i9_records', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'ead_revocations',
        columns: [
          pk('id'), int('customer_id'), int('upload_id'), int('line'), int('location_id', true), int('i9_record_id', true), int('applicant_id', true),
          str('match_kind', 16, false), str('candidates', 400), str('case_number', 32), str('last_name', 100), str('first_name', 100),
          str('a_number_masked', 16), text('a_number'), str('card_number_masked', 16), text('card_number'), str('change_type', 100), str('revocation_date', 10),
          int('reverify_task_id', true), int('acknowledged_by', true), str('acknowledged_by_name', 200), when('acknowledged_at', true), int('created_by'), when('created_at'),
        ],
        indices: [
          { name: 'ix_ead_revocations_kind', columnNames: ['customer_id', 'match_kind'] },
          { name: 'ix_ead_revocations_upload', columnNames: ['customer_id', 'upload_id'] },
          { name: 'ix_ead_revocations_record', columnNames: ['customer_id', 'i9_record_id'] },
          // The same report row uploaded twice is stored once (rows without a case number are not compared).
          { name: 'ux_ead_revocations_case', columnNames: ['customer_id', 'case_number', 'revocation_date'], isUnique: true },
        ],
        foreignKeys: [
          { name: 'fk_ead_revocations_upload', columnNames: ['upload_id'], referencedTableName: 'ead_revocation_uploads', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          // A purged I-9 leaves the report row (E-Verify's), unlinked.
          { name: 'fk_ead_revocations_record', columnNames: ['i9_record_id'], referencedTableName: 'i9_records', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { name: 'fk_ead_revocations_task', columnNames: ['reverify_task_id'], referencedTableName: 'i9_reverify_tasks', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ead_revocations', true);
    await q.dropTable('i9_reverify_tasks', true);
    await q.dropTable('ead_revocation_uploads', true);
  }
}
