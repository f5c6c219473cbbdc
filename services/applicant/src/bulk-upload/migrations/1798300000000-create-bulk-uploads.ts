import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The bulk CSV upload and its rows (issue 15). Plain schema-builder columns: runs on MySQL and SQLite. */
export class CreateBulkUploads1798300000000 implements MigrationInterface {
  name = 'CreateBulkUploads1798300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'bulk_uploads',
        columns: [
          { name: 'upload_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'customer_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'location_id', type: 'int', isNullable: true },
          { name: 'send_invitations', type: 'tinyint', default: 0 },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'event_name', type: 'varchar', length: '128' },
          { name: 'run', type: 'int', default: 0 },
          { name: 'created_at', type: 'datetime' },
          { name: 'finished_at', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'ix_bulk_uploads_customer', columnNames: ['customer_id', 'created_at'] }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'bulk_upload_rows',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'upload_id', type: 'varchar', length: '36' },
          { name: 'customer_id', type: 'int' },
          { name: 'row_no', type: 'int' },
          { name: 'email_norm', type: 'varchar', length: '254', default: "''" },
          { name: 'data', type: 'text', isNullable: true },
          { name: 'state', type: 'varchar', length: '12', default: "'pending'" },
          { name: 'applicant_id', type: 'int', isNullable: true },
          { name: 'errors', type: 'text', isNullable: true },
          { name: 'invite_state', type: 'varchar', length: '12', isNullable: true },
        ],
        indices: [
          { name: 'ux_bulk_upload_rows_row', columnNames: ['upload_id', 'row_no'], isUnique: true },
          { name: 'ix_bulk_upload_rows_state', columnNames: ['upload_id', 'state', 'row_no'] },
          { name: 'ix_bulk_upload_rows_email', columnNames: ['upload_id', 'email_norm'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('bulk_upload_rows', true);
    await q.dropTable('bulk_uploads', true);
  }
}
