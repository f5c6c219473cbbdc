import { DEFAULT_COLUMN_WIDTHS, type DynamicField, type FieldCode, type FieldParams, type FieldTrigger, type FormLayoutSection, type FormTemplate, type TriggerActionKind } from '@attest/contracts';
import { parseJson } from '@attest/platform';
import type { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity } from './entities';


export function toFieldCode(row: Pick<FieldCodeEntity, 'category' | 'code' | 'value' | 'sort_order' | 'is_default'>): FieldCode {
  return { category: row.category, code: row.code, value: row.value, sort_order: row.sort_order, is_default: row.is_default === 1 };
}

export interface FieldParts {
  codes: FieldCodeEntity[];
  triggers: FieldTriggerEntity[];
  actions: FieldTriggerActionEntity[];
}

/** DB row → DynamicField (value null; filled later): name falls back to code, codes by sort_order, triggers with their actions. */
export function toDynamicField(row: FieldEntity, parts: FieldParts): DynamicField {
  const codes = parts.codes
    .filter((c) => c.field_id === row.field_id)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map(toFieldCode);
  const triggers: FieldTrigger[] = parts.triggers
    .filter((t) => t.field_id === row.field_id)
    .sort((a, b) => a.trigger_id - b.trigger_id)
    .map((t) => ({
      trigger_id: t.trigger_id,
      field_id: t.field_id,
      trigger: t.trigger,
      actions: parts.actions
        .filter((a) => a.trigger_id === t.trigger_id)
        .sort((a, b) => a.action_id - b.action_id)
        .map((a) => ({
          action_id: a.action_id,
          trigger_id: a.trigger_id,
          action_target_type: a.action_target_type,
          action_target_id: a.action_target_id,
          action: a.action as TriggerActionKind,
        })),
    }));
  return {
    field_id: row.field_id,
    datatype_id: row.datatype_id,
    name: row.name?.trim() ? row.name : row.code,
    desc: row.desc,
    model_field: row.model_field,
    field_type: row.field_type,
    required: row.required === 1,
    active: row.active === 1,
    exclude_from_doc: row.exclude_from_doc === 1,
    allow_clear: row.allow_clear === 1,
    params: parseJson<FieldParams>(row.params, {}),
    wfm_default_field: row.wfm_default_field,
    wfm_display_order: row.wfm_display_order,
    mask: row.mask,
    codes,
    triggers,
    sort_order: row.sort_order,
    value: null,
    disabled: row.disabled === 1,
    triggerShow: row.trigger_show === 1,
    translation_display_key: row.translation_display_key,
    colLgWidth: row.col_lg_width ?? DEFAULT_COLUMN_WIDTHS.lg,
    colMdWidth: row.col_md_width ?? DEFAULT_COLUMN_WIDTHS.md,
    colSmWidth: row.col_sm_width ?? DEFAULT_COLUMN_WIDTHS.sm,
  };
}

/** The list entry of GET forms: the template without fields. */
export function toTemplateSummary(t: TemplateEntity, tags: string[]): Omit<FormTemplate, 'fields'> {
  return {
    template_id: t.template_id,
    template_type_id: t.template_type_id,
    template_sort_order: t.template_sort_order,
    customer_id: t.customer_id,
    external_id: t.external_id,
    name: t.name,
    desc: t.desc,
    second_sig_flag: t.second_sig_flag === 1,
    second_sig_template_id: t.second_sig_template_id,
    directive: t.directive,
    active: t.active === 1,
    hide_from_applicant: t.hide_from_applicant === 1,
    sort_order: t.sort_order,
    downloadable: t.downloadable === 1,
    blueprint_id: t.blueprint_id,
    edit_url: t.edit_url,
    require_fed_id: t.require_fed_id === 1,
    params: t.params,
    isolated_signing: t.isolated_signing === 1,
    validated: t.validated === 1,
    validation_info: t.validation_info,
    category: t.category,
    tags,
    has_pdf: !!t.pdf_storage_key,
    has_paper_sign_pdf: !!t.paper_sign_pdf_storage_key,
    layout: parseJson<FormLayoutSection[] | null>(t.layout, null),
  };
}
