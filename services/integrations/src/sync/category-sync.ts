import { In, Like, type DataSource, type EntityManager } from 'typeorm';
import type { CategorySyncPartResult, SyncRunResult } from '@attest/contracts';
import { JobCategoryEntity, JobCategoryOptionEntity } from '@attest/forms';
import type { AtsConnector } from '../ats/ats-connector';
import { AtsIndustryEntity, AtsRefEntity } from './sync.entities';

type Counts = Omit<CategorySyncPartResult, 'part' | 'index'>;
type Failure = SyncRunResult['failures'][number];

const zero = (): Counts => ({ inserted: 0, updated: 0, deleted: 0, failed: 0 });
const NAME_MAX = 128;
const validName = (name: string) => name.trim().length > 0 && name.trim().length <= NAME_MAX;
const optionCode = (id: string) => `ats-${id}`;
const isDuplicate = (err: unknown) => /duplicate|unique/i.test(String((err as Error)?.message ?? err));

/** staff-side §8: the four outcome messages of the category sync. */
export function categoryOutcome(t: { inserted: number; updated: number; deleted: number; failed: number }): string {
  const changed = t.inserted + t.updated + t.deleted > 0;
  if (t.failed === 0) {
    return changed ? 'ats_category_sync_changed' : 'ats_category_sync_up_to_date';
  }
  return changed ? 'ats_category_sync_some_failures' : 'ats_category_sync_issue';
}

/**
 * Category sync (staff-side §4): the ATS's categories become the customer's job categories, its skills and
 * specialties their options (code `ats-{id}`), its industries our industry list. Three parts, each one
 * result message (categories; skills and specialties; industries). Only what came from the ATS is
 * changed or removed: a category gone from the ATS is made inactive (it may be in applicants' preferences),
 * an option or industry gone is deleted. An invalid record (no name, too long, a name clash) is counted failed.
 */
