import type { DataSource, EntityManager } from 'typeorm';
import type { StorageService } from '@attest/platform';
import { TemplateEntity } from '../forms/entities';
import { readTemplateContents, templateFingerprint, type PortableTemplate } from './template-content';

/** What applying one item would do to the target: new, changed, same, or conflict (not applied). */
export type ChangeStatus = 'new' | 'changed' | 'same' | 'conflict';

export interface TemplatePlanItem {
  /** external_id when the source has one, else the name: how the target's template is found. */
  key: string;
  name: string;
  external_id: string | null;
  status: ChangeStatus;
  /** The target's matching template (changed, same), or the one in the way (conflict). */
  target_id: number | null;
  /** Why a conflict: duplicate_name, duplicate_external_id, name_taken (same name, another external id). */
  reason?: string;
  content: PortableTemplate;
  source_id: number;
}

type Db = DataSource | EntityManager;

export function templateKey(t: { external_id: string | null; name: string }): string {
  return t.external_id ? `external:${t.external_id}` : `name:${t.name.trim().toLowerCase()}`;
}

/**
 * Finds each source template in the target customer — by external id when it has one, else by name
 * (case-insensitive) — and compares content. Ambiguous or crossed matches are conflicts.
 */
export async function planTemplates(db: Db, storage: StorageService, targetCustomerId: number, sources: { source_id: number; content: PortableTemplate }[]): Promise<TemplatePlanItem[]> {
  if (!sources.length) {
    return [];
  }
  const existing = (await db.getRepository(TemplateEntity).find({ select: ['template_id', 'name', 'external_id'], where: { customer_id: targetCustomerId } }));
  const byExternal = new Map<string, number[]>();
  const byName = new Map<string, { id: number; external_id: string | null }[]>();
  for (const t of existing) {
    if (t.external_id) {
      byExternal.set(t.external_id, [...(byExternal.get(t.external_id) ?? []), t.template_id]);
    }
    const name = t.name.trim().toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), { id: t.template_id, external_id: t.external_id || null }]);
  }
  const items: TemplatePlanItem[] = sources.map(({ source_id, content }) => {
    const externalId = content.template.external_id || null;
    const base = { key: templateKey({ external_id: externalId, name: content.template.name }), name: content.template.name, external_id: externalId, content, source_id };
    const sameName = byName.get(content.template.name.trim().toLowerCase()) ?? [];
    if (externalId) {
      const matches = byExternal.get(externalId) ?? [];
      if (matches.length > 1) {
        return { ...base, status: 'conflict', target_id: matches[0], reason: 'duplicate_external_id' };
      }
      if (matches.length === 1) {
        return { ...base, status: 'changed', target_id: matches[0] };
      }
      const other = sameName[0];
      return other ? { ...base, status: 'conflict', target_id: other.id, reason: 'name_taken' } : { ...base, status: 'new', target_id: null };
    }
    if (sameName.length > 1) {
      return { ...base, status: 'conflict', target_id: sameName[0].id, reason: 'duplicate_name' };
    }
    if (sameName.length === 1) {
      return sameName[0].external_id
        ? { ...base, status: 'conflict', target_id: sameName[0].id, reason: 'name_taken' }
        : { ...base, status: 'changed', target_id: sameName[0].id };
    }
    return { ...base, status: 'new', target_id: null };
  });
  // Two source templates aiming at one key: the second is a conflict.
  const seen = new Set<string>();
  for (const item of items) {
    if (item.status !== 'conflict' && seen.has(item.key)) {
      item.status = 'conflict';
      item.reason = item.external_id ? 'duplicate_external_id' : 'duplicate_name';
    }
    seen.add(item.key);
  }
  const matched = items.filter((i) => i.status === 'changed');
  const current = new Map(
    (await readTemplateContents(db, storage, targetCustomerId, matched.map((i) => i.target_id ?? 0), false)).map((t) => [t.source_id, templateFingerprint(t.content)]),
  );
  for (const item of matched) {
    if (current.get(item.target_id ?? 0) === templateFingerprint(item.content)) {
      item.status = 'same';
    }
  }
  return items;
}

/** Counts by status, for previews and results. */
export function countStatuses(items: { status: ChangeStatus }[]): Record<ChangeStatus, number> {
  const out: Record<ChangeStatus, number> = { new: 0, changed: 0, same: 0, conflict: 0 };
  for (const i of items) {
    out[i.status] += 1;
  }
  return out;
}
