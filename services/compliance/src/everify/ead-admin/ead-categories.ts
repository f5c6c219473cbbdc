import type { DataSource, EntityManager } from 'typeorm';
import { EAD_EXTENSION_CATEGORIES, eadCategoryCode } from '@attest/contracts';
import { fieldErrors, TenantRepository } from '@attest/platform';
import { EadCategoryOverrideEntity } from './entities/ead-category-override.entity';

export const overrideRepo = (db: DataSource | EntityManager) => new TenantRepository(db, EadCategoryOverrideEntity);

const DEFAULTS: readonly string[] = EAD_EXTENSION_CATEGORIES;

export const isDefaultCategory = (code: string): boolean => DEFAULTS.includes(code);

/** The customer's automatically extended EAD categories: contracts' 14 with the customer's changes, sorted. */
export async function customerEadCategories(db: DataSource | EntityManager, customerId: number): Promise<string[]> {
  const overrides = await overrideRepo(db).find(customerId);
  const removed = new Set(overrides.filter((o) => !o.listed).map((o) => o.category));
  const added = overrides.filter((o) => o.listed).map((o) => o.category);
  return [...new Set([...DEFAULTS.filter((c) => !removed.has(c)), ...added])].sort();
}

/**
 * The category of an automatic EAD extension (POST /api/v1/submissions/{id}/ead) in its canonical form, if the
 * customer's list holds it; else 400 with `category: i9_ead_extension_category` (the answer a category outside
 * the 14 always had).
 */
export async function requireListedCategory(db: DataSource | EntityManager, customerId: number, value: string): Promise<string> {
  const code = eadCategoryCode(value);
  if (!code || !(await customerEadCategories(db, customerId)).includes(code)) {
    throw fieldErrors({ category: 'i9_ead_extension_category' });
  }
  return code;
}
