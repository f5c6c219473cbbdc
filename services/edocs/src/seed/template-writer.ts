import type { DataSource, EntityManager } from 'typeorm';
import type { FieldParams, FormLayoutSection, FormParams, TriggerActionKind } from '@attest/contracts';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity, TemplateTagEntity } from '@attest/forms';

export interface SeedField {
  code: string;
  datatype_id: number;
  name?: string;
  desc?: string;
  model_field?: string;
  field_type?: string;
  required?: boolean;
  params?: FieldParams;
  mask?: string;
  allow_clear?: boolean;
  disabled?: boolean;
  /** false: hidden until a trigger shows it. */
  trigger_show?: boolean;
  translation_display_key?: string;
  /** [code, value, is_default?] */
  codes?: [string, string, boolean?][];
  /** When this field's value equals `value`, apply each [action, target field code]. */
  triggers?: { value: string; actions: [TriggerActionKind, string][] }[];
}

export interface SeedTemplate {
  name: string;
  template_type_id: number;
  directive?: string;
  desc?: string;
  category?: string;
  tags?: string[];
  params?: FormParams;
  layout?: FormLayoutSection[];
  sort_order?: number;
  hide_from_applicant?: boolean;
  /** The applicant may download the blank PDF (paper-sign forms must be printable). */
  downloadable?: boolean;
  fields: SeedField[];
}

/** Writes a template with its fields, codes, triggers and tags unless the customer already has one of that name; answers its id. */
export async function writeTemplate(ds: DataSource, customerId: number, spec: SeedTemplate): Promise<number> {
  const existing = await ds.getRepository(TemplateEntity).findOneBy({ customer_id: customerId, name: spec.name });
  if (existing) {
    return existing.template_id;
  }
  return ds.transaction(async (m) => {
    const now = new Date();
    const template = await m.getRepository(TemplateEntity).save({
      customer_id: customerId,
      template_type_id: spec.template_type_id,
      name: spec.name,
      desc: spec.desc ?? null,
      directive: spec.directive ?? '',
      category: spec.category ?? null,
      params: JSON.stringify(spec.params ?? {}),
      layout: spec.layout ? JSON.stringify(spec.layout) : null,
      sort_order: spec.sort_order ?? 0,
      hide_from_applicant: spec.hide_from_applicant ? 1 : 0,
      downloadable: spec.downloadable ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    const id = template.template_id;
    if (spec.tags?.length) {
      await m.insert(TemplateTagEntity, spec.tags.map((tag) => ({ customer_id: customerId, template_id: id, tag })));
    }
    await writeFields(m, customerId, id, spec.fields);
    return id;
  });
}

async function writeFields(m: EntityManager, customerId: number, templateId: number, fields: SeedField[]): Promise<void> {
  const rows = fields.map((f, i) => ({
    customer_id: customerId,
    template_id: templateId,
    datatype_id: f.datatype_id,
    code: f.code,
    name: f.name ?? null,
    desc: f.desc ?? null,
    model_field: f.model_field ?? null,
    field_type: f.field_type ?? null,
    required: f.required ? 1 : 0,
    params: JSON.stringify(f.params ?? {}),
    mask: f.mask ?? null,
    allow_clear: f.allow_clear ? 1 : 0,
    disabled: f.disabled ? 1 : 0,
    trigger_show: f.trigger_show === false ? 0 : 1,
    translation_display_key: f.translation_display_key ?? null,
    sort_order: (i + 1) * 10,
  }));
  // Multi-row inserts in chunks; ids are read back by code (portable across MySQL and SQLite).
  for (let i = 0; i < rows.length; i += 100) {
    await m.insert(FieldEntity, rows.slice(i, i + 100));
  }
  const saved = await m.getRepository(FieldEntity).findBy({ customer_id: customerId, template_id: templateId });
  const idOf = new Map(saved.map((r) => [r.code, r.field_id]));
  const codes = fields.flatMap((f) =>
    (f.codes ?? []).map(([code, value, isDefault], i) => ({
      customer_id: customerId,
      field_id: idOf.get(f.code)!,
      category: f.code.toUpperCase(),
      code,
      value,
      sort_order: i + 1,
      is_default: isDefault ? 1 : 0,
    })),
  );
  for (let i = 0; i < codes.length; i += 200) {
    await m.insert(FieldCodeEntity, codes.slice(i, i + 200));
  }
  for (const f of fields) {
    for (const t of f.triggers ?? []) {
      const trigger = await m.getRepository(FieldTriggerEntity).save({ customer_id: customerId, field_id: idOf.get(f.code)!, trigger: t.value });
      await m.insert(
        FieldTriggerActionEntity,
        t.actions.map(([action, target]) => ({ customer_id: customerId, trigger_id: trigger.trigger_id, action_target_type: 'field', action_target_id: idOf.get(target)!, action })),
      );
    }
  }
}
