import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

export class CreateI9DocumentImages1797100000200 implements MigrationInterface {
  name = 'CreateI9DocumentImages1797100000200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i9_document_images',
        columns: [
          pk('id'), int('customer_id'), int('record_id'), str('list', 1, false), int('doc_index'), str('side', 8, false),
          str('storage_key', 255, false), str('content_type', 64, false), int('size'), str('sha256', 64, false), str('source', 16, false),
          str('uploaded_by_party', 16, false), int('uploaded_by_id'), when('created_at'), when('removed_at', true),
        ],
        indices: [{ name: 'ix_i9_document_images_record', columnNames: ['customer_id', 'record_id', 'removed_at'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i9_document_images', true);
  }
}
