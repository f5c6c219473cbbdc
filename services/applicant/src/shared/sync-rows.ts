import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { AuditService, maskTail, notFound, TenantRepository, type AuthContext, type TenantOwned } from '@attest/platform';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** One row of a multi-row save, already validated and mapped to column values. */
export interface RowChange<E> {
  /** The stored row's id; null for a new row. */
  id: number | null;
  applicantId: number;
  /** Soft removal (deleted = 1 or active = 0, per table). */
  remove: boolean;
  /** Column values to store, given the stored row (null for a new one). */
  values(current: E | null): Partial<E>;
}

export interface RowTable<E> {
  entity: EntityTarget<E>;
  idKey: keyof E & string;
  /** Audit log entity name, e.g. 'applicant_license'. */
  auditEntity: string;
  /** What a soft removal writes. */
  removal: Partial<E>;
  /** Which stored rows a change may name (e.g. not yet deleted); the applicant is added. */
  reachable: FindOptionsWhere<E>;
  /** Columns whose values the audit log shows masked. */
  sensitive?: readonly string[];
}

/**
 * Applies a list of row changes inside the caller's transaction: inserts new rows, updates or softly
 * removes named rows. A named row that is not the applicant's (or not reachable) answers 404, and the
 * transaction rolls back everything. Each changed row gets an audit entry.
 */
export async function syncRows<E extends ObjectLiteral & TenantOwned & { applicant_id: number }>(
  m: EntityManager,
  audit: AuditService,
  auth: AuthContext,
  table: RowTable<E>,
  changes: RowChange<E>[],
): Promise<void> {
  const repo = new TenantRepository<E>(m, table.entity);
  const sensitive = new Set(table.sensitive ?? []);
  for (const change of changes) {
    if (change.id === null) {
      if (change.remove) {
        continue; // added and removed before it was ever saved
      }
      const values = change.values(null);
      const saved = await repo.insert(auth.customerId, { ...values, applicant_id: change.applicantId } as Partial<E>);
      await audit.record(auth, { entity: table.auditEntity, entityId: saved[table.idKey] as number, action: 'create', changes: diff({}, values, sensitive) }, m);
      continue;
    }
    const where = { ...table.reachable, [table.idKey]: change.id, applicant_id: change.applicantId } as FindOptionsWhere<E>;
    const current = await repo.findOne(auth.customerId, where);
    if (!current) {
      throw notFound();
    }
    const values = change.remove ? table.removal : change.values(current);
    const rowChanges = diff(current, values, sensitive);
    if (Object.keys(rowChanges).length === 0) {
      continue;
    }
    await repo.update(auth.customerId, where, values);
    await audit.record(auth, { entity: table.auditEntity, entityId: change.id, action: change.remove ? 'delete' : 'update', changes: rowChanges }, m);
  }
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>, sensitive: Set<string>): Changes {
  const out: Changes = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key] ?? null;
    if (from !== (to ?? null)) {
      out[key] = sensitive.has(key) ? { from: maskTail(from as string | null), to: maskTail((to ?? null) as string | null) } : { from, to: to ?? null };
    }
  }
  return out;
}
