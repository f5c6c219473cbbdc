/** Test-only builder of dynamic fields (not exported from the package). */
import type { TriggerActionKind } from '../datatypes';
import type { DynamicField, FieldTrigger } from '../form-types';

export function makeField(over: Partial<DynamicField> & { name: string }): DynamicField {
  return {
    field_id: over.field_id ?? Math.abs(hash(over.name)),
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

export function codes(...list: string[]) {
  return list.map((code, i) => ({ category: 'C', code, value: code.toUpperCase(), sort_order: i, is_default: false }));
}

let nextTrigger = 1;
/** A trigger on `value` running actions on target field ids. */
export function trigger(value: string, ...actions: [TriggerActionKind, number][]): FieldTrigger {
  const id = nextTrigger++;
  return {
    trigger_id: id,
    field_id: 0,
    trigger: value,
    actions: actions.map(([action, target], i) => ({ action_id: id * 100 + i, trigger_id: id, action_target_type: 'field', action_target_id: target, action })),
  };
}

function hash(s: string): number {
  let h = 7;
  for (const c of s) {
    h = (h * 31 + c.charCodeAt(0)) | 0;
  }
  return h;
}
