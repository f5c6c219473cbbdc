import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Iframe survey orders (ours) and the built-in survey provider simulator's side of them (issue 18, decision 0044). */
export class CreateSurveyOrders1798845000300 implements MigrationInterface {
  name = 'CreateSurveyOrders1798845000300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'int_survey_orders',
        columns: [
          c.pk('id'), c.int('customer_id'), c.int('applicant_id'), c.str('provider', 64, false), c.str('order_id', 64, false),
          c.int('survey_type', true), c.int('entity_id', true), c.str('status', 16, false), c.when('created_at'), c.when('updated_at'),
        ],
        indices: [
          { name: 'ix_int_survey_orders_applicant', columnNames: ['customer_id', 'applicant_id'] },
          { name: 'ux_int_survey_orders_order', columnNames: ['provider', 'order_id'], isUnique: true },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'int_survey_sim_orders',
        columns: [
          { name: 'order_id', type: 'varchar', length: '64', isPrimary: true },
          c.int('customer_id'), c.int('applicant_id'), c.str('first_name', 100), c.str('status', 16, false), c.int('score', true),
          c.when('created_at'), c.when('updated_at'),
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('int_survey_sim_orders', true);
    await q.dropTable('int_survey_orders', true);
  }
}
