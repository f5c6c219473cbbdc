import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DATATYPE, type FieldParams } from '@attest/contracts';
import { AuditService, badRequest, fieldErrors, parseJson, TenantRepository, type AuthContext } from '@attest/platform';
import { FieldCodeEntity, FieldEntity } from '../forms/entities';
import type { TemplateFieldOptions } from '@attest/contracts';
import { TEMPLATE_AUDIT_ENTITY } from './template-audit';
import { findField, findTemplate } from './template-access';

const fieldName = (f: FieldEntity) => (f.name?.trim() ? f.name : f.code);
const isMulti = (f: FieldEntity) => f.datatype_id === DATATYPE.CHECKBOX_GROUP || parseJson<FieldParams>(f.params, {}).isMultiSelect === true;

function toOptions(f: FieldEntity, codes: FieldCodeEntity[]): TemplateFieldOptions {
  return {
    field_id: f.field_id,
    name: fieldName(f),
    datatype_id: f.datatype_id,
    multi: isMulti(f),
    options: codes
      .filter((c) => c.field_id === f.field_id)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((c) => ({ code: c.code, value: c.value, sort_order: c.sort_order, is_default: c.is_default === 1 })),
  };
}

/** The options (codes) of a template's choice fields and the default option per field (spec §3 "Field default option"). */
@Injectable()
export class TemplateOptionsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/v1/templates/{id}/options: the active fields that have options. */
  async templateOptions(auth: AuthContext, templateId: number): Promise<TemplateFieldOptions[]> {
    await findTemplate(this.ds, auth, templateId);
    const fields = (await new TenantRepository(this.ds, FieldEntity).find(auth.customerId, { template_id: templateId, active: 1 })).sort((a, b) => a.sort_order - b.sort_order || a.field_id - b.field_id);
    const codes = fields.length ? await new TenantRepository(this.ds, FieldCodeEntity).find(auth.customerId, { field_id: In(fields.map((f) => f.field_id)) }) : [];
    return fields.map((f) => toOptions(f, codes)).filter((f) => f.options.length > 0);
  }

  /** GET /api/v1/templates/field/{fieldId}/options. */
  async fieldOptions(auth: AuthContext, fieldId: number): Promise<TemplateFieldOptions> {
    const field = await new TenantRepository(this.ds, FieldEntity).findOneOr404(auth.customerId, { field_id: fieldId });
    return toOptions(field, await new TenantRepository(this.ds, FieldCodeEntity).find(auth.customerId, { field_id: fieldId }));
  }

  /**
   * POST …/field/{fieldId}/default-option {code}: the code becomes a default. A single-choice field has one
   * default (the others are cleared); a multi-choice field may have several.
   */
  async setDefault(auth: AuthContext, templateId: number, fieldId: number, code: string): Promise<TemplateFieldOptions> {
    await this.ds.transaction(async (m) => {
      const { field, codes } = await this.fieldWithCodes(m, auth, templateId, fieldId);
      if (!codes.some((c) => c.code === code)) {
        throw fieldErrors({ code: 'invalid_entry' });
      }
      const before = codes.filter((c) => c.is_default).map((c) => c.code);
      const after = isMulti(field) ? [...new Set([...before, code])] : [code];
      await this.write(m, auth, templateId, field, codes, before, after);
    });
    return this.fieldOptions(auth, fieldId);
  }

  /** DELETE …/field/{fieldId}/default-option[?code=]: that code (or every code) is no longer a default. */
  async clearDefault(auth: AuthContext, templateId: number, fieldId: number, code?: string): Promise<TemplateFieldOptions> {
    await this.ds.transaction(async (m) => {
      const { field, codes } = await this.fieldWithCodes(m, auth, templateId, fieldId);
      if (code !== undefined && !codes.some((c) => c.code === code)) {
        throw fieldErrors({ code: 'invalid_entry' });
      }
      const before = codes.filter((c) => c.is_default).map((c) => c.code);
      await this.write(m, auth, templateId, field, codes, before, code === undefined ? [] : before.filter((c) => c !== code));
    });
    return this.fieldOptions(auth, fieldId);
  }

  private async fieldWithCodes(m: EntityManager, auth: AuthContext, templateId: number, fieldId: number) {
    await findTemplate(m, auth, templateId);
    const field = await findField(m, auth, templateId, fieldId);
    const codes = await new TenantRepository(m, FieldCodeEntity).find(auth.customerId, { field_id: fieldId });
    if (!codes.length) {
      throw badRequest('field_has_no_options');
    }
    return { field, codes };
  }

  private async write(m: EntityManager, auth: AuthContext, templateId: number, field: FieldEntity, codes: FieldCodeEntity[], before: string[], after: string[]): Promise<void> {
    if (JSON.stringify([...before].sort()) === JSON.stringify([...after].sort())) {
      return;
    }
    const repo = new TenantRepository(m, FieldCodeEntity);
    for (const c of codes) {
      const next = after.includes(c.code) ? 1 : 0;
      if (c.is_default !== next) {
        await repo.update(auth.customerId, { id: c.id }, { is_default: next });
      }
    }
    await this.audit.record(auth, { entity: TEMPLATE_AUDIT_ENTITY, entityId: templateId, action: 'default_option', changes: { [`${fieldName(field)}.default`]: { from: before, to: after } } }, m);
  }
}
