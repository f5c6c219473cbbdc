import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationColumns as c } from '@attest/platform';

/** Survey answers (issue 17: the NPS report reads them; issue 18's guest survey pages write them). */
export class CreateSurveyAnswers1798790000000 implements MigrationInterface {
  name = 'CreateSurveyAnswers1798790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'tal_survey_answers',
        columns: [
          c.pk('id'),
          c.int('customer_id'),
          c.int('applicant_id'),
          c.str('kind', 16, false),
          c.int('entity_id', true),
          c.int('score'),
          c.text('comment'),
          c.flag('hidden', 0),
          c.when('created_at'),
        ],
        indices: [
          { name: 'ix_tal_survey_answers_customer_created', columnNames: ['customer_id', 'created_at'] },
          { name: 'ix_tal_survey_answers_customer_applicant', columnNames: ['customer_id', 'applicant_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('tal_survey_answers', true);
  }
}
