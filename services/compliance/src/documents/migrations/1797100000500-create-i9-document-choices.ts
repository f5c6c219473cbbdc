import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, text, when } from '../../shared/migration-columns';

export class CreateI9DocumentChoices1797100000500 implements MigrationInterface {
  name = 'CreateI9DocumentChoices1797100000500';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_document_choices',
        columns: [pk('id'), int('customer_id'), int('record_id'), text('documents', false), str('chosen_by_party', 16, false), int('chosen_by_id'), when('created_at'), when('updated_at')],
        indices: [
          { name: 'ux_i9_document_choices_record', columnNames: ['record_id'], isUnique: true },
          { name: 'ix_i9_document_choices_customer', columnNames: ['customer_id', 'record_id'] },
        ],
        // The record's purge (retention) takes the choice with it.
        foreignKeys: [{ name: 'fk_i9_document_choices_record', columnNames: ['record_id'], referencedTableName: 'i9_records', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_document_choices', true);
  }
}
