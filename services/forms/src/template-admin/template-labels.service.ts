import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { TemplateEntity, TemplateTagEntity } from '../forms/entities';
import { loadTags } from '../forms/template-loader';
import { TEMPLATE_AUDIT_ENTITY } from './template-audit';
import { findTemplate } from './template-access';
import { TemplateQueryService } from './template-query.service';
import type { TagSearchQuery } from './dto/template-query.dto';

export interface TemplateCategory {
  template_id: number;
  category: string | null;
}

export interface TagMatch {
  tag: string;
  entity_type: 0;
  count: number;
}

/** A template's category (one) and tags (a set; tag entity type Template=0), each write audited. */
@Injectable()
export class TemplateLabelsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly query: TemplateQueryService,
  ) {}

  async category(auth: AuthContext, customerId: number, templateId: number): Promise<TemplateCategory> {
    const t = await findTemplate(this.ds, auth, templateId, customerId);
    return { template_id: t.template_id, category: t.category };
  }

  /** POST sets, DELETE clears (category null). */
  async setCategory(auth: AuthContext, customerId: number, templateId: number, category: string | null): Promise<TemplateCategory> {
    await this.ds.transaction(async (m) => {
      const before = await findTemplate(m, auth, templateId, customerId);
      if (before.category === category) {
        return;
      }
      await new TenantRepository(m, TemplateEntity).update(auth.customerId, { template_id: templateId }, { category, updated_at: new Date() });
      await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: templateId, action: category === null ? 'remove_category' : 'set_category', changes: { category: { from: before.category, to: category } } }, m);
    });
    return { template_id: templateId, category };
  }

  /** GET /api/customers/{customerId}/tags: every tag of the customer's templates. */
  customerTags(auth: AuthContext, customerId: number): Promise<string[]> {
    requireCustomer(auth, customerId);
    return this.query.tags(auth.customerId);
  }

  async templateTags(auth: AuthContext, customerId: number, templateId: number): Promise<string[]> {
    await findTemplate(this.ds, auth, templateId, customerId);
    return (await loadTags(this.ds, auth.customerId, [templateId])).get(templateId) ?? [];
  }

  /** POST …/tags/{templateId}: the template's tags become exactly `tags`. */
  async setTemplateTags(auth: AuthContext, customerId: number, templateId: number, tags: string[]): Promise<string[]> {
    const next = [...new Set(tags)].sort();
    await this.ds.transaction(async (m) => {
      await findTemplate(m, auth, templateId, customerId);
      const before = (await loadTags(m, auth.customerId, [templateId])).get(templateId) ?? [];
      if (JSON.stringify(before) === JSON.stringify(next)) {
        return;
      }
      const repo = new TenantRepository(m, TemplateTagEntity);
      await repo.delete(auth.customerId, { template_id: templateId });
      if (next.length) {
        await m.getRepository(TemplateTagEntity).insert(next.map((tag) => ({ customer_id: auth.customerId, template_id: templateId, tag })));
      }
      await new TenantRepository(m, TemplateEntity).update(auth.customerId, { template_id: templateId }, { updated_at: new Date() });
      await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: templateId, action: 'set_tags', changes: { tags: { from: before, to: next } } }, m);
    });
    return next;
  }

  /** GET /api/v1/tags?search=&take=: the customer's template tags containing `search`, most used first. */
  async search(auth: AuthContext, q: TagSearchQuery): Promise<TagMatch[]> {
    const qb = new TenantRepository(this.ds, TemplateTagEntity).query(auth.customerId, 'g');
    if (q.search) {
      qb.andWhere("LOWER(g.tag) LIKE :search ESCAPE '!'", { search: `%${q.search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%` });
    }
    const rows = await qb
      .select('g.tag', 'tag')
      .addSelect('COUNT(*)', 'n')
      .groupBy('g.tag')
      .orderBy('n', 'DESC')
      .addOrderBy('g.tag', 'ASC')
      .limit(q.take)
      .getRawMany<{ tag: string; n: number | string }>();
    return rows.map((r) => ({ tag: r.tag, entity_type: 0, count: Number(r.n) }));
  }
}
