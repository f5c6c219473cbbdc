import { In, type DataSource, type EntityManager } from 'typeorm';
import { templateKey, TemplateEntity, type ChangeStatus, type TemplatePlanItem } from '@attest/forms';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from '../packages/entities';
import type { PortablePackage } from './transfer-bundle';

type Db = DataSource | EntityManager;

export interface PackagePlanItem {
  name: string;
  status: ChangeStatus;
  target_id: number | null;
  /** duplicate_name (two target packages, or two in the bundle), template_conflict (one of its templates cannot be placed). */
  reason?: string;
  template_keys: string[];
  content: PortablePackage;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** The customer's packages (ids given) as content, and the ids of their templates (so a bundle carries them too). */
export async function readPackages(db: Db, customerId: number, ids: number[]): Promise<{ packages: PortablePackage[]; templateIds: number[] }> {
  if (!ids.length) {
    return { packages: [], templateIds: [] };
  }
  const rows = await db.getRepository(PackageEntity).find({ where: { customer_id: customerId, package_id: In(ids) }, order: { package_id: 'ASC' } });
  const packageIds = rows.map((r) => r.package_id);
  if (!packageIds.length) {
    return { packages: [], templateIds: [] };
  }
  const [links, tags] = await Promise.all([
    db.getRepository(PackageTemplateEntity).find({ where: { customer_id: customerId, package_id: In(packageIds) }, order: { sort_order: 'ASC', id: 'ASC' } }),
    db.getRepository(PackageTagEntity).find({ where: { customer_id: customerId, package_id: In(packageIds) } }),
  ]);
  const templateIds = [...new Set(links.map((l) => l.template_id))];
  const templates = templateIds.length
    ? await db.getRepository(TemplateEntity).find({ select: ['template_id', 'name', 'external_id'], where: { customer_id: customerId, template_id: In(templateIds) } })
    : [];
  const keyOf = new Map(templates.map((t) => [t.template_id, templateKey(t)]));
  return {
    templateIds,
    packages: rows.map((p) => ({
      name: p.name,
      active: Number(p.active),
      tags: tags.filter((t) => t.package_id === p.package_id).map((t) => t.tag).sort(),
      template_keys: links.filter((l) => l.package_id === p.package_id).map((l) => keyOf.get(l.template_id) ?? '').filter(Boolean),
    })),
  };
}

/**
 * Finds each package by name in the target and compares it, its templates resolved through the template plan
 * (a template still to be created makes its package changed or new; one in conflict makes it a conflict).
 */
export async function planPackages(db: Db, customerId: number, packages: PortablePackage[], templates: TemplatePlanItem[]): Promise<PackagePlanItem[]> {
  if (!packages.length) {
    return [];
  }
  const existing = await db.getRepository(PackageEntity).find({ where: { customer_id: customerId } });
  const byName = new Map<string, PackageEntity[]>();
  for (const p of existing) {
    byName.set(nameKey(p.name), [...(byName.get(nameKey(p.name)) ?? []), p]);
  }
  const planOf = new Map(templates.map((t) => [t.key, t]));
  const matchedIds = packages.map((p) => byName.get(nameKey(p.name))).filter((m) => m?.length === 1).map((m) => m![0].package_id);
  const current = await currentContents(db, customerId, matchedIds);
  const seen = new Set<string>();
  return packages.map((content) => {
    const base = { name: content.name, template_keys: content.template_keys, content };
    const matches = byName.get(nameKey(content.name)) ?? [];
    const duplicateInBundle = seen.has(nameKey(content.name));
    seen.add(nameKey(content.name));
    if (matches.length > 1 || duplicateInBundle) {
      return { ...base, status: 'conflict', target_id: matches[0]?.package_id ?? null, reason: 'duplicate_name' };
    }
    const placed = content.template_keys.map((k) => planOf.get(k));
    if (placed.some((t) => !t || t.status === 'conflict')) {
      return { ...base, status: 'conflict', target_id: matches[0]?.package_id ?? null, reason: 'template_conflict' };
    }
    if (!matches.length) {
      return { ...base, status: 'new', target_id: null };
    }
    const target = matches[0];
    const now = current.get(target.package_id);
    const sameTemplates = placed.every((t, i) => t!.status !== 'new' && now?.templateIds[i] === t!.target_id) && now?.templateIds.length === placed.length;
    const same = sameTemplates && Number(target.active) === content.active && JSON.stringify(now?.tags ?? []) === JSON.stringify([...content.tags].sort());
    return { ...base, status: same ? 'same' : 'changed', target_id: target.package_id };
  });
}

async function currentContents(db: Db, customerId: number, ids: number[]): Promise<Map<number, { templateIds: number[]; tags: string[] }>> {
  const out = new Map<number, { templateIds: number[]; tags: string[] }>();
  if (!ids.length) {
    return out;
  }
  const [links, tags] = await Promise.all([
    db.getRepository(PackageTemplateEntity).find({ where: { customer_id: customerId, package_id: In(ids) }, order: { sort_order: 'ASC', id: 'ASC' } }),
    db.getRepository(PackageTagEntity).find({ where: { customer_id: customerId, package_id: In(ids) } }),
  ]);
  for (const id of ids) {
    out.set(id, {
      templateIds: links.filter((l) => l.package_id === id).map((l) => l.template_id),
      tags: tags.filter((t) => t.package_id === id).map((t) => t.tag).sort(),
    });
  }
  return out;
}

/** Writes new and changed packages; templateIds gives the target template of every template key. */
export async function applyPackagePlan(m: EntityManager, customerId: number, items: PackagePlanItem[], templateIds: Map<string, number>): Promise<void> {
  const now = new Date();
  for (const item of items) {
    if (item.status !== 'new' && item.status !== 'changed') {
      continue;
    }
    let packageId = item.target_id;
    if (packageId === null) {
      const inserted = await m.insert(PackageEntity, { customer_id: customerId, name: item.content.name, location_id: null, active: item.content.active, created_at: now, updated_at: now });
      packageId = Number(inserted.identifiers[0].package_id);
    } else {
      // The target's location stays: location ids mean nothing in another customer.
      await m.update(PackageEntity, { customer_id: customerId, package_id: packageId }, { active: item.content.active, updated_at: now });
      await m.delete(PackageTemplateEntity, { customer_id: customerId, package_id: packageId });
      await m.delete(PackageTagEntity, { customer_id: customerId, package_id: packageId });
    }
    const ids = [...new Set(item.template_keys.map((k) => templateIds.get(k)).filter((id): id is number => typeof id === 'number'))];
    if (ids.length) {
      await m.insert(PackageTemplateEntity, ids.map((template_id, i) => ({ customer_id: customerId, package_id: packageId!, template_id, sort_order: i + 1 })));
    }
    const tags = [...new Set(item.content.tags)];
    if (tags.length) {
      await m.insert(PackageTagEntity, tags.map((tag) => ({ customer_id: customerId, package_id: packageId!, tag })));
    }
  }
}
