import type { DynamicField, FieldTrigger, FormTemplate, TriggerActionKind } from '@attest/contracts';
import type { BuilderField, TriggerRule } from '../api/builder-types';
import { fieldOrder, type BuilderState } from './builder-reducer';

/** The action row a rule stores: "is not" keeps the opposite show/hide (the engine inverts it off a match). */
export function storedAction(rule: TriggerRule): TriggerActionKind {
  if (rule.op !== 'is_not') {
    return rule.action;
  }
  return rule.action === 'show' ? 'hide' : 'show';
}

/** Unsaved fields get negative ids so the engine's rows can point at them. */
function idsOf(state: BuilderState): Map<string, number> {
  let n = 0;
  return new Map(fieldOrder(state).map((k) => [k, state.fields[k].field_id ?? (n -= 1)]));
}

function toDynamicField(f: BuilderField, id: number, sortOrder: number, triggers: FieldTrigger[]): DynamicField {
  return {
    field_id: id, datatype_id: f.datatype_id, name: f.name, desc: f.label, model_field: f.model_field, field_type: f.field_type,
    required: f.required, active: true, exclude_from_doc: f.exclude_from_doc, allow_clear: false, params: f.params,
    wfm_default_field: null, wfm_display_order: null, mask: f.mask,
    codes: f.codes.map((c, i) => ({ category: f.name, code: c.code, value: c.value, sort_order: i + 1, is_default: c.is_default })),
    triggers, sort_order: sortOrder, value: null, disabled: f.disabled, triggerShow: f.trigger_show,
    translation_display_key: f.translation_display_key, colLgWidth: f.col_lg, colMdWidth: f.col_md, colSmWidth: f.col_sm,
  };
}

/** The unsaved state as the FormTemplate DynamicForm renders: the same trigger rows and layout the server will store. */
export function toPreviewTemplate(state: BuilderState, name: string, templateTypeId: number): FormTemplate {
  const ids = idsOf(state);
  let triggerId = 0;
  let actionId = 0;
  const triggersOf = (key: string): FieldTrigger[] => {
    const byValue = new Map<string, FieldTrigger>();
    for (const r of state.rules.filter((x) => x.source === key && ids.has(x.target))) {
      const t = byValue.get(r.value) ?? { trigger_id: (triggerId += 1), field_id: ids.get(key)!, trigger: r.value, actions: [] };
      t.actions.push({ action_id: (actionId += 1), trigger_id: t.trigger_id, action_target_type: 'field', action_target_id: ids.get(r.target)!, action: storedAction(r) });
      byValue.set(r.value, t);
    }
    return [...byValue.values()];
  };
  const fields = fieldOrder(state).map((k, i) => toDynamicField(state.fields[k], ids.get(k)!, i + 1, triggersOf(k)));
  const nameOf = (k: string) => state.fields[k].name;
  return {
    template_id: state.templateId, template_type_id: templateTypeId, template_sort_order: 0, customer_id: 0, external_id: null, name, desc: null,
    second_sig_flag: false, second_sig_template_id: null, directive: '', active: true, hide_from_applicant: false, sort_order: 0, downloadable: false,
    blueprint_id: null, edit_url: null, require_fed_id: false, params: null, isolated_signing: false, validated: false, validation_info: null,
    category: null, tags: [], has_pdf: false, has_paper_sign_pdf: false,
    layout: state.sections.map((s) => ({ title_translation_key: s.title_translation_key, rows: s.rows.map((row) => row.map(nameOf)) })),
    fields,
  };
}
