import type { DataSource, EntityManager } from 'typeorm';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { EntityRecordEntity } from '../entities/entity-record.entity';

/** An entity record of the active customer that the caller may reach (an applicant only their own); else 404. */
export async function findOwnedEntity(db: DataSource | EntityManager, auth: AuthContext, entityId: number): Promise<EntityRecordEntity> {
  const row = await new TenantRepository(db, EntityRecordEntity).findOneOr404(auth.customerId, { id: entityId });
  if (auth.party === 'applicant' && row.applicant_id !== auth.applicantId) {
    throw notFound();
  }
  return row;
}
