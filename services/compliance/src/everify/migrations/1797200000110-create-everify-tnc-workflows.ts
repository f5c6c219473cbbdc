import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, pk, str, when } from '../../shared/migration-columns';

const yesNo = (name: string) => ({ name, type: 'tinyint', isNullable: true });

export class CreateEverifyTncWorkflows1797200000110 implements MigrationInterface {
  name = 'CreateEverifyTncWorkflows1797200000110';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'everify_tnc_workflows',
        columns: [
          pk('id'), int('customer_id'), int('case_id'), when('notice_sent_at', true), int('notice_sent_by', true), when('downloaded_at', true), str('downloaded_lang', 2),
          yesNo('tnc_fan_step1'), yesNo('tnc_fan_step2'), str('language', 2), str('outcome', 16), str('answered_party', 16), int('answered_by', true),
          str('answered_name', 200), when('answered_at', true), when('created_at'), when('updated_at'),
        ],
        indices: [{ name: 'ux_everify_tnc_workflows_case', columnNames: ['customer_id', 'case_id'], isUnique: true }],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('everify_tnc_workflows', true);
  }
}
