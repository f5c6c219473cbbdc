import type { DynamicField } from './form-types';

/**
 * A dynamic field with every property at its neutral default (optional, active, shown, no codes, no
 * triggers, default column widths left to the renderer): for field sets built in code (seeds, entity
 * manager configs, tests).
 */
export function createDynamicField(over: Partial<DynamicField> & Pick<DynamicField, 'field_id' | 'name'>): DynamicField {
  return {
    datatype_id: 1,
    desc: null,
    model_field: null,
    field_type: null,
    required: false,
    active: true,
    exclude_from_doc: false,
    allow_clear: false,
    params: {},
    wfm_default_field: null,
    wfm_display_order: null,
    mask: null,
    codes: [],
    triggers: [],
    sort_order: 0,
    value: null,
    disabled: false,
    triggerShow: true,
    translation_display_key: null,
    colLgWidth: null,
    colMdWidth: null,
    colSmWidth: null,
    ...over,
  };
}
