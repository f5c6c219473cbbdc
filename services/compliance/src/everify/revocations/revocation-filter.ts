import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import type { RevocationFilter } from './dto/revocation-query.dto';
import { EadRevocationEntity } from './entities';

/**
 * The revocations a list, its counts and its exports read: the customer's rows, limited to `scope` (the caller's
 * locations under enable_location_based_everify_case_view, else null: all), with the list's filters. Rows no
 * employee was matched to have no location: only callers who see every location see them.
 */
export function revocationRows(db: DataSource | EntityManager, customerId: number, scope: number[] | null, f: RevocationFilter): SelectQueryBuilder<EadRevocationEntity> {
  const qb = new TenantRepository(db, EadRevocationEntity).query(customerId, 'r');
  if (scope !== null) {
    qb.andWhere(scope.length ? 'r.location_id IN (:...scopeLocations)' : '1 = 0', { scopeLocations: scope });
  }
  if (f.match_kind) {
    qb.andWhere('r.match_kind = :kind', { kind: f.match_kind });
  }
  if (f.acknowledged !== undefined) {
    qb.andWhere(f.acknowledged ? 'r.acknowledged_at IS NOT NULL' : 'r.acknowledged_at IS NULL');
  }
  if (f.upload_id) {
    qb.andWhere('r.upload_id = :uploadId', { uploadId: f.upload_id });
  }
  if (f.i9_record_id) {
    qb.andWhere('r.i9_record_id = :recordId', { recordId: f.i9_record_id });
  }
  if (f.location_id) {
    qb.andWhere('r.location_id = :locationId', { locationId: f.location_id });
  }
  const term = f.search?.trim();
  if (term) {
    // LIKE wildcards typed by the user are matched literally ('!' escapes alike on MySQL and SQLite).
    const like = `%${term.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
    qb.andWhere("(LOWER(r.first_name) LIKE :like ESCAPE '!' OR LOWER(r.last_name) LIKE :like ESCAPE '!' OR LOWER(r.case_number) LIKE :like ESCAPE '!')", { like });
  }
  return qb;
}
