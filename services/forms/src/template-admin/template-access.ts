import type { DataSource, EntityManager } from 'typeorm';
import { requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { FieldEntity, TemplateEntity } from '../forms/entities';

type Db = DataSource | EntityManager;

/** A template of the caller's active customer; a path naming another customer, or another customer's template, is 404. */
export function findTemplate(db: Db, auth: AuthContext, templateId: number, customerId = auth.customerId): Promise<TemplateEntity> {
  requireCustomer(auth, customerId);
  return new TenantRepository(db, TemplateEntity).findOneOr404(auth.customerId, { template_id: templateId });
}

/** A field of the template (404 when it is another template's or customer's). */
export async function findField(db: Db, auth: AuthContext, templateId: number, fieldId: number): Promise<FieldEntity> {
  return new TenantRepository(db, FieldEntity).findOneOr404(auth.customerId, { template_id: templateId, field_id: fieldId });
}

/** Active field counts per template. */
export async function fieldCounts(db: Db, customerId: number, templateIds: number[]): Promise<Map<number, number>> {
  if (!templateIds.length) {
    return new Map();
  }
  const rows = await new TenantRepository(db, FieldEntity)
    .query(customerId, 'f')
    .andWhere('f.template_id IN (:...templateIds)', { templateIds })
    .andWhere('f.active = 1')
    .select('f.template_id', 'template_id')
    .addSelect('COUNT(*)', 'n')
    .groupBy('f.template_id')
    .getRawMany<{ template_id: number | string; n: number | string }>();
  return new Map(rows.map((r) => [Number(r.template_id), Number(r.n)]));
}
