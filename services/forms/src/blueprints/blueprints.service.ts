import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, badRequest, notFound, STORAGE, type AuthContext, type StorageService } from '@attest/platform';
import { TemplateEntity } from '../forms/entities';
import {
  applyCodeMaps, applyCodeValues, codeMapKey, codeValueKey, planCodeMaps, planCodeValues, readCodeMaps, readCodeValues,
  type CodeMapPlanItem, type CodeValuePlanItem,
} from './code-content';
import { blueprintOptions, blueprintView, type BlueprintOptions, type BlueprintView } from './blueprint-view';
import type { PromoteBlueprintInput } from './dto/promote-blueprint.dto';
import { BlueprintCustomerEntity } from './entities/blueprint-customer.entity';
import { BlueprintEntity } from './entities/blueprint.entity';
import { applyTemplatePlan } from './template-apply';
import { readTemplateContents } from './template-content';
import { countStatuses, planTemplates, type ChangeStatus, type TemplatePlanItem } from './template-plan';

export interface PromotionTemplateItem {
  template_id: number;
  name: string;
  external_id: string | null;
  template_type_id: number;
  status: ChangeStatus;
  target_id: number | null;
  reason?: string;
}

export interface PromotionResult {
  blueprint_id: number;
  preview: boolean;
  /** False when nothing was (or would be) written: every chosen item is the same already (or a conflict). */
  changes: boolean;
  templates: PromotionTemplateItem[];
  external_code_maps: CodeMapPlanItem[];
  code_values: CodeValuePlanItem[];
  summary: { templates: Record<ChangeStatus, number>; external_code_maps: Record<ChangeStatus, number>; code_values: Record<ChangeStatus, number> };
}

/**
 * Blueprints (staff-side §7 "Blueprints and bulk transfer"): a customer subscribed to a blueprint reads its
 * options and what promoting each template, external code map and code value would do, and promotes a choice.
 * A blueprint the caller's customer neither owns nor is subscribed to is 404.
 */
@Injectable()
export class BlueprintsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext): Promise<BlueprintView[]> {
    const rows = await this.ds
      .getRepository(BlueprintEntity)
      .createQueryBuilder('b')
      .where('b.customer_id = :c OR EXISTS (SELECT 1 FROM frm_blueprint_customers s WHERE s.blueprint_id = b.id AND s.customer_id = :c)', { c: auth.customerId })
      .orderBy('b.name', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
    return rows.map(blueprintView);
  }

  async get(auth: AuthContext, id: number): Promise<BlueprintView> {
    return blueprintView(await this.visible(auth, id));
  }

  async options(auth: AuthContext, id: number): Promise<BlueprintOptions> {
    return blueprintOptions(await this.visible(auth, id));
  }

  async templates(auth: AuthContext, id: number): Promise<PromotionTemplateItem[]> {
    const bp = await this.promotable(auth, id);
    const ids = (await this.ds.getRepository(TemplateEntity).find({ select: ['template_id'], where: { customer_id: bp.customer_id }, order: { template_id: 'ASC' } })).map((t) => t.template_id);
    return (await this.planTemplates(auth, bp, ids, false)).map(templateItem);
  }

  async codeMaps(auth: AuthContext, id: number): Promise<CodeMapPlanItem[]> {
    const bp = await this.promotable(auth, id);
    return planCodeMaps(this.ds, auth.customerId, await readCodeMaps(this.ds, bp.customer_id));
  }

  async codeValues(auth: AuthContext, id: number): Promise<CodeValuePlanItem[]> {
    const bp = await this.promotable(auth, id);
    const categories = blueprintOptions(bp).code_value_categories;
    const values = (await readCodeValues(this.ds, bp.customer_id)).filter((v) => !categories || categories.includes(v.category));
    return planCodeValues(this.ds, auth.customerId, values);
  }

