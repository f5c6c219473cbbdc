import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../lists/migration-columns';

/** A customer's changes to the automatically extended EAD categories (issue 13, /api/v1/admin/ead). */
export class CreateEadCategoryOverrides1797200000210 implements MigrationInterface {
  name = 'CreateEadCategoryOverrides1797200000210';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ead_category_overrides',
        columns: [pk('id'), int('customer_id'), str('category', 8, false), { name: 'listed', type: 'tinyint' }, int('changed_by'), when('changed_at')],
        indices: [{ name: 'ux_ead_category_overrides', columnNames: ['customer_id', 'category'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ead_category_overrides', true);
  }
}
