import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { TemplateEntity, TemplateTagEntity } from '../forms/entities';
import { loadTags } from '../forms/template-loader';
import { FORM_PARAMS, TEMPLATE_TYPES } from './form-params';
import type { TemplateDetail, TemplateEditModel, TemplatePage } from '@attest/contracts';
import { fieldCounts, findTemplate } from './template-access';
import { invalidCondition } from './template-validity';
import { toDetail, toListItem } from './template-view';
import type { TemplateQuery } from './dto/template-query.dto';

/** A LIKE pattern matching `s` anywhere, with '!' escaping (a backslash is an escape in MariaDB string literals). */
const likeText = (s: string) => `%${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Reads of template administration: the filtered list with the invalid-templates count, one template, the edit model. */
@Injectable()
export class TemplateQueryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async list(auth: AuthContext, q: TemplateQuery): Promise<TemplatePage> {
    const customerId = auth.customerId;
    const qb = new TenantRepository(this.ds, TemplateEntity).query(customerId, 't');
    if (q.type !== undefined) {
      qb.andWhere('t.template_type_id = :type', { type: q.type });
    }
    if (q.category) {
      qb.andWhere('t.category = :category', { category: q.category });
    }
    if (q.tag) {
      qb.andWhere('EXISTS (SELECT 1 FROM edc_template_tags g WHERE g.template_id = t.template_id AND g.customer_id = t.customer_id AND g.tag = :tag)', { tag: q.tag });
    }
    if ((q.active ?? 'true') !== 'all') {
      qb.andWhere('t.active = :active', { active: q.active === 'false' ? 0 : 1 });
    }
    if (q.validity) {
      qb.andWhere(q.validity === 'invalid' ? invalidCondition('t') : `NOT ${invalidCondition('t')}`);
    }
    if (q.search) {
      qb.andWhere("(t.name LIKE :search ESCAPE '!' OR t.external_id LIKE :search ESCAPE '!')", { search: likeText(q.search) });
    }
    const [rows, total] = await qb
      .orderBy('t.sort_order', 'ASC')
      .addOrderBy('t.name', 'ASC')
      .addOrderBy('t.template_id', 'ASC')
      .skip((q.page - 1) * q.take)
      .take(q.take)
      .getManyAndCount();
    const ids = rows.map((r) => r.template_id);
    const [tags, counts, invalidCount, categories, allTags] = await Promise.all([
      loadTags(this.ds, customerId, ids),
      fieldCounts(this.ds, customerId, ids),
      this.invalidCount(customerId),
      this.categories(customerId),
      this.tags(customerId),
    ]);
    return {
      items: rows.map((r) => toListItem(r, tags.get(r.template_id) ?? [], counts.get(r.template_id) ?? 0)),
      total,
      page: q.page,
      take: q.take,
      invalid_count: invalidCount,
      categories,
      tags: allTags,
    };
  }

  /** Active templates the validity rule calls invalid (type 19 left out, as signature requests do): the alert. */
  invalidCount(customerId: number): Promise<number> {
    return new TenantRepository(this.ds, TemplateEntity).query(customerId, 't').andWhere('t.active = 1').andWhere(invalidCondition('t')).getCount();
  }

  async categories(customerId: number): Promise<string[]> {
    const rows = await new TenantRepository(this.ds, TemplateEntity)
      .query(customerId, 't')
      .andWhere('t.category IS NOT NULL')
      .andWhere("t.category <> ''")
      .select('DISTINCT t.category', 'category')
      .getRawMany<{ category: string }>();
    return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b));
  }

  async tags(customerId: number): Promise<string[]> {
    const rows = await new TenantRepository(this.ds, TemplateTagEntity).query(customerId, 'g').select('DISTINCT g.tag', 'tag').getRawMany<{ tag: string }>();
    return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
  }

  async detail(auth: AuthContext, templateId: number, customerId = auth.customerId, withFileNames = true): Promise<TemplateDetail> {
    const t = await findTemplate(this.ds, auth, templateId, customerId);
    const [tags, counts] = await Promise.all([loadTags(this.ds, auth.customerId, [templateId]), fieldCounts(this.ds, auth.customerId, [templateId])]);
    return toDetail(t, tags.get(templateId) ?? [], counts.get(templateId) ?? 0, withFileNames);
  }

  async editModel(auth: AuthContext, customerId: number, templateId: number): Promise<TemplateEditModel> {
    const template = await this.detail(auth, templateId, customerId);
    const others = await new TenantRepository(this.ds, TemplateEntity)
      .query(auth.customerId, 't')
      .andWhere('t.template_id <> :templateId', { templateId })
      .andWhere('t.active = 1')
      .select(['t.template_id', 't.name'])
      .orderBy('t.name', 'ASC')
      .getMany();
    return {
      template,
      template_types: [...TEMPLATE_TYPES],
      form_params: [...FORM_PARAMS],
      second_sig_templates: others.map((o) => ({ template_id: o.template_id, name: o.name })),
    };
  }
}
