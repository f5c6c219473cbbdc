import { number, object, string, type InferType } from 'yup';
import type { SelectQueryBuilder } from 'typeorm';

/** A calendar day as YYYY-MM-DD that exists (2020-13-45 does not). */
const day = () =>
  string()
    .trim()
    .optional()
    .test('day', 'es_date', (v) => v === undefined || v === '' || isDay(v));

function isDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** Filters of the audit log page and its export (dates are whole days, YYYY-MM-DD, inclusive). */
export const auditFilterSchema = object({
  entity: string().trim().max(64, 'es_max').optional(),
  action: string().trim().max(32, 'es_max').optional(),
  actor_id: number().typeError('number_validator').integer('interger_validator').positive('invalid_entry').optional(),
  from: day(),
  to: day(),
  page: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').default(1),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(200, 'es_max').default(50),
}).noUnknown(true, 'unknown_field');
export type AuditFilter = InferType<typeof auditFilterSchema>;

export type AuditExportFilter = Omit<AuditFilter, 'page' | 'take'>;

export function applyAuditFilter<T extends object>(qb: SelectQueryBuilder<T>, alias: string, f: AuditExportFilter): SelectQueryBuilder<T> {
  if (f.entity) {
    qb.andWhere(`${alias}.entity = :entity`, { entity: f.entity });
  }
  if (f.action) {
    qb.andWhere(`${alias}.action = :action`, { action: f.action });
  }
  if (f.actor_id) {
    qb.andWhere(`${alias}.actor_id = :actorId`, { actorId: f.actor_id });
  }
  if (f.from) {
    qb.andWhere(`${alias}.created_at >= :from`, { from: new Date(`${f.from.slice(0, 10)}T00:00:00Z`) });
  }
  if (f.to) {
    qb.andWhere(`${alias}.created_at < :to`, { to: new Date(new Date(`${f.to.slice(0, 10)}T00:00:00Z`).getTime() + 86_400_000) });
  }
  return qb;
}

export const toExportFilter = (f: AuditFilter): AuditExportFilter => ({
  ...(f.entity ? { entity: f.entity } : {}),
  ...(f.action ? { action: f.action } : {}),
  ...(f.actor_id ? { actor_id: f.actor_id } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});
