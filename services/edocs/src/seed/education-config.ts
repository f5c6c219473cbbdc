import { DATATYPE as D, type EntityManagerConfig, type FieldCode } from '@attest/contracts';
import { configField as field } from './config-field';
import { DEMO_CODE_VALUES } from './demo-code-values';

export const EDUCATION = 'education';

/** The dropdown options of a seeded code category (the same values the code value table holds). */
const codesOf = (category: string): FieldCode[] =>
  (DEMO_CODE_VALUES[category] ?? []).map(([code, value], i) => ({ category, code, value, sort_order: i + 1, is_default: false }));

/**
 * The education history form: degree options from code category EDU_DEGREE, major options from the
 * EDU_MAJOR values, state from the state/province list (datatype 27); on the education table. Each
 * confirmed record is saved at once (saveOnConfirm).
 */
export const educationConfig: EntityManagerConfig = {
  entityType: EDUCATION,
  minEntities: 1,
  maxEntities: null,
  entityIdName: 'education_id',
  numYearsRequiredEntity: null,
  numYearsRequired: null,
  numYearsRequiredStartProp: null,
  numYearsRequiredEndProp: null,
  allowDelete: true,
  formConfig: {
    fields: [
      field(1, 'school', D.TEXT, 'school', 'School', true, 10, { params: { max_length: 255 } }),
      field(2, 'degree', D.DROPDOWN, 'degree', 'Degree', false, 20, { codes: codesOf('EDU_DEGREE') }),
      field(3, 'major', D.DROPDOWN, 'major', 'Major', false, 30, { codes: codesOf('EDU_MAJOR') }),
      field(4, 'city', D.TEXT, 'city', 'City', false, 40, { params: { max_length: 100 } }),
      field(5, 'state', D.STATE, 'state', 'State', false, 50),
      field(6, 'grad_year', D.TEXT, 'grad_year', 'Graduation year', false, 60, { params: { regex: '^(19|20)\\d{2}$', regex_message: 'invalid_entry', max_length: 4 } }),
    ],
    layout: [{ title_translation_key: '', rows: [['school'], ['degree', 'major'], ['city', 'state'], ['grad_year']] }],
  },
  customFieldEntityType: EDUCATION,
  getEntitiesFunction: 'education',
  saveEntitiesFunction: 'education',
  tableConfig: {
    columns: [
      { field: 'school', label_translation_key: 'school' },
      { field: 'degree', label_translation_key: 'degree' },
      { field: 'major', label_translation_key: 'major' },
      { field: 'grad_year', label_translation_key: 'grad_year' },
    ],
  },
  reviewLogic: { requiredFields: ['school'] },
  instructionsTransKey: 'education_instructions',
  messages: { minEntities: 'education_min_entities', editingEntity: 'editing_entity', entitiesNeedReview: 'entities_need_review', yearsRequired: 'years_required' },
  buttons: { add: 'add_education', confirm: 'entity_save_record', cancel: 'cancel', saveAll: 'save_all' },
  saveOnConfirm: true,
};
