import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Guest survey answers (issue 18, decision 0044): the spec's survey type and the yes/no answers beside the score;
 * one answer per applicant, type and placement or interview (the unique index refuses a second submit).
 */
export class AddSurveyAnswerType1798845000000 implements MigrationInterface {
  name = 'AddSurveyAnswerType1798845000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('tal_survey_answers', [
      new TableColumn({ name: 'survey_type', type: 'int', isNullable: true }),
      new TableColumn({ name: 'answers', type: 'text', isNullable: true }),
    ]);
    await q.createIndex(
      'tal_survey_answers',
      new TableIndex({ name: 'ux_tal_survey_answers_once', columnNames: ['customer_id', 'applicant_id', 'survey_type', 'entity_id'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('tal_survey_answers', 'ux_tal_survey_answers_once');
    await q.dropColumn('tal_survey_answers', 'answers');
    await q.dropColumn('tal_survey_answers', 'survey_type');
  }
}
