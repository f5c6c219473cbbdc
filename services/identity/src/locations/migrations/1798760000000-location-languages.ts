import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str, text, when } = migrationColumns;

/**
 * Account administration of locations and translations (issue 17, decision 0033): a location's address and
 * IANA time zone, the languages a location offers (none listed: all the customer's), and the customer's
 * translation overrides kept apart from the product's texts. MariaDB and SQLite alike.
 */
export class LocationLanguages1798760000000 implements MigrationInterface {
  name = 'LocationLanguages1798760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('locations', new TableColumn({ ...str('address', 500) }));
    await q.addColumn('locations', new TableColumn({ ...str('time_zone', 64) }));
    await q.createTable(
      new Table({
        name: 'location_languages',
        columns: [pk('id'), int('customer_id'), int('location_id'), str('language_code', 16, false)],
        indices: [
          { name: 'ux_location_languages', columnNames: ['location_id', 'language_code'], isUnique: true },
          { name: 'ix_location_languages_customer', columnNames: ['customer_id', 'language_code'] },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'translation_overrides',
        // 191 characters keeps the unique index within InnoDB's 767-byte limit under utf8mb4.
        columns: [pk('id'), int('customer_id'), str('language_code', 16, false), str('tkey', 191, false), { ...text('value'), isNullable: false }, when('updated_at')],
        indices: [{ name: 'ux_translation_overrides', columnNames: ['customer_id', 'language_code', 'tkey'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('translation_overrides', true);
    await q.dropTable('location_languages', true);
    await q.dropColumn('locations', 'time_zone');
    await q.dropColumn('locations', 'address');
  }
}
