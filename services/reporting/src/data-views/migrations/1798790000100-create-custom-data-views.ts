import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Custom data views (issue 17): saved applicant list columns and filters, per user, optionally shared. */
export class CreateCustomDataViews1798790000100 implements MigrationInterface {
  name = 'CreateCustomDataViews1798790000100';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'adm_custom_data_views',
        columns: [
          c.pk('id'),
          c.int('customer_id'),
          c.int('user_id'),
          c.str('name', 80, false),
          { ...c.text('columns'), isNullable: false },
          { ...c.text('filter'), isNullable: false },
          c.flag('shared', 0),
          c.when('created_at'),
          c.when('updated_at'),
        ],
        indices: [
          { name: 'ix_adm_custom_data_views_customer_user', columnNames: ['customer_id', 'user_id'] },
          { name: 'ix_adm_custom_data_views_customer_shared', columnNames: ['customer_id', 'shared'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('adm_custom_data_views', true);
  }
}
