import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, conflict, fieldErrors, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { SigRequestFormHook } from '../applicant-port/sig-request-form-hook';
import { TemplateEntity, TemplateTagEntity } from '../forms/entities';
import type { TemplateDetail } from '@attest/contracts';
import { diffChanges, TEMPLATE_AUDIT_ENTITY } from './template-audit';
import { findTemplate } from './template-access';
import { TemplateQueryService } from './template-query.service';
import { toInfo } from './template-view';
import type { CreateTemplateInput, TemplateInfoInput } from './dto/template-info.dto';

const FLAGS = ['second_sig_flag', 'active', 'hide_from_applicant', 'downloadable', 'require_fed_id', 'isolated_signing', 'validated'] as const;

/** The columns a validated edit-info body sets (flags as 0/1, params as JSON text); keys left out are not touched. */
function columnsOf(input: TemplateInfoInput): Partial<TemplateEntity> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'category' || key === 'tags') {
      continue;
    }
    if ((FLAGS as readonly string[]).includes(key)) {
      out[key] = value ? 1 : 0;
    } else if (key === 'params') {
      out.params = JSON.stringify(value);
    } else {
      out[key] = value;
    }
  }
  return out as Partial<TemplateEntity>;
}

/** Create, edit info and retire (soft delete) templates; every write audited with before and after. */
@Injectable()
export class TemplateInfoService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly sigRequests: SigRequestFormHook,
    private readonly query: TemplateQueryService,
  ) {}

  async create(auth: AuthContext, customerId: number, input: CreateTemplateInput): Promise<TemplateDetail> {
    requireCustomer(auth, customerId);
    const id = await this.ds.transaction(async (m) => {
      await this.checkSecondSigTemplate(m, auth, input.second_sig_template_id, null);
      const now = new Date();
      const row = await new TenantRepository(m, TemplateEntity).insert(auth.customerId, {
        directive: '',
        ...columnsOf(input),
        category: input.category ?? null,
        params: JSON.stringify(input.params ?? {}),
        created_at: now,
        updated_at: now,
      });
      const tags = input.tags ?? [];
      if (tags.length) {
        await m.getRepository(TemplateTagEntity).insert(tags.map((tag) => ({ customer_id: auth.customerId, template_id: row.template_id, tag })));
      }
      const after = { ...toInfo(row), category: row.category, tags };
      await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: row.template_id, action: 'create', changes: diffChanges({}, after) }, m);
      return row.template_id;
    });
    return this.query.detail(auth, id);
  }

  async edit(auth: AuthContext, customerId: number, templateId: number, input: TemplateInfoInput): Promise<TemplateDetail> {
    await this.ds.transaction(async (m) => {
      const before = await findTemplate(m, auth, templateId, customerId);
      await this.checkSecondSigTemplate(m, auth, input.second_sig_template_id, templateId);
      const patch = columnsOf(input);
      const changes = diffChanges({ ...toInfo(before) }, { ...toInfo({ ...before, ...patch } as TemplateEntity) });
      if (!Object.keys(changes).length) {
        return;
      }
      await new TenantRepository(m, TemplateEntity).update(auth.customerId, { template_id: templateId }, { ...patch, updated_at: new Date() });
      await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: templateId, action: 'update', changes }, m);
    });
    return this.query.detail(auth, templateId);
  }

  /**
   * DELETE: the template becomes inactive (signed documents and past requests keep pointing at it). Refused
   * with 409 template_in_use while an open signature request includes it.
   */
  async retire(auth: AuthContext, customerId: number, templateId: number): Promise<TemplateDetail> {
    await this.ds.transaction(async (m) => {
      const before = await findTemplate(m, auth, templateId, customerId);
      const open = await this.sigRequests.openRequestsUsing(m, auth.customerId, templateId);
      if (open > 0) {
        throw conflict('template_in_use', { open_requests: open });
      }
      if (!before.active) {
        return;
      }
      await new TenantRepository(m, TemplateEntity).update(auth.customerId, { template_id: templateId }, { active: 0, updated_at: new Date() });
      await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: templateId, action: 'delete', changes: { active: { from: true, to: false } } }, m);
    });
    return this.query.detail(auth, templateId);
  }

  /** The second-signature template must be another template of the customer. */
  private async checkSecondSigTemplate(m: EntityManager, auth: AuthContext, secondId: number | null | undefined, selfId: number | null): Promise<void> {
    if (secondId === undefined || secondId === null) {
      return;
    }
    const found = secondId !== selfId && (await new TenantRepository(m, TemplateEntity).count(auth.customerId, { template_id: secondId })) > 0;
    if (!found) {
      throw fieldErrors({ second_sig_template_id: 'invalid_entry' });
    }
  }
}
