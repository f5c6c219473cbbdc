import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NO_SIGNATURE_TEMPLATE_TYPES, type FieldParams } from '@attest/contracts';
import { parseJson, TenantRepository, type AuthContext } from '@attest/platform';
import { FieldEntity } from '../forms/entities';
import { DYNAMIC_PARAMS } from './form-params';
import type { DynamicParamDefinition, MissingFields } from '@attest/contracts';
import { findTemplate } from './template-access';

const placed = (p: FieldParams) => {
  const pos = p.pdf as { x?: unknown; y?: unknown } | undefined;
  return !!pos && typeof pos.x === 'number' && typeof pos.y === 'number';
};

/** What a template still lacks for its signed PDF, and the parameters its iframe settings may use. */
@Injectable()
export class TemplateInsightsService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /**
   * GET /api/v1/templates/{id}/missingfields: the active fields that belong on the document (not
   * exclude_from_doc) but have no position on its PDF (params.pdf), so the signed PDF would not show
   * them; and whether a template that is signed names no signature spot (params.signature).
   */
  async missingFields(auth: AuthContext, templateId: number): Promise<MissingFields> {
    const t = await findTemplate(this.ds, auth, templateId);
    const fields = (await new TenantRepository(this.ds, FieldEntity).find(auth.customerId, { template_id: templateId, active: 1 })).sort((a, b) => a.sort_order - b.sort_order || a.field_id - b.field_id);
    const needsSignature = !NO_SIGNATURE_TEMPLATE_TYPES.includes(t.template_type_id);
    const signature = parseJson<{ signature?: unknown }>(t.params, {}).signature;
    return {
      template_id: t.template_id,
      has_pdf: !!t.pdf_storage_key,
      needs_signature: needsSignature,
      signature_missing: needsSignature && (signature === undefined || signature === null),
      fields: fields
        .filter((f) => !f.exclude_from_doc && !placed(parseJson<FieldParams>(f.params, {})))
        .map((f) => ({ field_id: f.field_id, name: f.name?.trim() ? f.name : f.code, reason: 'no_pdf_position' as const })),
    };
  }

  dynamicParams(): DynamicParamDefinition[] {
    return [...DYNAMIC_PARAMS];
  }
}
