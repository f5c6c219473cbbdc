import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

/** Documents applicants (or staff for them) upload: the file lives in platform storage, the row says what it is. */
export class CreateApplicantDocuments1795800001000 implements MigrationInterface {
  name = 'CreateApplicantDocuments1795800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'apl_documents',
        columns: [
          pk('document_id'), int('customer_id'), int('applicant_id'), int('user_id', true), str('doc_type', 64, false), int('template_id', true),
          text('sig_request_ids'), str('field_name', 128), str('file_name', 255, false), str('mime', 128, false), int('size'),
          str('sha256', 64, false), str('storage_key', 512, false), str('expiration_date', 10), flag('sync_ats', 0), int('uploaded_by', true), when('created'),
        ],
        indices: [{ name: 'ix_apl_documents_applicant', columnNames: ['customer_id', 'applicant_id', 'created'] }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('apl_documents', true);
  }
}
