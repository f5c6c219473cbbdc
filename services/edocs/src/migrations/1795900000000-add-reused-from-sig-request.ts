import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int } = migrationColumns;

/**
 * enable_re_use_of_signed_forms: a request's template may re-use the signature the applicant gave in an
 * earlier completed request; the column names that (origin) request. addColumn also runs on SQLite.
 */
export class AddReusedFromSigRequest1795900000000 implements MigrationInterface {
  name = 'AddReusedFromSigRequest1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('edc_sig_request_templates', new TableColumn(int('reused_from_sig_request_id', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('edc_sig_request_templates', 'reused_from_sig_request_id');
  }
}
