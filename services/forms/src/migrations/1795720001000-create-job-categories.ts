import { MigrationInterface, QueryRunner, Table, type TableOptions } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str } = migrationColumns;

const TABLES: TableOptions[] = [
  {
    name: 'job_categories',
    columns: [pk('category_id'), int('customer_id'), str('name', 128, false), { name: 'sort_order', type: 'int', default: 0 }, flag('active', 1)],
    indices: [{ name: 'ux_job_categories_name', columnNames: ['customer_id', 'name'], isUnique: true }],
  },
  {
    name: 'job_category_options',
    columns: [
      pk('id'), int('customer_id'), int('category_id'), str('kind', 16, false), str('code', 64, false), str('name', 128, false),
      { name: 'sort_order', type: 'int', default: 0 },
    ],
    indices: [{ name: 'ux_job_category_options', columnNames: ['category_id', 'kind', 'code'], isUnique: true }],
  },
];

/** Job categories with their skills and specialties (job preferences). */
export class CreateJobCategories1795720001000 implements MigrationInterface {
  name = 'CreateJobCategories1795720001000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.createTable(new Table(t), true);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) {
      await q.dropTable(t.name, true);
    }
  }
}
