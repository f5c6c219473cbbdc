import { In, type DataSource, type EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { loadTemplate } from '../forms/template-loader';
import { TemplateVersionEntity } from './entities/template-version.entity';
import type { TemplateVersionSnapshot } from './form-builder.types';

type Db = DataSource | EntityManager;

/** The template's current version: the highest stored, 0 when it was never versioned. */
export async function currentVersion(db: Db, customerId: number, templateId: number): Promise<number> {
  return (await currentVersions(db, customerId, [templateId])).get(templateId) ?? 0;
}

/** Current versions of several templates (those never versioned are left out). */
export async function currentVersions(db: Db, customerId: number, templateIds: number[]): Promise<Map<number, number>> {
  if (!templateIds.length) {
    return new Map();
  }
  const rows = await new TenantRepository(db, TemplateVersionEntity)
    .query(customerId, 'v')
    .andWhere('v.template_id IN (:...templateIds)', { templateIds })
    .select('v.template_id', 'template_id')
    .addSelect('MAX(v.version)', 'version')
    .groupBy('v.template_id')
    .getRawMany<{ template_id: number | string; version: number | string }>();
  return new Map(rows.map((r) => [Number(r.template_id), Number(r.version)]));
}

/** The live template (row, tags, active fields with codes and triggers, layout) as a snapshot. */
export async function snapshotOf(db: Db, customerId: number, templateId: number): Promise<TemplateVersionSnapshot> {
  const loaded = await loadTemplate(db, customerId, templateId);
  return { template: { ...loaded.template }, tags: loaded.tags, fields: loaded.fields };
}

/** Stores the live template as its next version (inside the writer's transaction, after its changes) and answers the number. */
export async function storeVersion(m: EntityManager, customerId: number, templateId: number, source: 'builder' | 'field' | 'send', userId: number | null): Promise<number> {
  const version = (await currentVersion(m, customerId, templateId)) + 1;
  const snapshot = await snapshotOf(m, customerId, templateId);
  await new TenantRepository(m, TemplateVersionEntity).insert(customerId, {
    template_id: templateId, version, snapshot: JSON.stringify(snapshot), source, created_by: userId, created_at: new Date(),
  });
  return version;
}

/**
 * The versions signature requests are sent with: each template's current version; a template never
 * versioned gets its live state stored as version 1 first, so a later builder save cannot change what the
 * request shows. Runs in the sender's transaction.
 */
export async function pinTemplateVersions(m: EntityManager, customerId: number, templateIds: number[]): Promise<Map<number, number>> {
  const versions = await currentVersions(m, customerId, templateIds);
  for (const templateId of templateIds.filter((id) => !versions.has(id))) {
    versions.set(templateId, await storeVersion(m, customerId, templateId, 'send', null));
  }
  return versions;
}

/** Stored versions of a template, newest first, without their snapshots. */
export async function listVersions(db: Db, customerId: number, templateId: number): Promise<Omit<TemplateVersionEntity, 'snapshot' | 'customer_id'>[]> {
  const rows = await new TenantRepository(db, TemplateVersionEntity).find(customerId, { template_id: templateId });
  return rows
    .sort((a, b) => b.version - a.version)
    .map(({ id, template_id, version, source, created_by, created_at }) => ({ id, template_id, version, source, created_by, created_at }));
}

/** Snapshots of the given (template, version) pairs. */
export async function versionRows(db: Db, customerId: number, templateIds: number[]): Promise<TemplateVersionEntity[]> {
  return templateIds.length ? new TenantRepository(db, TemplateVersionEntity).find(customerId, { template_id: In(templateIds) }) : [];
}
