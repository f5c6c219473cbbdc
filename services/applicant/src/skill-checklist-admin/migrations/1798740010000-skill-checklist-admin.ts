import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { int, pk, str } = migrationColumns;

/**
 * The skills checklists manager (issue 16, decision 0031): a checklist's own proficiency scale (null: the
 * standard four levels) and its assignment to job categories and locations. MariaDB and SQLite alike.
 */
export class SkillChecklistAdmin1798740010000 implements MigrationInterface {
  name = 'SkillChecklistAdmin1798740010000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('skill_checklists', new TableColumn({ name: 'scale', type: 'text', isNullable: true }));
    await q.createTable(
      new Table({
        name: 'skill_checklist_assignments',
        columns: [pk('id'), int('customer_id'), int('checklist_id'), str('kind', 16, false), int('target_id')],
        indices: [
          { name: 'ux_skill_checklist_assignments', columnNames: ['checklist_id', 'kind', 'target_id'], isUnique: true },
          { name: 'ix_skill_checklist_assignments_customer', columnNames: ['customer_id', 'checklist_id'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('skill_checklist_assignments', true);
    await q.dropColumn('skill_checklists', 'scale');
  }
}
