import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str } = migrationColumns;

/** External code maps (content admin, issue 16). Runs on MariaDB and SQLite alike. */
export class CreateExternalCodeMaps1798710050000 implements MigrationInterface {
  name = 'CreateExternalCodeMaps1798710050000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'adm_external_code_maps',
        columns: [pk('id'), int('customer_id'), str('category', 64, false), str('code', 128, false), str('external_code', 128, false)],
        indices: [{ name: 'ux_adm_external_code_maps', columnNames: ['customer_id', 'category', 'code', 'external_code'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('adm_external_code_maps', true);
  }
}
