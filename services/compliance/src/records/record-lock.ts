import type { EntityManager } from 'typeorm';
import { isMysql, notFound, TenantRepository } from '@attest/platform';
import { I9RecordEntity } from './entities';

/**
 * The record, locked for the rest of the transaction (SELECT ... FOR UPDATE on MySQL; SQLite
 * serialises writers anyway): every trail row and revision number of a record is written under it.
 */
export async function lockRecord(m: EntityManager, customerId: number, recordId: number): Promise<I9RecordEntity> {
  const qb = new TenantRepository(m, I9RecordEntity).query(customerId, 'r').andWhere('r.id = :recordId', { recordId });
  if (isMysql(m.connection)) {
    qb.setLock('pessimistic_write');
  }
  const record = await qb.getOne();
  if (!record) {
    throw notFound();
  }
  return record;
}
