import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int } = migrationColumns;

/**
 * The template version a signature request was sent with (issue 16, the form builder): the signing page and
 * the signed-PDF render read that version's snapshot. Null for requests sent before versions existed: they
 * keep reading the live template. addColumn also runs on SQLite.
 */
export class AddSigRequestTemplateVersion1798720001000 implements MigrationInterface {
  name = 'AddSigRequestTemplateVersion1798720001000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('edc_sig_request_templates', new TableColumn(int('template_version', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('edc_sig_request_templates', 'template_version');
  }
}
