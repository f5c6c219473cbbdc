import type { DataSource, EntityManager } from 'typeorm';
import type { EntityManagerConfig } from '@attest/contracts';
import { notFound, parseJson, TenantRepository, type AuthContext } from '@attest/platform';
import type { ApplicantPort } from '../applicant-port/applicant-port';
import { EntityRecordEntity } from '../entities/entity-record.entity';
import { EntityManagerConfigEntity } from '../entity-manager/entity-manager-config.entity';

/** The get functions of the customer's entity manager configurations whose records carry custom fields of `customFieldType`. */
async function getFunctionsFor(db: DataSource | EntityManager, auth: AuthContext, customFieldType: string): Promise<unknown[]> {
  const rows = await new TenantRepository(db, EntityManagerConfigEntity).find(auth.customerId);
  return rows
    .map((row) => ({ row, config: parseJson<Partial<EntityManagerConfig>>(row.config, {}) }))
    .filter(({ row, config }) => config.getEntitiesFunction && (config.customFieldEntityType || row.entity_type) === customFieldType)
    .map(({ config }) => config.getEntitiesFunction);
}

/**
 * An entity record of the active customer that the caller may reach (an applicant only their own), in
 * the store that holds records of `customFieldType` (a removed history record is gone); else 404.
 */
export async function findOwnedEntity(applicants: ApplicantPort, db: DataSource | EntityManager, auth: AuthContext, entityId: number, customFieldType?: string): Promise<void> {
  // A function naming a dedicated history table (work history, education) selects it; else the generic store.
  let historyOwner: number | null = null;
  for (const fn of customFieldType ? await getFunctionsFor(db, auth, customFieldType) : []) {
    historyOwner ??= await applicants.historyRecordOwner(db, auth, fn, entityId);
  }
  const owner = historyOwner ?? (await new TenantRepository(db, EntityRecordEntity).findOneOr404(auth.customerId, { id: entityId })).applicant_id;
  if (auth.party === 'applicant' && owner !== auth.applicantId) {
    throw notFound();
  }
}
