import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str, when } = migrationColumns;

/** Template versions of the form builder (issue 16). Runs on MariaDB and SQLite alike. */
export class CreateTemplateVersions1798720000000 implements MigrationInterface {
  name = 'CreateTemplateVersions1798720000000';

  async up(q: QueryRunner): Promise<void> {
    // A 200-field template's snapshot passes MySQL's 64 KB TEXT; SQLite's text has no such limit.
    const bigText = ['mysql', 'mariadb'].includes(q.connection.options.type) ? 'mediumtext' : 'text';
    await q.createTable(
      new Table({
        name: 'edc_template_versions',
        columns: [pk('id'), int('customer_id'), int('template_id'), int('version'), { name: 'snapshot', type: bigText, isNullable: false }, str('source', 16, false), int('created_by', true), when('created_at')],
        indices: [{ name: 'ux_edc_template_versions', columnNames: ['customer_id', 'template_id', 'version'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('edc_template_versions', true);
  }
}
