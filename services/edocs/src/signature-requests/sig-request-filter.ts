import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { locationScope, type AuthContext } from '@attest/platform';
import type { SigRequestFilter as RequestedFilter } from './dto/sig-request-dtos';

/** The request's filter plus the caller's allowed locations (set from their roles, never from the body). */
export type SigRequestFilter = RequestedFilter & { allowedLocations?: number[] };

/** Staff limited to locations see only their locations' applicants' requests. */
export function scopedSigFilter<F extends RequestedFilter>(auth: AuthContext, filter: F): F & { allowedLocations?: number[] } {
  const scope = locationScope(auth);
  return scope === null ? filter : { ...filter, allowedLocations: scope };
}
import { SigRequestEntity } from './entities/sig-request.entity';

/** The customer's requests (alias r) joined with their applicants (alias a), filtered. */
export function sigRequestQuery(db: DataSource | EntityManager, customerId: number, filter: SigRequestFilter): SelectQueryBuilder<SigRequestEntity> {
  const qb = db
    .getRepository(SigRequestEntity)
    .createQueryBuilder('r')
    .innerJoin(ApplicantEntity, 'a', 'a.applicant_id = r.applicant_id AND a.customer_id = r.customer_id')
    .where('r.customer_id = :customerId', { customerId });
  if (filter.status?.length) {
    qb.andWhere('r.status IN (:...statuses)', { statuses: filter.status });
  }
  if (filter.applicant_id !== undefined) {
    qb.andWhere('r.applicant_id = :applicantId', { applicantId: filter.applicant_id });
  }
  // Every word must match the applicant's first or last name or email; LIKE wildcards are matched literally.
  const words = (filter.term ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  words.forEach((word, i) => {
    const like = `%${word.replace(/[!%_]/g, (c) => '!' + c)}%`;
    qb.andWhere('(' + ['first_name', 'last_name', 'email'].map((c) => `LOWER(a.${c}) LIKE :w${i} ESCAPE '!'`).join(' OR ') + ')', { [`w${i}`]: like });
  });
  if (filter.locations?.length) {
    qb.andWhere('a.location_id IN (:...locations)', { locations: filter.locations });
  }
  if (filter.allowedLocations) {
    qb.andWhere(filter.allowedLocations.length ? 'a.location_id IN (:...allowedLocations)' : '1 = 0', { allowedLocations: filter.allowedLocations });
  }
  return qb;
}

export const EXPORT_COLUMNS = ['sig_request_id', 'applicant_id', 'first_name', 'last_name', 'email', 'status', 'package_id', 'setup_date', 'expiration_date', 'complete_date'] as const;

/** One keyset page of export rows (raw, bounded memory). */
export async function exportBatch(db: DataSource | EntityManager, customerId: number, filter: SigRequestFilter, afterId: number, size: number): Promise<Record<string, unknown>[]> {
  const rows = await sigRequestQuery(db, customerId, filter)
    .andWhere('r.sig_request_id > :afterId', { afterId })
    .select([
      'r.sig_request_id AS sig_request_id', 'r.applicant_id AS applicant_id', 'a.first_name AS first_name', 'a.last_name AS last_name', 'a.email AS email',
      'r.status AS status', 'r.package_id AS package_id', 'r.setup_date AS setup_date', 'r.expiration_date AS expiration_date', 'r.complete_date AS complete_date',
    ])
    .orderBy('r.sig_request_id', 'ASC')
    .limit(size)
    .getRawMany<Record<string, unknown>>();
  return rows;
}