  /** Plans the chosen items; unless a preview, writes them in one transaction and records the audit. */
  async promote(auth: AuthContext, body: PromoteBlueprintInput): Promise<PromotionResult> {
    const bp = await this.promotable(auth, body.blueprint_id);
    const options = blueprintOptions(bp);
    const templateIds = [...new Set(body.template_ids ?? [])];
    const mapChoice = body.external_code_maps ?? [];
    const valueChoice = body.code_values ?? [];
    if (!templateIds.length && !mapChoice.length && !valueChoice.length) {
      throw badRequest('blueprint_nothing_chosen');
    }
    const disabled = [templateIds.length && !options.templates && 'template_ids', mapChoice.length && !options.external_code_maps && 'external_code_maps', valueChoice.length && !options.code_values && 'code_values'].filter(
      (x): x is string => Boolean(x),
    );
    if (disabled.length) {
      throw badRequest('blueprint_option_disabled', { fields: Object.fromEntries(disabled.map((f) => [f, 'blueprint_option_disabled'])) });
    }

    const sourceMaps = new Map((await readCodeMaps(this.ds, bp.customer_id)).map((c) => [codeMapKey(c), c]));
    const maps = mapChoice.map((c) => sourceMaps.get(codeMapKey(c)));
    const sourceValues = new Map((await readCodeValues(this.ds, bp.customer_id)).map((c) => [codeValueKey(c), c]));
    const values = valueChoice.map((c) => sourceValues.get(codeValueKey(c)));
    const categories = options.code_value_categories;
    if (maps.some((c) => !c) || values.some((c) => !c || (categories && !categories.includes(c.category)))) {
      throw notFound('blueprint_item_not_found');
    }

    return this.ds.transaction(async (m) => {
      const templates = await this.planTemplates(auth, bp, templateIds, true, m);
      if (templates.length !== templateIds.length) {
        throw notFound('template_not_found');
      }
      const mapPlan = await planCodeMaps(m, auth.customerId, dedupe(maps.map((c) => c!), codeMapKey));
      const valuePlan = await planCodeValues(m, auth.customerId, dedupe(values.map((c) => c!), codeValueKey));
      const writes = [...templates, ...mapPlan, ...valuePlan].filter((i) => i.status === 'new' || i.status === 'changed');
      const result: PromotionResult = {
        blueprint_id: bp.id,
        preview: Boolean(body.preview),
        changes: writes.length > 0,
        templates: templates.map(templateItem),
        external_code_maps: mapPlan,
        code_values: valuePlan,
        summary: { templates: countStatuses(templates), external_code_maps: countStatuses(mapPlan), code_values: countStatuses(valuePlan) },
      };
      if (body.preview || !writes.length) {
        return result;
      }
      const ids = await applyTemplatePlan(m, this.storage, auth.customerId, templates, { blueprintId: bp.id });
      for (const t of result.templates) {
        t.target_id = ids.get(templates.find((x) => x.source_id === t.template_id)?.key ?? '') ?? t.target_id;
      }
      await applyCodeMaps(m, auth.customerId, mapPlan);
      await applyCodeValues(m, auth.customerId, valuePlan);
      const changed = (items: { status: ChangeStatus }[], label: (i: never) => string) => items.filter((i) => i.status === 'new' || i.status === 'changed').map((i) => `${i.status}:${label(i as never)}`);
      await this.audit.record(
        auth,
        {
          entity: 'blueprint',
          entityId: bp.id,
          action: 'promote',
          changes: {
            templates: { from: null, to: changed(templates, (i: TemplatePlanItem) => i.key) },
            external_code_maps: { from: null, to: changed(mapPlan, (i: CodeMapPlanItem) => codeMapKey(i).split('\u0000').join('/')) },
            code_values: { from: null, to: changed(valuePlan, (i: CodeValuePlanItem) => codeValueKey(i).split('\u0000').join('/')) },
          },
        },
        m,
      );
      return result;
    });
  }

  private async planTemplates(auth: AuthContext, bp: BlueprintEntity, ids: number[], withBytes: boolean, db: DataSource | EntityManager = this.ds): Promise<TemplatePlanItem[]> {
    const sources = await readTemplateContents(db, this.storage, bp.customer_id, ids, withBytes);
    return planTemplates(db, this.storage, auth.customerId, sources);
  }

  /** The blueprint when the caller's customer owns it or is subscribed to it; else 404. */
  private async visible(auth: AuthContext, id: number): Promise<BlueprintEntity> {
    const row = await this.ds.getRepository(BlueprintEntity).findOne({ where: { id } });
    if (!row) {
      throw notFound('blueprint_not_found');
    }
    if (row.customer_id !== auth.customerId && !(await this.ds.getRepository(BlueprintCustomerEntity).count({ where: { blueprint_id: id, customer_id: auth.customerId } }))) {
      throw notFound('blueprint_not_found');
    }
    return row;
  }

  /** Promotion is into a subscribed customer from an active blueprint: the blueprint's own customer has nothing to promote. */
  private async promotable(auth: AuthContext, id: number): Promise<BlueprintEntity> {
    const row = await this.visible(auth, id);
    if (row.customer_id === auth.customerId) {
      throw badRequest('blueprint_own_customer');
    }
    if (!Number(row.active)) {
      throw badRequest('blueprint_inactive');
    }
    return row;
  }
}

function templateItem(i: TemplatePlanItem): PromotionTemplateItem {
  return {
    template_id: i.source_id, name: i.name, external_id: i.external_id, template_type_id: i.content.template.template_type_id,
    status: i.status, target_id: i.target_id, ...(i.reason ? { reason: i.reason } : {}),
  };
}

function dedupe<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const i of items) {
    seen.set(key(i), i);
  }
  return [...seen.values()];
}
