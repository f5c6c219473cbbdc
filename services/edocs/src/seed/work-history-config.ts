import { createDynamicField, CUSTOM_FIELD_DATATYPE, DATATYPE as D, DEFAULT_COLUMN_WIDTHS, type DynamicField, type EntityManagerConfig } from '@attest/contracts';

export const configField = (field_id: number, name: string, datatype_id: number, label: string, required: boolean, sort_order: number, over: Partial<DynamicField> = {}): DynamicField =>
  createDynamicField({
    field_id,
    name,
    datatype_id,
    desc: label,
    required,
    sort_order,
    translation_display_key: label,
    colLgWidth: DEFAULT_COLUMN_WIDTHS.lg,
    colMdWidth: DEFAULT_COLUMN_WIDTHS.md,
    colSmWidth: DEFAULT_COLUMN_WIDTHS.sm,
    ...over,
  });
const field = configField;

export const WORK_HISTORY = 'work_history';

/** The custom field behind custom_fields->did_you_enjoy. */
export const DID_YOU_ENJOY = {
  name: 'did_you_enjoy',
  datatype_id: CUSTOM_FIELD_DATATYPE.NUMBER,
  desc: 'Did you enjoy working there?',
  required: 1,
  sort_order: 1,
  visible_to_applicant: 1,
};

/** The spec's sample custom work-history layout, on the work history table (the 'workHistory' functions). */
export const workHistoryConfig: EntityManagerConfig = {
  entityType: WORK_HISTORY,
  minEntities: 1,
  maxEntities: null,
  entityIdName: 'work_history_id',
  numYearsRequiredEntity: null,
  numYearsRequired: null,
  numYearsRequiredStartProp: 'start_date',
  numYearsRequiredEndProp: 'end_date',
  allowDelete: true,
  formConfig: {
    fields: [
      field(1, 'employer', D.TEXT, 'company', true, 10),
      field(2, 'title', D.TEXT, 'job position title', true, 20),
      field(3, 'custom_fields->did_you_enjoy', D.INTEGER, 'Did you enjoy working there?', true, 30),
      field(4, 'start_date', D.DATE, 'start_date', false, 40),
      field(5, 'end_date', D.DATE, 'end_date', false, 50),
    ],
    layout: [{ title_translation_key: 'work_history', rows: [['employer', 'title'], ['custom_fields->did_you_enjoy'], ['start_date', 'end_date']] }],
  },
  customFieldEntityType: WORK_HISTORY,
  getEntitiesFunction: 'workHistory',
  saveEntitiesFunction: 'workHistory',
  tableConfig: {
    columns: [
      { field: 'employer', label_translation_key: 'company' },
      { field: 'title', label_translation_key: 'job position title' },
      { field: 'start_date', label_translation_key: 'start_date' },
      { field: 'end_date', label_translation_key: 'end_date' },
    ],
  },
  reviewLogic: { requiredFields: ['employer', 'title'] },
  instructionsTransKey: 'work_history_instructions',
  messages: { minEntities: 'work_history_min_entities', editingEntity: 'editing_entity', entitiesNeedReview: 'entities_need_review', yearsRequired: 'years_required' },
  buttons: { add: 'add_work_history', confirm: 'confirm', cancel: 'cancel', saveAll: 'save_all' },
  saveOnConfirm: false,
};

/** The first demo seed kept work history in the generic store; a stored config of that seed is replaced (staff edits are kept). */
export function isFirstSeedWorkHistoryConfig(config: Partial<EntityManagerConfig> | null): boolean {
  return !!config && config.getEntitiesFunction === 'entities' && config.saveEntitiesFunction === 'entities' && config.entityIdName === 'work_history_id' && config.instructionsTransKey === 'work_history_instructions';
}
