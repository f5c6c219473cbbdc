import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateI9Revisions1797100000010 implements MigrationInterface {
  name = 'CreateI9Revisions1797100000010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_revisions',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), str('section', 16, false), int('revision'), text('payload', false),
          str('signed_by_party', 16), int('signed_by_id', true), str('signed_by_name', 200), when('signed_at', true),
          int('corrects_revision_id', true), str('ip', 45), str('created_by_party', 16, false), int('created_by_id'),
          when('created_at'), when('updated_at'),
        ],
        indices: [
          { name: 'ux_i9_revisions_number', columnNames: ['record_id', 'section', 'revision'], isUnique: true },
          { name: 'ix_i9_revisions_record', columnNames: ['customer_id', 'record_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_revisions', true);
  }
}
