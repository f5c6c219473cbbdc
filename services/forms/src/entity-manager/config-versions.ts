import type { EntityManager } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import type { EntityManagerConfigEntity } from './entity-manager-config.entity';
import { EntityManagerConfigVersionEntity, type EntityManagerConfigVersionAction } from './entity-manager-config-version.entity';

/** The saved versions of one configuration, oldest first. */
export async function versionsOf(m: EntityManager, customerId: number, configId: number): Promise<EntityManagerConfigVersionEntity[]> {
  const rows = await new TenantRepository(m, EntityManagerConfigVersionEntity).find(customerId, { config_id: configId });
  return rows.sort((a, b) => a.version - b.version);
}

/**
 * Writes `json` as the configuration's new current version (inside the caller's transaction). A
 * configuration stored before versions existed (the seed, an earlier release) first gets what it held as
 * version 1 ('initial'), so the first edit can be reverted.
 */
export async function writeVersion(
  m: EntityManager,
  auth: AuthContext,
  row: EntityManagerConfigEntity,
  json: string,
  action: EntityManagerConfigVersionAction,
  existed: boolean,
): Promise<number> {
  const repo = new TenantRepository(m, EntityManagerConfigVersionEntity);
  const versions = await versionsOf(m, auth.customerId, row.id);
  const now = new Date();
  if (!versions.length && existed) {
    versions.push(await repo.insert(auth.customerId, { config_id: row.id, version: 1, config: row.config, action: 'initial', is_current: 1, created_by: null, created_at: now }));
  }
  const next = (versions[versions.length - 1]?.version ?? 0) + 1;
  await repo.update(auth.customerId, { config_id: row.id, is_current: 1 }, { is_current: 0 });
  await repo.insert(auth.customerId, { config_id: row.id, version: next, config: json, action, is_current: 1, created_by: auth.userId ?? null, created_at: now });
  return next;
}

/** Which top-level keys differ between two stored configurations (the audit names them, not their values). */
export function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after[k])).sort();
}
