import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { APPLICATION_STATUSES, applicationStatusOrder, type ApplicantListFilter, type ApplicantSortField, type SortDirection } from '@attest/contracts';
import { TenantRepository, type AuthContext } from '@attest/platform';
import { deriveApplicantFields } from '../applicant-record/applicant-view';
import { ApplicantEntity } from '../applicant-record/entities';
import { applyApplicantFilter, scopedFilter, statusIndexCovers, termIsIndexed, type ApplicantFilter } from './applicant-filter';
import { countByStatus, readStatusSlice, statusPageSlices, type SliceReader } from './status-sorted-page';

const LIST_COLUMNS = [
  'applicant_id', 'first_name', 'last_name', 'email', 'mobile_phone', 'home_phone', 'address1', 'address2',
  'city', 'state', 'zip', 'location_id', 'date_registered', 'last_activity_date', 'application_status', 'current_application_status',
  'active', 'locked', 'verified',
] as const;

export type ApplicantListItem = Pick<ApplicantEntity, (typeof LIST_COLUMNS)[number]> & ReturnType<typeof deriveApplicantFields>;

/** The step order of the status (NULL is SIGNUP, 0), so "sort by status" follows the application, not the alphabet. */
const STATUS_ORDER_SQL = `CASE a.current_application_status ${APPLICATION_STATUSES.map((s) => `WHEN '${s}' THEN ${applicationStatusOrder(s)}`).join(' ')} ELSE 0 END`;

const SORT_SQL: Record<ApplicantSortField, string> = {
  last_name: 'a.last_name',
  first_name: 'a.first_name',
  email: 'a.email',
  date_registered: 'a.date_registered',
  last_activity_date: 'a.last_activity_date',
  application_status: STATUS_ORDER_SQL,
  location_id: 'a.location_id',
};

/**
 * Up to this many matches the page is sorted from the filter's own index (a sort of `total` rows read). Beyond it,
 * walking the sort column's index meets a page of matches sooner: about (skip + take) x applicants / total rows,
 * which at 1M applicants and a page of 25 breaks even near 5,000 (bench: 0.2 s against 2-3 s for 13,000 matches).
 */
export const FEW_MATCHES = 5_000;

/**
 * With an indexed term its matches are found by merging the name, email and phone indexes, and they sit together in
 * the index of the column they start (all the "lopez" are in one stretch of last_name), not spread out as FEW_MATCHES
 * assumes: walking a name index towards them passed most of the customer's rows (4.8 s at 1M for 13,000 matches). Up
 * to this many the matches are read by the term and sorted.
 */
export const FEW_TERM_MATCHES = 100_000;

export interface ListPage {
  sort?: ApplicantSortField;
  direction?: SortDirection;
  skip: number;
  take: number;
}

/** Staff search and list over the caller's customer's applicants. */
@Injectable()
export class ApplicantSearchService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private filtered(auth: AuthContext, filter: ApplicantFilter): SelectQueryBuilder<ApplicantEntity> {
    return filteredApplicants(this.ds, auth.customerId, filter);
  }

  async search(auth: AuthContext, term: string | undefined, take: number): Promise<ApplicantListItem[]> {
    const rows = await this.filtered(auth, scopedFilter(auth, { term }))
      .select(LIST_COLUMNS.map((c) => `a.${c}`))
      .orderBy('a.last_name', 'ASC')
      .addOrderBy('a.applicant_id', 'ASC')
      .take(take)
      .getMany();
    return rows.map(toListItem);
  }

  async query(auth: AuthContext, filter: ApplicantListFilter, page: ListPage): Promise<{ items: ApplicantListItem[]; total: number }> {
    const { rows, total } = await readPage(this.ds, auth.customerId, scopedFilter(auth, filter), page, {
      rows: (qb) => qb.select(LIST_COLUMNS.map((c) => `a.${c}`)).getMany(),
      id: (a) => a.applicant_id,
    });
    return { items: rows.map(toListItem), total };
  }
}

/**
 * One page of the filtered list and the total (the list and applications/query). The count comes first: how many
 * match decides how the page is read (sorted()). Sorted by status, the count is per status and only the steps the page
 * touches are read, each in applicant id order along the status index (status-sorted-page.ts). `few`: up to how many
 * matches a read sorts them rather than walk an index (FEW_MATCHES; tests set it to read both ways).
 */
export async function readPage<R>(
  db: DataSource | EntityManager,
  customerId: number,
  filter: ApplicantFilter,
  page: ListPage,
  reader: SliceReader<R>,
  few = FEW_MATCHES,
): Promise<{ rows: R[]; total: number }> {
  const base = () => filteredApplicants(db, customerId, filter);
  if (page.sort === 'application_status') {
    const counts = await countByStatus(base(), statusIndexCovers(filter));
    const rows: R[] = [];
    for (const slice of statusPageSlices(counts, page.skip, page.take, page.direction)) {
      rows.push(...(await readStatusSlice(base, slice, { direction: page.direction, few, statusesAsFilter: termIsIndexed(filter) }, reader)));
    }
    return { rows, total: counts.reduce((sum, c) => sum + c.n, 0) };
  }
  const total = await countOf(base());
  const sortFew = termIsIndexed(filter) ? Math.max(few, FEW_TERM_MATCHES) : few;
  return { rows: total > page.skip ? await reader.rows(sorted(base(), page, total, sortFew)) : [], total };
}

/** The customer's applicants with a (scoped) filter applied: the list, the counts and applications/query build on it. */
export function filteredApplicants(db: DataSource | EntityManager, customerId: number, filter: ApplicantFilter): SelectQueryBuilder<ApplicantEntity> {
  return applyApplicantFilter(new TenantRepository(db, ApplicantEntity).query(customerId, 'a'), filter);
}

/**
 * COUNT(*) of a single-table builder. TypeORM's getCount() sends COUNT(DISTINCT id), which MariaDB answered at 1M
 * applicants by reading the table instead of the smallest index that covers the filter.
 */
export async function countOf<T extends object>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb.select('COUNT(*)', 'n').getRawOne<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

/**
 * Orders by the chosen column (last name by default) with the applicant id breaking ties, then pages. With `total`
 * matches known and few, the column is wrapped (COALESCE(x, NULL): same values, same order) so the database cannot
 * walk the column's index hoping to meet matches soon: at 1M applicants a selective filter would read the table
 * that way; it reads the filter's index range and sorts the few matches instead.
 */
export function sorted<T extends object>(qb: SelectQueryBuilder<T>, page: ListPage, total?: number, fewMatches = FEW_MATCHES): SelectQueryBuilder<T> {
  const dir = page.direction === 'desc' ? 'DESC' : 'ASC';
  const column = SORT_SQL[page.sort ?? 'last_name'];
  const few = total !== undefined && total <= fewMatches && column.startsWith('a.');
  return qb
    .orderBy(few ? `COALESCE(${column}, NULL)` : column, dir)
    .addOrderBy('a.applicant_id', dir)
    .offset(page.skip)
    .limit(page.take);
}

function toListItem(a: ApplicantEntity): ApplicantListItem {
  const item = {} as Record<string, unknown>;
  for (const c of LIST_COLUMNS) {
    item[c] = a[c];
  }
  return { ...(item as Pick<ApplicantEntity, (typeof LIST_COLUMNS)[number]>), ...deriveApplicantFields(a) };
}
