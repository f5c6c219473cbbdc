import type { DynamicField, FieldValue, FormValues } from '../form-types';
import { asList } from '../validate/multi-value';

export interface FieldState {
  visible: boolean;
  disabled: boolean;
}
export type FieldStates = Record<string, FieldState>;

/** The value equals the trigger value, or a list value (or a '||'-joined one) contains it. */
export function triggerMatches(value: FieldValue | undefined, trigger: string): boolean {
  if (value == null) {
    return false;
  }
  return value === trigger || asList(value).includes(trigger);
}

const sameStates = (a: FieldStates, b: FieldStates) =>
  Object.keys(a).every((k) => a[k].visible === b[k]?.visible && a[k].disabled === b[k]?.disabled);

function sorted(fields: readonly DynamicField[]): DynamicField[] {
  return fields.map((f, i) => ({ f, i })).sort((a, b) => (a.f.sort_order ?? 0) - (b.f.sort_order ?? 0) || a.i - b.i).map((x) => x.f);
}

/**
 * Visibility and disabled state of every field for the given values (spec §4 "Field visibility triggers").
 * Decisions where the spec is silent:
 * - Start: visible = triggerShow !== false, disabled = field.disabled; then every field's triggers run by its value.
 * - Only show/hide are inverted when the value does not match; disable/enable act only on a match, so a
 *   field is disabled exactly while a disabling value is selected (the state is recomputed from scratch).
 * - Within one source field, actions of matching triggers win over inverted ones (two show-triggers on
 *   values 'A' and 'B' show the target for either value); across source fields the later in sort_order wins.
 * - A hidden field's value counts as empty (hiding clears it), so chains settle; this runs to a fixed point.
 * - Only actions whose action_target_type is 'field' (or empty) act; action_target_id is a field_id.
 */
export function computeFieldStates(fields: readonly DynamicField[], values: FormValues): FieldStates {
  const byId = new Map(fields.map((f) => [f.field_id, f]));
  const initial: FieldStates = {};
  for (const f of fields) {
    initial[f.name] = { visible: f.triggerShow !== false, disabled: !!f.disabled };
  }
  const order = sorted(fields).filter((f) => f.triggers?.length);
  let states = initial;
  for (let pass = 0; pass <= fields.length; pass += 1) {
    const next: FieldStates = {};
    for (const name of Object.keys(initial)) {
      next[name] = { ...initial[name] };
    }
    for (const source of order) {
      const value = states[source.name].visible ? values[source.name] : null;
      const inverted: [string, Partial<FieldState>][] = [];
      const matched: [string, Partial<FieldState>][] = [];
      for (const trigger of source.triggers) {
        const hit = triggerMatches(value, String(trigger.trigger ?? ''));
        for (const action of trigger.actions ?? []) {
          const type = (action.action_target_type ?? '').toLowerCase();
          const target = byId.get(action.action_target_id);
          if (!target || (type !== '' && type !== 'field')) {
            continue;
          }
          const list = hit ? matched : inverted;
          if (action.action === 'show' || action.action === 'hide') {
            list.push([target.name, { visible: (action.action === 'show') === hit }]);
          } else if (hit) {
            matched.push([target.name, { disabled: action.action === 'disable' }]);
          }
        }
      }
      for (const [name, change] of [...inverted, ...matched]) {
        Object.assign(next[name], change);
      }
    }
    if (sameStates(next, states)) {
      return next;
    }
    states = next;
  }
  return states;
}
