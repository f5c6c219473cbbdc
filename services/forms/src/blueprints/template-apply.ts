import { In, type EntityManager } from 'typeorm';
import type { StorageService } from '@attest/platform';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity, TemplateTagEntity } from '../forms/entities';
import type { PortableField, PortableFile, PortableTemplate } from './template-content';
import type { TemplatePlanItem } from './template-plan';

export interface ApplyTemplateOptions {
  /** Promotion marks the templates it writes with the blueprint they came from. */
  blueprintId?: number | null;
}

/**
 * Writes new and changed plan items into the target customer (inside the caller's transaction) and returns
 * the target template id of every applied, same or changed item by key. A changed template keeps its id and
 * its fields' ids (matched by code, so stored values stay attached); fields the source no longer has are
 * deactivated; codes and triggers are replaced.
 */
export async function applyTemplatePlan(m: EntityManager, storage: StorageService, customerId: number, items: TemplatePlanItem[], options: ApplyTemplateOptions = {}): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const item of items) {
    if (item.status === 'conflict') {
      continue;
    }
    if (item.status === 'same') {
      ids.set(item.key, item.target_id ?? 0);
      continue;
    }
    const id = await writeTemplate(m, storage, customerId, item.status === 'changed' ? item.target_id : null, item.content, options);
    ids.set(item.key, id);
  }
  return ids;
}

async function writeTemplate(m: EntityManager, storage: StorageService, customerId: number, targetId: number | null, c: PortableTemplate, options: ApplyTemplateOptions): Promise<number> {
  const now = new Date();
  const row = {
    ...c.template,
    pdf_storage_key: await storeFile(storage, customerId, c.pdf),
    paper_sign_pdf_storage_key: await storeFile(storage, customerId, c.paper_sign_pdf),
    updated_at: now,
    ...(options.blueprintId ? { blueprint_id: options.blueprintId } : {}),
  };
  let templateId: number;
  if (targetId === null) {
    const inserted = await m.insert(TemplateEntity, { ...row, customer_id: customerId, created_at: now });
    templateId = Number(inserted.identifiers[0].template_id);
  } else {
    templateId = targetId;
    await m.update(TemplateEntity, { customer_id: customerId, template_id: templateId }, row);
  }
  await m.delete(TemplateTagEntity, { customer_id: customerId, template_id: templateId });
  if (c.tags.length) {
    await m.insert(TemplateTagEntity, c.tags.map((tag) => ({ customer_id: customerId, template_id: templateId, tag })));
  }
  await writeFields(m, customerId, templateId, c.fields);
  return templateId;
}

async function writeFields(m: EntityManager, customerId: number, templateId: number, fields: PortableField[]): Promise<void> {
  const existing = await m.find(FieldEntity, { where: { customer_id: customerId, template_id: templateId }, order: { field_id: 'ASC' } });
  // Codes and triggers of this template's fields are rewritten whole.
  const existingIds = existing.map((f) => f.field_id);
  if (existingIds.length) {
    const triggerIds = (await m.find(FieldTriggerEntity, { select: ['trigger_id'], where: { customer_id: customerId, field_id: In(existingIds) } })).map((t) => t.trigger_id);
    if (triggerIds.length) {
      await m.delete(FieldTriggerActionEntity, { customer_id: customerId, trigger_id: In(triggerIds) });
      await m.delete(FieldTriggerEntity, { customer_id: customerId, trigger_id: In(triggerIds) });
    }
    await m.delete(FieldCodeEntity, { customer_id: customerId, field_id: In(existingIds) });
  }
  const byCode = new Map<string, FieldEntity>();
  for (const f of existing) {
    // The first (active first) field with a code is the one a code names.
    const seen = byCode.get(f.code);
    if (!seen || (!seen.active && f.active)) {
      byCode.set(f.code, f);
    }
  }
  const wanted = new Set(fields.map((f) => f.code));
  const stale = existing.filter((f) => f.active && (!wanted.has(f.code) || byCode.get(f.code) !== f)).map((f) => f.field_id);
  if (stale.length) {
    await m.update(FieldEntity, { customer_id: customerId, field_id: In(stale) }, { active: 0 });
  }
  const fieldIdOf = new Map<string, number>();
  const fresh: PortableField[] = [];
  for (const f of fields) {
    const { codes: _codes, triggers: _triggers, ...columns } = f;
    const current = byCode.get(f.code);
    if (current) {
      await m.update(FieldEntity, { customer_id: customerId, field_id: current.field_id }, { ...columns, active: 1 });
      fieldIdOf.set(f.code, current.field_id);
    } else {
      fresh.push(f);
    }
  }
  if (fresh.length) {
    await m.insert(FieldEntity, fresh.map(({ codes: _c, triggers: _t, ...columns }) => ({ ...columns, customer_id: customerId, template_id: templateId, active: 1 })));
    const created = await m.find(FieldEntity, { select: ['field_id', 'code'], where: { customer_id: customerId, template_id: templateId, code: In(fresh.map((f) => f.code)), active: 1 } });
    for (const f of created) {
      if (!fieldIdOf.has(f.code)) {
        fieldIdOf.set(f.code, f.field_id);
      }
    }
  }
  const codeRows = fields.flatMap((f) => f.codes.map((c) => ({ ...c, customer_id: customerId, field_id: fieldIdOf.get(f.code) ?? 0 })));
  if (codeRows.length) {
    await m.insert(FieldCodeEntity, codeRows);
  }
  for (const f of fields) {
    for (const t of f.triggers) {
      const inserted = await m.insert(FieldTriggerEntity, { customer_id: customerId, field_id: fieldIdOf.get(f.code) ?? 0, trigger: t.trigger });
      const triggerId = Number(inserted.identifiers[0].trigger_id);
      const actions = t.actions
        .map((a) => ({ action_target_type: a.action_target_type, action: a.action, action_target_id: a.target_code !== null ? fieldIdOf.get(a.target_code) : a.target_id }))
        .filter((a): a is { action_target_type: string; action: string; action_target_id: number } => typeof a.action_target_id === 'number');
      if (actions.length) {
        await m.insert(FieldTriggerActionEntity, actions.map((a) => ({ ...a, customer_id: customerId, trigger_id: triggerId })));
      }
    }
  }
}

/** Content-addressed: the same file is stored once per customer whatever the number of transfers. */
async function storeFile(storage: StorageService, customerId: number, file: PortableFile | null): Promise<string | null> {
  if (!file?.base64) {
    return null;
  }
  const key = `templates/${customerId}/transferred-${file.sha256}.pdf`;
  if (!(await storage.exists(key))) {
    await storage.put(key, Buffer.from(file.base64, 'base64'), 'application/pdf');
  }
  return key;
}
