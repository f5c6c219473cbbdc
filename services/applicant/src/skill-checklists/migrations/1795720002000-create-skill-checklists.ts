import { MigrationInterface, QueryRunner, Table, type TableOptions } from 'typeorm';
import { migrationColumns } from '@attest/platform';

const { flag, int, pk, str, text, when } = migrationColumns;

const tables = (bigText: string): TableOptions[] => [
  {
    name: 'skill_checklists',
    columns: [pk('checklist_id'), int('customer_id'), str('name', 255, false), text('description'), flag('auto_assign', 0), flag('active', 1), when('created_at')],
    indices: [{ name: 'ux_skill_checklists_name', columnNames: ['customer_id', 'name'], isUnique: true }],
  },
  {
    name: 'skill_checklist_items',
    columns: [pk('item_id'), int('customer_id'), int('checklist_id'), str('section', 128, false), str('skill', 255, false), { name: 'sort_order', type: 'int', default: 0 }],
    indices: [{ name: 'ix_skill_checklist_items_checklist', columnNames: ['checklist_id', 'sort_order'] }],
  },
  {
    name: 'applicant_skill_checklists',
    columns: [
      pk('id'), int('customer_id'), int('applicant_id'), int('checklist_id'), str('state', 32, false), { name: 'answers', type: 'text' },
      { name: 'signature', type: bigText, isNullable: true }, when('assigned_at'), when('started_at', true), when('signed_at', true),
      when('completed_at', true), when('skipped_at', true), str('pdf_storage_key', 512), int('assigned_by', true), when('updated_at'),
    ],
    indices: [{ name: 'ux_applicant_skill_checklists', columnNames: ['customer_id', 'applicant_id', 'checklist_id'], isUnique: true }],
  },
];

/** Skills checklists: the customer's definitions and their items, and the checklists assigned to applicants. */
export class CreateSkillChecklists1795720002000 implements MigrationInterface {
  name = 'CreateSkillChecklists1795720002000';

  async up(q: QueryRunner): Promise<void> {
    // A drawn signature (PNG data URL) can pass TEXT's 64 KB on MariaDB; SQLite's TEXT has no such limit.
    const bigText = ['mysql', 'mariadb'].includes(q.connection.options.type) ? 'mediumtext' : 'text';
    for (const t of tables(bigText)) {
      await q.createTable(new Table(t), true);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of tables('text').reverse()) {
      await q.dropTable(t.name, true);
    }
  }
}
