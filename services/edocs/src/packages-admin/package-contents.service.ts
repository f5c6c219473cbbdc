import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService, badRequest, TenantRepository, type AuthContext } from '@attest/platform';
import { PackageEntity, PackageTagEntity, PackageTemplateEntity } from '../packages/entities';
import type { PackageBulkInput, PackageTemplateOrderEntry } from './dto/package-dtos';
import { packageViews, requireOwnPackages, requireOwnTemplates, type PackageView } from './package-view';

export interface BulkResult {
  bulkAction: PackageBulkInput['bulkAction'];
  /** The packages the action was applied to. */
  packages: number;
}

/** What a package holds: its tags, its templates in order, and bulk changes across packages. Each call is one transaction, audited. */
@Injectable()
export class PackageContentsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async setTags(auth: AuthContext, id: number, tags: string[]): Promise<PackageView> {
    const wanted = [...new Set(tags)];
    return this.ds.transaction(async (m) => {
      const pkg = await new TenantRepository(m, PackageEntity).findOneOr404(auth.customerId, { package_id: id });
      const repo = new TenantRepository(m, PackageTagEntity);
      const before = (await repo.find(auth.customerId, { package_id: id })).map((t) => t.tag).sort();
      await repo.delete(auth.customerId, { package_id: id });
      if (wanted.length) {
        await m.insert(PackageTagEntity, wanted.map((tag) => ({ customer_id: auth.customerId, package_id: id, tag })));
      }
      await touch(m, auth.customerId, [id]);
      await this.audit.record(auth, { entity: 'package', entityId: id, action: 'update', changes: { tags: { from: before, to: [...wanted].sort() } } }, m);
      return (await packageViews(m, auth.customerId, [pkg]))[0];
    });
  }

  /**
   * Replaces the package's templates. reorderByIndex: the body's order is the order (sort_order 1..n);
   * otherwise each entry's sort_order is kept (required). A template twice, or another customer's: refused, nothing written.
   */
  async setTemplates(auth: AuthContext, id: number, entries: PackageTemplateOrderEntry[], reorderByIndex: boolean): Promise<PackageView> {
    const ids = entries.map((e) => e.template_id);
    if (new Set(ids).size !== ids.length) {
      throw badRequest('validation_failed', { fields: { template_id: 'duplicate_entry' } });
    }
    if (!reorderByIndex && entries.some((e) => e.sort_order === undefined)) {
      throw badRequest('validation_failed', { fields: { sort_order: 'required_field' } });
    }
    return this.ds.transaction(async (m) => {
      const pkg = await new TenantRepository(m, PackageEntity).findOneOr404(auth.customerId, { package_id: id });
      await requireOwnTemplates(m, auth.customerId, ids);
      const repo = new TenantRepository(m, PackageTemplateEntity);
      const before = (await repo.find(auth.customerId, { package_id: id })).sort((a, b) => a.sort_order - b.sort_order).map((l) => l.template_id);
      await repo.delete(auth.customerId, { package_id: id });
      const rows = entries.map((e, i) => ({ customer_id: auth.customerId, package_id: id, template_id: e.template_id, sort_order: reorderByIndex ? i + 1 : e.sort_order! }));
      if (rows.length) {
        await m.insert(PackageTemplateEntity, rows);
      }
      await touch(m, auth.customerId, [id]);
      const after = [...rows].sort((a, b) => a.sort_order - b.sort_order).map((r) => r.template_id);
      await this.audit.record(auth, { entity: 'package', entityId: id, action: 'update', changes: { template_ids: { from: before, to: after } } }, m);
      return (await packageViews(m, auth.customerId, [pkg]))[0];
    });
  }

  /** delete the subjects; add or remove the objects' templates (appended at the end) and tags in every subject. */
  async bulk(auth: AuthContext, body: PackageBulkInput): Promise<BulkResult> {
    const subjects = [...new Set(body.subjects)];
    const templateIds = [...new Set(body.objects?.template_ids ?? [])];
    const tags = [...new Set(body.objects?.tags ?? [])];
    await this.ds.transaction(async (m) => {
      await requireOwnPackages(m, auth.customerId, subjects);
      const links = new TenantRepository(m, PackageTemplateEntity);
      const tagRepo = new TenantRepository(m, PackageTagEntity);
      switch (body.bulkAction) {
        case 'delete':
          await links.delete(auth.customerId, { package_id: In(subjects) });
          await tagRepo.delete(auth.customerId, { package_id: In(subjects) });
          await new TenantRepository(m, PackageEntity).delete(auth.customerId, { package_id: In(subjects) });
          break;
        case 'add':
          await requireOwnTemplates(m, auth.customerId, templateIds);
          await addToPackages(m, auth.customerId, subjects, templateIds, tags);
          await touch(m, auth.customerId, subjects);
          break;
        case 'remove':
          await requireOwnTemplates(m, auth.customerId, templateIds);
          if (templateIds.length) {
            await links.delete(auth.customerId, { package_id: In(subjects), template_id: In(templateIds) });
          }
          if (tags.length) {
            await tagRepo.delete(auth.customerId, { package_id: In(subjects), tag: In(tags) });
          }
          await touch(m, auth.customerId, subjects);
          break;
      }
      for (const pid of subjects) {
        await this.audit.record(auth, { entity: 'package', entityId: pid, action: body.bulkAction === 'delete' ? 'delete' : 'update', changes: body.bulkAction === 'delete' ? {} : { [`bulk_${body.bulkAction}`]: { from: null, to: { template_ids: templateIds, tags } } } }, m);
      }
    });
    return { bulkAction: body.bulkAction, packages: subjects.length };
  }
}

async function addToPackages(m: EntityManager, customerId: number, subjects: number[], templateIds: number[], tags: string[]): Promise<void> {
  const existingLinks = await new TenantRepository(m, PackageTemplateEntity).find(customerId, { package_id: In(subjects) });
  const existingTags = await new TenantRepository(m, PackageTagEntity).find(customerId, { package_id: In(subjects) });
  const linkRows: Partial<PackageTemplateEntity>[] = [];
  const tagRows: Partial<PackageTagEntity>[] = [];
  for (const pid of subjects) {
    const mine = existingLinks.filter((l) => l.package_id === pid);
    let last = mine.reduce((max, l) => Math.max(max, l.sort_order), 0);
    for (const template_id of templateIds.filter((t) => !mine.some((l) => l.template_id === t))) {
      last += 1;
      linkRows.push({ customer_id: customerId, package_id: pid, template_id, sort_order: last });
    }
    for (const tag of tags.filter((t) => !existingTags.some((x) => x.package_id === pid && x.tag === t))) {
      tagRows.push({ customer_id: customerId, package_id: pid, tag });
    }
  }
  if (linkRows.length) {
    await m.insert(PackageTemplateEntity, linkRows);
  }
  if (tagRows.length) {
    await m.insert(PackageTagEntity, tagRows);
  }
}

async function touch(m: EntityManager, customerId: number, ids: number[]): Promise<void> {
  await new TenantRepository(m, PackageEntity).update(customerId, { package_id: In(ids) }, { updated_at: new Date() });
}
