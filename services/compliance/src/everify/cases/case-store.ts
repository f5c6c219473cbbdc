import type { DataSource, EntityManager } from 'typeorm';
import { isMysql, notFound, TenantRepository } from '@attest/platform';
import type { CaseSnapshot } from '@attest/contracts';
import { EverifyCaseEntity, EverifyCaseEventEntity } from './entities';

export const caseRepo = (db: DataSource | EntityManager) => new TenantRepository(db, EverifyCaseEntity);
export const caseEventRepo = (db: DataSource | EntityManager) => new TenantRepository(db, EverifyCaseEventEntity);

/** The case, locked for the rest of the transaction (SELECT ... FOR UPDATE on MySQL), or null when it is gone. */
export async function lockCaseOrNull(m: EntityManager, customerId: number, caseId: number): Promise<EverifyCaseEntity | null> {
  const qb = caseRepo(m).query(customerId, 'c').andWhere('c.id = :caseId', { caseId });
  if (isMysql(m.connection)) {
    qb.setLock('pessimistic_write');
  }
  return qb.getOne();
}

export async function lockCase(m: EntityManager, customerId: number, caseId: number): Promise<EverifyCaseEntity> {
  const c = await lockCaseOrNull(m, customerId, caseId);
  if (!c) {
    throw notFound();
  }
  return c;
}

/** What the lifecycle rules look at. */
export function snapshotOf(c: Pick<EverifyCaseEntity, 'status' | 'employee_notified_at' | 'tnc_agency'>): CaseSnapshot {
  return { status: c.status, employeeNotified: !!c.employee_notified_at, tncAgency: c.tnc_agency };
}

/** The trail target of a case on its I-9. */
export const caseTarget = (caseId: number, part?: string) => `everify#${caseId}${part ? `/${part}` : ''}`;
