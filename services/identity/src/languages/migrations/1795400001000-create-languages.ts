import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateLanguages1795400001000 implements MigrationInterface {
  name = 'CreateLanguages1795400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'languages',
        // 'integer' keys: SQLite allows AUTOINCREMENT only on INTEGER PRIMARY KEY; MySQL reads it as INT.
        columns: [
          { name: 'language_id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'code', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'is_default', type: 'tinyint', default: 0 },
        ],
        indices: [{ name: 'ux_languages_customer_code', columnNames: ['customer_id', 'code'], isUnique: true }],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'translations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'customer_id', type: 'int' },
          { name: 'language_code', type: 'varchar', length: '16' },
          // 191 characters keeps the unique index within InnoDB's 767-byte limit under utf8mb4.
          { name: 'tkey', type: 'varchar', length: '191' },
          { name: 'value', type: 'text' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          { name: 'ux_translations_customer_lang_key', columnNames: ['customer_id', 'language_code', 'tkey'], isUnique: true },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('translations', true);
    await q.dropTable('languages', true);
  }
}
