import { CUSTOM_FIELD_DATATYPE, DATATYPE as D, type EntityManagerConfig } from '@attest/contracts';
import { configField as field } from './config-field';

export const WORK_HISTORY = 'work_history';

/** A custom field (custom_fields->did_you_enjoy, the spec's sample); defined for the demo, not on its default form. */
export const DID_YOU_ENJOY = {
  name: 'did_you_enjoy',
  datatype_id: CUSTOM_FIELD_DATATYPE.NUMBER,
  desc: 'Did you enjoy working there?',
  required: 1,
  sort_order: 1,
  visible_to_applicant: 1,
};

const long = { params: { max_length: 4000, input_kind: 'textarea' as const } };

/**
 * What staffing companies ask about each job (employer, title, city/state, supervisor and phone, may we
 * contact, start/end, reason for leaving, duties), on the work history table (the 'workHistory'
 * functions). Each confirmed record is saved at once (saveOnConfirm): there is no separate "Save all".
 */
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
      field(1, 'employer', D.TEXT, 'wh_employer', 'Employer', true, 10, { params: { max_length: 255 } }),
      field(2, 'title', D.TEXT, 'wh_title', 'Job title', true, 20, { params: { max_length: 255 } }),
      field(3, 'city', D.TEXT, 'city', 'City', false, 30, { params: { max_length: 100 } }),
      field(4, 'state', D.STATE, 'state', 'State', false, 40),
      field(5, 'supervisor', D.TEXT, 'wh_supervisor', 'Supervisor', false, 50, { params: { max_length: 255 } }),
      field(6, 'supervisor_phone', D.PHONE, 'wh_supervisor_phone', "Supervisor's phone", false, 60),
      field(7, 'contact_supervisor', D.YES_NO, 'wh_may_we_contact', 'May we contact this employer?', false, 70),
      field(8, 'start_date', D.DATE, 'start_date', 'Start date', true, 80),
      field(9, 'end_date', D.DATE, 'wh_end_date', 'End date (empty if you still work here)', false, 90),
      field(10, 'desc', D.TEXTAREA, 'wh_duties', 'Duties', false, 100, long),
      field(11, 'reason_for_leaving', D.TEXTAREA, 'wh_reason_for_leaving', 'Reason for leaving', false, 110, long),
    ],
    layout: [
      {
        // No section title: the editor's own heading (New record / Edit record) names the form.
        title_translation_key: '',
        rows: [['employer', 'title'], ['city', 'state'], ['supervisor', 'supervisor_phone'], ['contact_supervisor'], ['start_date', 'end_date'], ['desc'], ['reason_for_leaving']],
      },
    ],
  },
  customFieldEntityType: WORK_HISTORY,
  getEntitiesFunction: 'workHistory',
  saveEntitiesFunction: 'workHistory',
  tableConfig: {
    columns: [
      { field: 'employer', label_translation_key: 'wh_employer' },
      { field: 'title', label_translation_key: 'wh_title' },
      { field: 'start_date', label_translation_key: 'start_date' },
      { field: 'end_date', label_translation_key: 'end_date' },
    ],
  },
  reviewLogic: { requiredFields: ['employer', 'title', 'start_date'] },
  instructionsTransKey: 'work_history_instructions',
  messages: { minEntities: 'work_history_min_entities', editingEntity: 'editing_entity', entitiesNeedReview: 'entities_need_review', yearsRequired: 'years_required' },
  buttons: { add: 'add_work_history', confirm: 'entity_save_record', cancel: 'cancel', saveAll: 'save_all' },
  saveOnConfirm: true,
};

/** The first demo seed kept work history in the generic store; a stored config of that seed is replaced (staff edits are kept). */
export function isFirstSeedWorkHistoryConfig(config: Partial<EntityManagerConfig> | null): boolean {
  return !!config && config.getEntitiesFunction === 'entities' && config.saveEntitiesFunction === 'entities' && config.entityIdName === 'work_history_id' && config.instructionsTransKey === 'work_history_instructions';
}
