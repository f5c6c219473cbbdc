import { In, type DataSource, type EntityManager } from 'typeorm';
import { fieldErrors, TenantRepository } from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { PackageEntity, PackageTemplateEntity } from '../packages/entities';

export interface RequestTemplates {
  packageIds: number[];
  /** The packages' templates in package order, then the named templates, without repeats. */
  templateIds: number[];
  templates: TemplateEntity[];
}

/**
 * The templates a request of these packages and templates holds; an inactive or another customer's
 * package or template answers 400 (package_ids / template_ids invalid_entry), as does an empty choice.
 */
export async function resolveRequestTemplates(db: DataSource | EntityManager, customerId: number, choice: { package_ids?: number[]; template_ids?: number[] }): Promise<RequestTemplates> {
  const packageIds = [...new Set(choice.package_ids ?? [])];
  const packages = packageIds.length ? await new TenantRepository(db, PackageEntity).find(customerId, { package_id: In(packageIds), active: 1 }) : [];
  if (packages.length !== packageIds.length) {
    throw fieldErrors({ package_ids: 'invalid_entry' });
  }
  const links = packageIds.length ? await new TenantRepository(db, PackageTemplateEntity).find(customerId, { package_id: In(packageIds) }) : [];
  const ordered: number[] = [];
  for (const pid of packageIds) {
    ordered.push(...links.filter((l) => l.package_id === pid).sort((a, b) => a.sort_order - b.sort_order).map((l) => l.template_id));
  }
  ordered.push(...(choice.template_ids ?? []));
  const templateIds = [...new Set(ordered)];
  const templates = templateIds.length ? await new TenantRepository(db, TemplateEntity).find(customerId, { template_id: In(templateIds), active: 1 }) : [];
  if (!templateIds.length || templates.length !== templateIds.length) {
    throw fieldErrors({ template_ids: 'invalid_entry' });
  }
  return { packageIds, templateIds, templates };
}
