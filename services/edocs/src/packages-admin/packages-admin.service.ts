import { Inject, Injectable } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import { AuditService, TenantRepository, type AuthContext } from '@attest/platform';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from '../packages/entities';
import type { CreatePackageInput, PackageQueryInput, UpdatePackageInput } from './dto/package-dtos';
import { packageViews, requireOwnTemplates, type PackageView } from './package-view';

const PAGE = 25;

export interface PackagePage {
  total: number;
  items: PackageView[];
}

/** Content admin's packages: query, read, create and edit (issue 16; staff-side §7 "Packages"). */
@Injectable()
export class PackagesAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async query(auth: AuthContext, filter: PackageQueryInput): Promise<PackagePage> {
    const qb = new TenantRepository(this.ds, PackageEntity).query(auth.customerId, 'p');
    if (filter.search) {
      // '!' escapes LIKE wildcards on MariaDB and SQLite alike.
      qb.andWhere("LOWER(p.name) LIKE :search ESCAPE '!'", { search: `%${filter.search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%` });
    }
    if (filter.active !== undefined) {
      qb.andWhere('p.active = :active', { active: filter.active ? 1 : 0 });
    }
    if (filter.location_id !== undefined) {
      const locationId = filter.location_id;
      qb.andWhere(new Brackets((w) => w.where('p.location_id IS NULL').orWhere('p.location_id = :locationId', { locationId })));
    }
    if (filter.tag) {
      qb.andWhere('EXISTS (SELECT 1 FROM edc_package_tags t WHERE t.package_id = p.package_id AND t.customer_id = p.customer_id AND t.tag = :tag)', { tag: filter.tag });
    }
    if (filter.template_id !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM edc_package_templates l WHERE l.package_id = p.package_id AND l.customer_id = p.customer_id AND l.template_id = :templateId)', { templateId: filter.template_id });
    }
    const [rows, total] = await qb
      .orderBy('p.name', 'ASC')
      .addOrderBy('p.package_id', 'ASC')
      .skip(filter.skip ?? 0)
      .take(filter.take ?? PAGE)
      .getManyAndCount();
    return { total, items: await packageViews(this.ds, auth.customerId, rows) };
  }

  async get(auth: AuthContext, id: number): Promise<PackageView> {
    const row = await new TenantRepository(this.ds, PackageEntity).findOneOr404(auth.customerId, { package_id: id });
    return (await packageViews(this.ds, auth.customerId, [row]))[0];
  }

  /** Creates the package with its tags and templates (in the order given); another customer's template: 404, nothing stored. */
  async create(auth: AuthContext, body: CreatePackageInput): Promise<PackageView> {
    const templateIds = [...new Set(body.template_ids ?? [])];
    const tags = [...new Set(body.tags ?? [])];
    const id = await this.ds.transaction(async (m) => {
      await requireOwnTemplates(m, auth.customerId, templateIds);
      const now = new Date();
      const row = await new TenantRepository(m, PackageEntity).insert(auth.customerId, {
        name: body.name, location_id: body.location_id ?? null, active: body.active === false ? 0 : 1, created_at: now, updated_at: now,
      });
      if (templateIds.length) {
        await m.insert(PackageTemplateEntity, templateIds.map((template_id, i) => ({ customer_id: auth.customerId, package_id: row.package_id, template_id, sort_order: i + 1 })));
      }
      if (tags.length) {
        await m.insert(PackageTagEntity, tags.map((tag) => ({ customer_id: auth.customerId, package_id: row.package_id, tag })));
      }
      await this.audit.record(auth, { entity: 'package', entityId: row.package_id, action: 'create', changes: { name: { from: null, to: body.name }, template_ids: { from: null, to: templateIds }, tags: { from: null, to: tags } } }, m);
      return row.package_id;
    });
    return this.get(auth, id);
  }

  async update(auth: AuthContext, id: number, body: UpdatePackageInput): Promise<PackageView> {
    await this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, PackageEntity);
      const row = await repo.findOneOr404(auth.customerId, { package_id: id });
      const patch: Partial<PackageEntity> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (body.name !== undefined && body.name !== row.name) {
        patch.name = body.name;
        changes.name = { from: row.name, to: body.name };
      }
      if (body.location_id !== undefined && body.location_id !== row.location_id) {
        patch.location_id = body.location_id;
        changes.location_id = { from: row.location_id, to: body.location_id };
      }
      if (body.active !== undefined && (body.active ? 1 : 0) !== row.active) {
        patch.active = body.active ? 1 : 0;
        changes.active = { from: row.active === 1, to: body.active };
      }
      if (!Object.keys(changes).length) {
        return;
      }
      await repo.update(auth.customerId, { package_id: id }, { ...patch, updated_at: new Date() });
      await this.audit.record(auth, { entity: 'package', entityId: id, action: 'update', changes }, m);
    });
    return this.get(auth, id);
  }
}
