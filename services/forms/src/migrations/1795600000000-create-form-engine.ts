import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableIndexOptions } from 'typeorm';

const str = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'int', isNullable: nullable });
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
const flag = (name: string, def: number): TableColumnOptions => ({ name, type: 'tinyint', default: def });
const when = (name: string): TableColumnOptions => ({ name, type: 'datetime' });
// Generated keys are INTEGER so the same migration runs on SQLite (rowid alias).
const pk = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

const TABLES: { name: string; columns: TableColumnOptions[]; indices?: TableIndexOptions[] }[] = [
  {
    name: 'edc_templates',
    columns: [
      pk('template_id'), int('customer_id'), int('template_type_id'), { name: 'template_sort_order', type: 'int', default: 0 },
      str('external_id', 128), str('name', 255, false), text('description'), flag('second_sig_flag', 0), int('second_sig_template_id', true),
      { name: 'directive', type: 'varchar', length: '64', default: "''" }, flag('active', 1), flag('hide_from_applicant', 0),
      { name: 'sort_order', type: 'int', default: 0 }, flag('downloadable', 0), int('blueprint_id', true), str('edit_url', 512),
      flag('require_fed_id', 0), text('params'), flag('isolated_signing', 0), flag('validated', 0), text('validation_info'),
      str('category', 100), str('pdf_storage_key', 512), str('paper_sign_pdf_storage_key', 512), text('layout'),
      when('created_at'), when('updated_at'),
    ],
    indices: [{ name: 'ix_edc_templates_customer', columnNames: ['customer_id', 'active', 'sort_order'] }],
  },
  {
    name: 'edc_template_tags',
    columns: [pk('id'), int('customer_id'), int('template_id'), str('tag', 100, false)],
    indices: [{ name: 'ux_edc_template_tags', columnNames: ['template_id', 'tag'], isUnique: true }],
  },
  {
    name: 'edc_fields',
    columns: [
      pk('field_id'), int('customer_id'), int('template_id'), int('datatype_id'), str('code', 128, false), str('name', 128),
      text('description'), str('model_field', 128), str('field_type', 32), flag('required', 0), flag('active', 1),
      flag('exclude_from_doc', 0), flag('allow_clear', 0), text('params'), str('wfm_default_field', 128), int('wfm_display_order', true),
      str('mask', 128), { name: 'sort_order', type: 'int', default: 0 }, flag('disabled', 0), flag('trigger_show', 1),
      str('translation_display_key', 128), int('col_lg_width', true), int('col_md_width', true), int('col_sm_width', true),
    ],
    indices: [{ name: 'ix_edc_fields_template', columnNames: ['customer_id', 'template_id', 'sort_order'] }],
  },
  {
    name: 'edc_field_codes',
    columns: [
      pk('id'), int('customer_id'), int('field_id'), str('category', 64, false), str('code', 128, false), str('value', 255, false),
      { name: 'sort_order', type: 'int', default: 0 }, flag('is_default', 0),
    ],
    indices: [{ name: 'ix_edc_field_codes_field', columnNames: ['field_id', 'sort_order'] }],
  },
  {
    name: 'adm_code_values',
    columns: [
      pk('id'), int('customer_id'), str('category', 64, false), str('code', 128, false), str('value', 255, false),
      { name: 'sort_order', type: 'int', default: 0 }, flag('is_default', 0), flag('active', 1),
    ],
    indices: [{ name: 'ux_adm_code_values', columnNames: ['customer_id', 'category', 'code'], isUnique: true }],
  },
  {
    name: 'edc_field_triggers',
    columns: [pk('trigger_id'), int('customer_id'), int('field_id'), str('trigger_value', 255, false)],
    indices: [{ name: 'ix_edc_field_triggers_field', columnNames: ['field_id'] }],
  },
  {
    name: 'edc_field_trigger_actions',
    columns: [
      pk('action_id'), int('customer_id'), int('trigger_id'), { name: 'action_target_type', type: 'varchar', length: '32', default: "'field'" },
      int('action_target_id'), str('action', 16, false),
    ],
    indices: [{ name: 'ix_edc_field_trigger_actions_trigger', columnNames: ['trigger_id'] }],
  },
  {
    name: 'edc_form_values',
    columns: [pk('id'), int('customer_id'), int('applicant_id'), int('template_id'), int('field_id'), text('value'), when('updated_at')],
    indices: [{ name: 'ux_edc_form_values', columnNames: ['applicant_id', 'template_id', 'field_id'], isUnique: true }],
  },
  {
    name: 'cst_entity_custom_fields',
    columns: [
      pk('entity_custom_field_id'), int('customer_id'), str('entity_type', 64, false), str('name', 128, false), int('datatype_id'),
      text('description'), flag('required', 0), { name: 'sort_order', type: 'int', default: 0 }, flag('visible_to_applicant', 1), flag('active', 1),
    ],
    indices: [{ name: 'ux_cst_entity_custom_fields', columnNames: ['customer_id', 'entity_type', 'name'], isUnique: true }],
  },
  {
    name: 'apl_entity_custom_field_values',
    columns: [pk('id'), int('customer_id'), int('entity_id'), int('entity_custom_field_id'), str('entity_type', 64, false), text('value')],
    indices: [{ name: 'ux_apl_entity_custom_field_values', columnNames: ['entity_custom_field_id', 'entity_id'], isUnique: true }],
  },
  {
    name: 'cst_entity_manager_configs',
    columns: [pk('id'), int('customer_id'), str('entity_type', 64, false), { name: 'config', type: 'text' }, when('updated_at')],
    indices: [{ name: 'ux_cst_entity_manager_configs', columnNames: ['customer_id', 'entity_type'], isUnique: true }],
  },
  {
    name: 'apl_entity_records',
    columns: [
      pk('id'), int('customer_id'), int('applicant_id'), str('entity_type', 64, false), { name: 'data', type: 'text' },
      str('start_date', 10), str('end_date', 10), flag('active', 1), when('created_at'), when('updated_at'),
    ],
    indices: [{ name: 'ix_apl_entity_records_applicant', columnNames: ['customer_id', 'applicant_id', 'entity_type'] }],
  },
];

/** The form engine: templates, fields, codes, triggers, stored values, entity custom fields, entity manager and records. */
export class CreateFormEngine1795600000000 implements MigrationInterface {
  name = 'CreateFormEngine1795600000000';

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
