import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../lists/migration-columns';

/** Staff users' E-Verify assessments (tutorial and knowledge test), per customer (issue 13). */
export class CreateEverifyAssessments1797200000220 implements MigrationInterface {
  name = 'CreateEverifyAssessments1797200000220';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'user_everify_assessments',
        columns: [
          pk('id'), int('customer_id'), int('user_id'), str('status', 16, false), when('ordered_at', true), int('ordered_by', true),
          str('passed_on', 10), int('recorded_by', true), when('recorded_at', true),
        ],
        indices: [{ name: 'ux_user_everify_assessments', columnNames: ['customer_id', 'user_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_everify_assessments', true);
  }
}
