import { In, type DataSource, type EntityManager } from 'typeorm';
import { notFound, TenantRepository } from '@attest/platform';
import { TemplateEntity } from '@attest/forms';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from '../packages/entities';

export interface PackageTemplateView {
  template_id: number;
  name: string;
  sort_order: number;
  active: boolean;
}

/** A package as content admin reads it. location_id null: offered at every location. */
export interface PackageView {
  package_id: number;
  name: string;
  location_id: number | null;
  active: boolean;
  tags: string[];
  templates: PackageTemplateView[];
  created_at: Date;
  updated_at: Date;
}

/** Views of these packages (in the order given), with their tags and templates in package order: three queries. */
export async function packageViews(db: DataSource | EntityManager, customerId: number, packages: PackageEntity[]): Promise<PackageView[]> {
  if (!packages.length) {
    return [];
  }
  const ids = packages.map((p) => p.package_id);
  const [links, tags] = await Promise.all([
    new TenantRepository(db, PackageTemplateEntity).find(customerId, { package_id: In(ids) }),
    new TenantRepository(db, PackageTagEntity).find(customerId, { package_id: In(ids) }),
  ]);
  const templateIds = [...new Set(links.map((l) => l.template_id))];
  const templates = templateIds.length ? await new TenantRepository(db, TemplateEntity).find(customerId, { template_id: In(templateIds) }) : [];
  const byId = new Map(templates.map((t) => [t.template_id, t]));
  return packages.map((p) => ({
    package_id: p.package_id,
    name: p.name,
    location_id: p.location_id,
    active: p.active === 1,
    tags: tags.filter((t) => t.package_id === p.package_id).map((t) => t.tag).sort((a, b) => a.localeCompare(b)),
    templates: links
      .filter((l) => l.package_id === p.package_id && byId.has(l.template_id))
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((l) => ({ template_id: l.template_id, name: byId.get(l.template_id)!.name, sort_order: l.sort_order, active: byId.get(l.template_id)!.active === 1 })),
    created_at: p.created_at,
    updated_at: p.updated_at,
  }));
}

/** 404 template_not_found unless every id is one of the customer's templates. */
export async function requireOwnTemplates(db: DataSource | EntityManager, customerId: number, templateIds: number[]): Promise<void> {
  const unique = [...new Set(templateIds)];
  if (!unique.length) {
    return;
  }
  const found = await new TenantRepository(db, TemplateEntity).count(customerId, { template_id: In(unique) });
  if (found !== unique.length) {
    throw notFound('template_not_found');
  }
}


/** 404 unless every id is one of the customer's packages; the rows in the order asked. */
export async function requireOwnPackages(db: DataSource | EntityManager, customerId: number, packageIds: number[]): Promise<PackageEntity[]> {
  const unique = [...new Set(packageIds)];
  const rows = await new TenantRepository(db, PackageEntity).find(customerId, { package_id: In(unique) });
  if (rows.length !== unique.length) {
    throw notFound();
  }
  return rows;
}
