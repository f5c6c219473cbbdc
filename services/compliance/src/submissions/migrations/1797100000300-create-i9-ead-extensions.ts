import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateI9EadExtensions1797100000300 implements MigrationInterface {
  name = 'CreateI9EadExtensions1797100000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_ead_extensions',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), int('revision_id'), str('category', 8, false), text('receipt_number'),
          str('card_expiration', 10, false), str('renewal_filed_on', 10, false), str('extended_until', 10, false), int('created_by_id'), when('created_at'),
        ],
        indices: [{ name: 'ix_i9_ead_extensions_record', columnNames: ['customer_id', 'record_id'] }],
        // The record's purge (retention) takes its extensions, and their receipt numbers, with it.
        foreignKeys: [{ name: 'fk_i9_ead_extensions_record', columnNames: ['record_id'], referencedTableName: 'i9_records', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_ead_extensions', true);
  }
}
