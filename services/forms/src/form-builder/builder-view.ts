import { DATATYPE, DEFAULT_COLUMN_WIDTHS, type DynamicField, type FormLayoutSection } from '@attest/contracts';
import { parseJson } from '@attest/platform';
import type { TemplateEntity } from '../forms/entities';
import type { BuilderField, BuilderForm, BuilderLayoutSection, BuilderPdfPage, TriggerRule } from './form-builder.types';

/** The key of a saved field in rules and layout. */
export const fieldKey = (fieldId: number) => `f${fieldId}`;

const isMulti = (f: Pick<DynamicField, 'datatype_id' | 'params'>) => f.datatype_id === DATATYPE.CHECKBOX_GROUP || f.params?.isMultiSelect === true;

export function toBuilderField(f: DynamicField): BuilderField {
  return {
    key: fieldKey(f.field_id),
    field_id: f.field_id,
    datatype_id: f.datatype_id,
    name: f.name,
    label: f.desc,
    required: f.required,
    field_type: f.field_type,
    model_field: f.model_field,
    mask: f.mask,
    translation_display_key: f.translation_display_key,
    trigger_show: f.triggerShow,
    disabled: f.disabled,
    exclude_from_doc: f.exclude_from_doc,
    col_lg: f.colLgWidth ?? DEFAULT_COLUMN_WIDTHS.lg,
    col_md: f.colMdWidth ?? DEFAULT_COLUMN_WIDTHS.md,
    col_sm: f.colSmWidth ?? DEFAULT_COLUMN_WIDTHS.sm,
    params: f.params,
    codes: f.codes.map((c) => ({ code: c.code, value: c.value, is_default: c.is_default })),
  };
}

/** Trigger and action rows read back as rules ("contains" for a multi-value source, else "is"). */
export function rulesOf(fields: DynamicField[]): TriggerRule[] {
  const ids = new Set(fields.map((f) => f.field_id));
  const rules: TriggerRule[] = [];
  for (const f of fields) {
    for (const t of f.triggers) {
      for (const a of t.actions) {
        const type = (a.action_target_type ?? '').toLowerCase();
        if ((type === '' || type === 'field') && ids.has(a.action_target_id)) {
          rules.push({ source: fieldKey(f.field_id), op: isMulti(f) ? 'contains' : 'is', value: t.trigger, action: a.action, target: fieldKey(a.action_target_id) });
        }
      }
    }
  }
  return rules;
}

/** The stored layout (rows of field names) as rows of field keys; names no longer on the form are dropped. */
export function layoutKeys(template: TemplateEntity, fields: DynamicField[]): BuilderLayoutSection[] | null {
  const layout = parseJson<FormLayoutSection[] | null>(template.layout, null);
  if (!layout) {
    return null;
  }
  const byName = new Map(fields.map((f) => [f.name, fieldKey(f.field_id)]));
  return layout.map((s) => ({
    title_translation_key: s.title_translation_key,
    rows: s.rows.map((row) => row.map((name) => byName.get(name)).filter((k): k is string => !!k)).filter((row) => row.length),
  }));
}

export function toBuilderForm(template: TemplateEntity, fields: DynamicField[], version: number, pdfPages: BuilderPdfPage[]): BuilderForm {
  return {
    template_id: template.template_id,
    name: template.name,
    template_type_id: template.template_type_id,
    version,
    has_pdf: !!template.pdf_storage_key,
    pdf_pages: pdfPages,
    fields: fields.map(toBuilderField),
    layout: layoutKeys(template, fields),
    rules: rulesOf(fields),
  };
}