export async function runCategorySync(
  ds: DataSource,
  customerId: number,
  ats: AtsConnector,
  emit: (part: CategorySyncPartResult) => Promise<void>,
): Promise<Pick<SyncRunResult, 'inserted' | 'updated' | 'deleted' | 'failed' | 'parts' | 'failures'>> {
  const failures: Failure[] = [];
  const parts: CategorySyncPartResult[] = [];

  // 1. Categories.
  const categories = await ats.categories();
  const c = zero();
  const catRefs = new Map((await ds.getRepository(AtsRefEntity).findBy({ customer_id: customerId, entity: 'category' })).map((r) => [r.external_id, r]));
  const seen = new Set<string>();
  for (const cat of categories) {
    seen.add(cat.id);
    if (!validName(cat.name)) {
      c.failed += 1;
      failures.push({ part: 'categories', external_id: cat.id, messageKey: 'ats_sync_invalid_name' });
      continue;
    }
    try {
      const change = await ds.transaction((m) => upsertCategory(m, customerId, cat.id, cat.name.trim(), cat.enabled, catRefs.get(cat.id)));
      if (change !== 'unchanged') {
        c[change] += 1;
      }
    } catch (err) {
      if (!isDuplicate(err)) {
        throw err;
      }
      c.failed += 1;
      failures.push({ part: 'categories', external_id: cat.id, messageKey: 'ats_sync_name_in_use' });
    }
  }
  for (const [externalId, ref] of catRefs) {
    if (seen.has(externalId)) {
      continue;
    }
    await ds.transaction(async (m) => {
      const off = await m.getRepository(JobCategoryEntity).update({ customer_id: customerId, category_id: ref.internal_id, active: 1 }, { active: 0 });
      await m.getRepository(AtsRefEntity).delete({ id: ref.id });
      if (off.affected) {
        c.deleted += 1;
      }
    });
  }
  parts.push({ part: 'categories', index: 1, ...c });
  await emit(parts[0]);

  // 2. Skills and specialties, as options of the categories they belong to.
  const [specialties, skills] = await Promise.all([ats.specialties(), ats.skills()]);
  const o = zero();
  const mapped = new Map((await ds.getRepository(AtsRefEntity).findBy({ customer_id: customerId, entity: 'category' })).map((r) => [r.external_id, r.internal_id]));
  const wanted = new Map<string, { category_id: number; kind: 'skill' | 'specialty'; code: string; name: string }>();
  const want = (part: string, id: string, kind: 'skill' | 'specialty', name: string, categoryIds: string[]) => {
    if (!validName(name)) {
      o.failed += 1;
      failures.push({ part, external_id: id, messageKey: 'ats_sync_invalid_name' });
      return;
    }
    const targets = categoryIds.map((x) => mapped.get(x)).filter((x): x is number => x !== undefined);
    if (!targets.length) {
      o.failed += 1;
      failures.push({ part, external_id: id, messageKey: 'ats_sync_category_not_synced' });
      return;
    }
    for (const category_id of targets) {
      wanted.set(`${category_id}|${kind}|${optionCode(id)}`, { category_id, kind, code: optionCode(id), name: name.trim() });
    }
  };
  specialties.forEach((s) => want('specialties', s.id, 'specialty', s.name, [s.categoryId]));
  skills.forEach((s) => want('skills', s.id, 'skill', s.name, s.categoryIds));
  const categoryIds = [...new Set(mapped.values())];
  const existing = categoryIds.length
    ? await ds.getRepository(JobCategoryOptionEntity).findBy({ customer_id: customerId, category_id: In(categoryIds), code: Like('ats-%') })
    : [];
  const have = new Map(existing.map((e) => [`${e.category_id}|${e.kind}|${e.code}`, e]));
  for (const [key, w] of wanted) {
    const row = have.get(key);
    if (!row) {
      await ds.getRepository(JobCategoryOptionEntity).insert({ customer_id: customerId, ...w, sort_order: 100 });
      o.inserted += 1;
    } else if (row.name !== w.name) {
      await ds.getRepository(JobCategoryOptionEntity).update({ id: row.id }, { name: w.name });
      o.updated += 1;
    }
  }
  const gone = existing.filter((e) => !wanted.has(`${e.category_id}|${e.kind}|${e.code}`));
  if (gone.length) {
    await ds.getRepository(JobCategoryOptionEntity).delete({ id: In(gone.map((g) => g.id)) });
    o.deleted += gone.length;
  }
  parts.push({ part: 'skills_specialties', index: 2, ...o });
  await emit(parts[1]);

  // 3. Industries.
  const industries = await ats.industries();
  const i = zero();
  const repo = ds.getRepository(AtsIndustryEntity);
  const current = new Map((await repo.findBy({ customer_id: customerId })).map((r) => [r.external_id, r]));
  const seenIndustries = new Set<string>();
  for (const ind of industries) {
    seenIndustries.add(ind.id);
    if (!validName(ind.name)) {
      i.failed += 1;
      failures.push({ part: 'industries', external_id: ind.id, messageKey: 'ats_sync_invalid_name' });
      continue;
    }
    const row = current.get(ind.id);
    if (!row) {
      await repo.insert({ customer_id: customerId, external_id: ind.id, name: ind.name.trim() });
      i.inserted += 1;
    } else if (row.name !== ind.name.trim()) {
      await repo.update({ id: row.id }, { name: ind.name.trim() });
      i.updated += 1;
    }
  }
  const removed = [...current.values()].filter((r) => !seenIndustries.has(r.external_id));
  if (removed.length) {
    await repo.delete({ id: In(removed.map((r) => r.id)) });
    i.deleted += removed.length;
  }
  parts.push({ part: 'industries', index: 3, ...i });
  await emit(parts[2]);

  const total = (k: keyof Counts) => parts.reduce((n, p) => n + p[k], 0);
  return { inserted: total('inserted'), updated: total('updated'), deleted: total('deleted'), failed: total('failed'), parts, failures };
}

async function upsertCategory(m: EntityManager, customerId: number, externalId: string, name: string, enabled: boolean, ref: AtsRefEntity | undefined): Promise<'inserted' | 'updated' | 'unchanged'> {
  const cats = m.getRepository(JobCategoryEntity);
  const active = enabled ? 1 : 0;
  let row = ref ? await cats.findOneBy({ customer_id: customerId, category_id: ref.internal_id }) : null;
  if (ref && !row) {
    await m.getRepository(AtsRefEntity).delete({ id: ref.id });
  }
  if (!row) {
    // A category of the same name made by hand is taken over rather than duplicated.
    row = await cats.findOneBy({ customer_id: customerId, name });
    if (row) {
      await m.getRepository(AtsRefEntity).insert({ customer_id: customerId, entity: 'category', external_id: externalId, internal_id: row.category_id });
    }
  }
  if (!row) {
    const max = await cats.createQueryBuilder('c').select('MAX(c.sort_order)', 'max').where('c.customer_id = :customerId', { customerId }).getRawOne<{ max: number | null }>();
    const saved = await cats.save({ customer_id: customerId, name, sort_order: Number(max?.max ?? 0) + 1, active });
    await m.getRepository(AtsRefEntity).insert({ customer_id: customerId, entity: 'category', external_id: externalId, internal_id: saved.category_id });
    return 'inserted';
  }
  if (row.name !== name || Number(row.active) !== active) {
    await cats.update({ category_id: row.category_id }, { name, active });
    return 'updated';
  }
  return 'unchanged';
}
