import type { SelectQueryBuilder } from 'typeorm';
import { APPLICATION_STATUSES, applicationStatusOrder, type SortDirection } from '@attest/contracts';
import type { ApplicantEntity } from '../applicant-record/entities';
import { whereStatusIn } from './applicant-filter';

/** How many of the filter's applicants hold one stored status value (null: no status yet). */
export interface StatusValueCount {
  status: string | null;
  n: number;
}

/** The part of a page one step holds: `values` are the stored statuses of that step, read from `offset` on. */
export interface StatusSlice {
  values: StatusValueCount[];
  offset: number;
  limit: number;
}

/** The step of a stored value as the list's SQL ranks it: a known status its order, anything else (and NULL) 0. */
const stepOf = (status: string | null): number => (status !== null && (APPLICATION_STATUSES as string[]).includes(status) ? applicationStatusOrder(status) : 0);

/** The rows of one slice, and the applicant id several reads of one step are merged by. */
export interface SliceReader<R> {
  rows: (qb: SelectQueryBuilder<ApplicantEntity>) => Promise<R[]>;
  id: (row: R) => number;
}

/**
 * The filter's applicants counted per stored status (the sum is the list's total). `viaStatusIndex` (the filter tests
 * only columns of the status sort index): MariaDB groups along that index and reads nothing else. Otherwise the group
 * is wrapped (COALESCE(status, NULL), same groups) so the database reads the matches as a plain count would and groups
 * them apart: given a status index to group along, MariaDB 10.11 chose it and looked up every row of the customer for
 * the other conditions (40 s at 1M applicants for one location, against a 2-3 s read of the table).
 */
export async function countByStatus(qb: SelectQueryBuilder<ApplicantEntity>, viaStatusIndex: boolean): Promise<StatusValueCount[]> {
  const status = viaStatusIndex ? 'a.current_application_status' : 'COALESCE(a.current_application_status, NULL)';
  const rows = await qb.select(status, 'status').addSelect('COUNT(*)', 'n').groupBy(status).getRawMany<{ status: string | null; n: number | string }>();
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

/**
 * Sort by status is the step order (NULL and any unknown value are SIGNUP, 0), ties by applicant id, both in the
 * chosen direction: the steps are laid end to end in that order and the page [skip, skip + take) is cut out of them.
 * Only the steps the page touches are read.
 */
export function statusPageSlices(counts: StatusValueCount[], skip: number, take: number, direction: SortDirection | undefined): StatusSlice[] {
  const steps = new Map<number, StatusValueCount[]>();
  for (const c of counts) {
    if (c.n > 0) {
      const rank = stepOf(c.status);
      steps.set(rank, [...(steps.get(rank) ?? []), c]);
    }
  }
  const ranks = [...steps.keys()].sort((x, y) => (direction === 'desc' ? y - x : x - y));
  const slices: StatusSlice[] = [];
  let start = 0;
  for (const rank of ranks) {
    const values = steps.get(rank)!;
    const end = start + values.reduce((sum, v) => sum + v.n, 0);
    const from = Math.max(skip, start);
    const to = Math.min(skip + take, end);
    if (from < to) {
      slices.push({ values, offset: from - start, limit: to - from });
    }
    start = end;
  }
  return slices;
}

/** How a step is read: the direction, up to how many matches are sorted rather than walked, the status condition's form. */
export interface SliceReading {
  direction: SortDirection | undefined;
  few: number;
  /** The filter has an indexed term: a status condition only filters its rows (whereStatusIn). */
  statusesAsFilter: boolean;
}

/**
 * Reads one step's part of the page. A stored value with many matches is an equality on the status index, whose
 * entries follow the applicant id: the database walks it in order and stops at the page instead of sorting every
 * match (the sort on the step expression read and sorted all of them: 26-45 s unfiltered at 1M applicants). Values
 * with few matches (up to `few`) are read together, their order wrapped (COALESCE(id, NULL), same order) so the
 * database reads the filter's own index range and sorts those few rather than walking the status index hoping to
 * meet them; with a term that is one read of the term's rows for the step, not one per value. A step mixing both
 * reads the first offset + limit of each value and merges them by id.
 */
export async function readStatusSlice<R>(base: () => SelectQueryBuilder<ApplicantEntity>, slice: StatusSlice, how: SliceReading, reader: SliceReader<R>): Promise<R[]> {
  const dir = how.direction === 'desc' ? 'DESC' : 'ASC';
  if (slice.values.every((v) => v.n <= how.few)) {
    // No status yet is read as SIGNUP: the same step, and the filter only lets it in together with SIGNUP.
    const statuses = [...new Set(slice.values.map((v) => v.status ?? 'SIGNUP'))];
    const qb = whereStatusIn(base(), statuses, how.statusesAsFilter, 'sliceStatuses').orderBy('COALESCE(a.applicant_id, NULL)', dir);
    return reader.rows(qb.offset(slice.offset).limit(slice.limit));
  }
  const single = slice.values.length === 1;
  const parts = await Promise.all(
    slice.values.map((v) => {
      const qb = base();
      if (v.status === null) {
        qb.andWhere('a.current_application_status IS NULL');
      } else {
        qb.andWhere('a.current_application_status = :sliceStatus', { sliceStatus: v.status });
      }
      qb.orderBy(v.n <= how.few ? 'COALESCE(a.applicant_id, NULL)' : 'a.applicant_id', dir);
      return reader.rows(single ? qb.offset(slice.offset).limit(slice.limit) : qb.limit(slice.offset + slice.limit));
    }),
  );
  if (single) {
    return parts[0];
  }
  const sign = dir === 'DESC' ? -1 : 1;
  return parts
    .flat()
    .sort((x, y) => sign * (reader.id(x) - reader.id(y)))
    .slice(slice.offset, slice.offset + slice.limit);
}
