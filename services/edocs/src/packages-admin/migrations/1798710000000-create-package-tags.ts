import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str } = migrationColumns;

/** Package tags (content admin, issue 16). Runs on MariaDB and SQLite alike. */
export class CreatePackageTags1798710000000 implements MigrationInterface {
  name = 'CreatePackageTags1798710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'edc_package_tags',
        columns: [pk('id'), int('customer_id'), int('package_id'), str('tag', 100, false)],
        indices: [
          { name: 'ux_edc_package_tags', columnNames: ['package_id', 'tag'], isUnique: true },
          { name: 'ix_edc_package_tags_customer', columnNames: ['customer_id', 'tag'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('edc_package_tags', true);
  }
}
