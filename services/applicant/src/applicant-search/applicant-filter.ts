import type { SelectQueryBuilder } from 'typeorm';
import { locationScope, type AuthContext } from '@attest/platform';
import { array, number, object, string } from 'yup';

/** Staff applicant filter shared by search, query and export. */
export interface ApplicantFilter {
  term?: string;
  locations?: number[];
  /** Set from the caller's roles, never from the request: only these locations (none when empty). */
  allowedLocations?: number[];
}

/** The caller's filter limited to the locations their roles allow (staff limited to locations). */
export function scopedFilter(auth: AuthContext, filter: ApplicantFilter): ApplicantFilter {
  const scope = locationScope(auth);
  return scope === null ? { term: filter.term, locations: filter.locations } : { term: filter.term, locations: filter.locations, allowedLocations: scope };
}

export const applicantQuerySchema = object({
  term: string().trim().max(100, 'es_max').optional(),
  locations: array(number().integer('interger_validator').positive().required()).max(500, 'es_max').optional(),
  skip: number().typeError('number_validator').integer('interger_validator').min(0, 'es_min').default(0),
  take: number().typeError('number_validator').integer('interger_validator').min(1, 'es_min').max(100, 'es_max').default(25),
}).noUnknown(true, 'unknown_field');

export const applicantExportSchema = object({
  term: string().trim().max(100, 'es_max').optional(),
  locations: array(number().integer('interger_validator').positive().required()).max(500, 'es_max').optional(),
}).noUnknown(true, 'unknown_field');

/** Adds the filter to a tenant-scoped builder over `applicants` aliased `a`. */
export function applyApplicantFilter<T extends object>(qb: SelectQueryBuilder<T>, filter: ApplicantFilter): SelectQueryBuilder<T> {
  // Every word must match a name, the email or the mobile phone ("ada love" finds Ada Lovelace).
  const words = (filter.term ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  words.forEach((word, i) => {
    // LIKE wildcards typed by the user are matched literally ('!' escapes the same way on MySQL and SQLite).
    const like = `%${word.replace(/[!%_]/g, (c) => '!' + c)}%`;
    qb.andWhere(
      ['first_name', 'last_name', 'email', 'mobile_phone'].map((c) => `LOWER(a.${c}) LIKE :w${i} ESCAPE '!'`).join(' OR ').replace(/^/, '(') + ')',
      { [`w${i}`]: like },
    );
  });
  if (filter.locations?.length) {
    qb.andWhere('a.location_id IN (:...locations)', { locations: filter.locations });
  }
  if (filter.allowedLocations) {
    if (filter.allowedLocations.length) {
      qb.andWhere('a.location_id IN (:...allowedLocations)', { allowedLocations: filter.allowedLocations });
    } else {
      qb.andWhere('1 = 0');
    }
  }
  return qb;
}
