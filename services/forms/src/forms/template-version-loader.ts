import type { DataSource, EntityManager } from 'typeorm';
import { notFound, parseJson, TenantRepository } from '@attest/platform';
import { TemplateVersionEntity } from '../form-builder/entities/template-version.entity';
import type { TemplateVersionSnapshot } from '../form-builder/form-builder.types';
import { TemplateEntity } from './entities';
import { loadTemplate, type LoadedTemplate } from './template-loader';

/**
 * A template as it was at `version` (the form builder's snapshot: row, tags, active fields with codes and
 * triggers, layout), in the same shape as loadTemplate. A null version (a request sent before versions
 * existed) or, unless strict, a version not stored reads the live template. 404 when not the customer's.
 */
export async function loadTemplateVersion(db: DataSource | EntityManager, customerId: number, templateId: number, version: number | null, opts: { strict?: boolean } = {}): Promise<LoadedTemplate> {
  if (version === null) {
    return loadTemplate(db, customerId, templateId);
  }
  const live = await new TenantRepository(db, TemplateEntity).findOneOr404(customerId, { template_id: templateId });
  const row = await new TenantRepository(db, TemplateVersionEntity).findOne(customerId, { template_id: templateId, version });
  if (!row) {
    if (opts.strict) {
      throw notFound();
    }
    return loadTemplate(db, customerId, templateId);
  }
  const snap = parseJson<TemplateVersionSnapshot | null>(row.snapshot, null);
  if (!snap) {
    return loadTemplate(db, customerId, templateId);
  }
  // Dates come back as strings from JSON; ids and the customer are the live row's.
  const template = { ...live, ...snap.template, template_id: live.template_id, customer_id: live.customer_id } as TemplateEntity;
  return { template, tags: snap.tags, fields: snap.fields };
}
