import type { ObjectLiteral } from 'typeorm';
import type { TenantOwned, TenantRepository } from '@attest/platform';
import type { TranslationsFingerprint } from '../languages/translations-revision';

/** Row count, newest id and newest edit of one customer's rows in a texts table (id, updated_at columns). */
export async function tableFingerprint<T extends ObjectLiteral & TenantOwned>(repo: TenantRepository<T>, customerId: number): Promise<TranslationsFingerprint> {
  const raw = await repo
    .query(customerId, 't')
    .select('COUNT(*)', 'count')
    .addSelect('MAX(t.id)', 'maxId')
    .addSelect('MAX(t.updated_at)', 'maxUpdatedAt')
    .getRawOne<{ count: string | number; maxId: number | null; maxUpdatedAt: Date | string | null }>();
  return {
    count: Number(raw?.count ?? 0),
    maxId: raw?.maxId === null || raw?.maxId === undefined ? null : Number(raw.maxId),
    maxUpdatedAt: raw?.maxUpdatedAt ?? null,
  };
}
