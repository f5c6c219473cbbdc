import type { DataSource, EntityManager } from 'typeorm';
import type { EntityManagerConfig } from '@attest/contracts';
import { notFound, TenantRepository, type AuthContext } from '@attest/platform';
import { EntityRecordEntity } from '../entities/entity-record.entity';
import { EntityManagerConfigEntity } from '../entity-manager/entity-manager-config.entity';
import { parseJson } from '../forms/to-form-template';
import { historyKindByFunction, type HistoryKind } from '../histories/history-kinds';

/**
 * The dedicated history table that holds the records whose custom fields have `customFieldType`: the one
 * named by the get function of the customer's entity manager configuration for that type (null → the
 * generic entity store).
 */
export async function historyKindFor(db: DataSource | EntityManager, auth: AuthContext, customFieldType: string): Promise<HistoryKind | null> {
  const rows = await new TenantRepository(db, EntityManagerConfigEntity).find(auth.customerId);
  for (const row of rows) {
    const config = parseJson<Partial<EntityManagerConfig>>(row.config, {});
    const kind = historyKindByFunction(config.getEntitiesFunction);
    if (kind && (config.customFieldEntityType || row.entity_type) === customFieldType) {
      return kind;
    }
  }
  return null;
}

/**
 * An entity record of the active customer that the caller may reach (an applicant only their own), in
 * the store that holds records of `customFieldType` (a removed history record is gone); else 404.
 */
export async function findOwnedEntity(db: DataSource | EntityManager, auth: AuthContext, entityId: number, customFieldType?: string): Promise<void> {
  const kind = customFieldType ? await historyKindFor(db, auth, customFieldType) : null;
  const row = kind
    ? await new TenantRepository(db, kind.target).findOneOr404(auth.customerId, { [kind.idName]: entityId, deleted: 0 })
    : await new TenantRepository(db, EntityRecordEntity).findOneOr404(auth.customerId, { id: entityId });
  if (auth.party === 'applicant' && row.applicant_id !== auth.applicantId) {
    throw notFound();
  }
}
