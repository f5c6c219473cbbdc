/** Test-only builder of dynamic fields (not exported from the package). */
import type { TriggerActionKind } from '../datatypes';
import { createDynamicField } from '../create-dynamic-field';
import type { DynamicField, FieldTrigger } from '../form-types';

export function makeField(over: Partial<DynamicField> & { name: string }): DynamicField {
  return createDynamicField({ ...over, field_id: over.field_id ?? Math.abs(hash(over.name)) });
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
