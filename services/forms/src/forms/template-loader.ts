import { In, type DataSource, type EntityManager } from 'typeorm';
import type { DynamicField } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity, TemplateTagEntity } from './entities';
import { toDynamicField } from './to-form-template';

export interface LoadedTemplate {
  template: TemplateEntity;
  tags: string[];
  /** Active fields by sort_order, mapped to the contracts shape (values null). */
  fields: DynamicField[];
}

/** Reads a template of the customer with its active fields, codes, triggers and tags in six queries (404 when not the customer's). */
export async function loadTemplate(db: DataSource | EntityManager, customerId: number, templateId: number): Promise<LoadedTemplate> {
  const template = await new TenantRepository(db, TemplateEntity).findOneOr404(customerId, { template_id: templateId });
  const rows = (await new TenantRepository(db, FieldEntity).find(customerId, { template_id: templateId, active: 1 })).sort(
    (a, b) => a.sort_order - b.sort_order || a.field_id - b.field_id,
  );
  const fieldIds = rows.map((r) => r.field_id);
  const byField = fieldIds.length ? { field_id: In(fieldIds) } : { field_id: -1 };
  const [codes, triggers, tags] = await Promise.all([
    new TenantRepository(db, FieldCodeEntity).find(customerId, byField),
    new TenantRepository(db, FieldTriggerEntity).find(customerId, byField),
    loadTags(db, customerId, [templateId]),
  ]);
  const triggerIds = triggers.map((t) => t.trigger_id);
  const actions = triggerIds.length ? await new TenantRepository(db, FieldTriggerActionEntity).find(customerId, { trigger_id: In(triggerIds) }) : [];
  return { template, tags: tags.get(templateId) ?? [], fields: rows.map((r) => toDynamicField(r, { codes, triggers, actions })) };
}

/** Tags of several templates, each list sorted. */
export async function loadTags(db: DataSource | EntityManager, customerId: number, templateIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!templateIds.length) {
    return out;
  }
  const rows = await new TenantRepository(db, TemplateTagEntity).find(customerId, { template_id: In(templateIds) });
  for (const r of rows) {
    out.set(r.template_id, [...(out.get(r.template_id) ?? []), r.tag].sort());
  }
  return out;
}
