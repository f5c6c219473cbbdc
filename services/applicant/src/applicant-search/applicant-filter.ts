import type { SelectQueryBuilder } from 'typeorm';
import { applicantListFilterSchema, type ApplicantActivity, type ApplicantListFilter } from '@attest/contracts';
import { locationScope, type AuthContext } from '@attest/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff applicant filter shared by the list, the counts, both exports and the saved filters. The relative
 * activity choice is turned into instants when the request arrives, so an export job that runs later (or
 * again) exports the same people.
 */
export interface ApplicantFilter extends Omit<ApplicantListFilter, 'activity'> {
  /** last_activity_date on or after (ISO instant). */
  activitySince?: string;
  /** last_activity_date before, or never active (ISO instant). */
  inactiveSince?: string;
  /** Never active (no last_activity_date). */
  neverActive?: boolean;
  /** Set from the caller's roles, never from the request: only these locations (none when empty). */
  allowedLocations?: number[];
  /** Counts ignore the status filter (the chips show every status of the other filters). */
  ignoreStatuses?: boolean;
}

function activityBounds(activity: ApplicantActivity | undefined, now: Date): Pick<ApplicantFilter, 'activitySince' | 'inactiveSince' | 'neverActive'> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS).toISOString();
  switch (activity) {
    case undefined:
      return {};
    case 'within_7_days':
      return { activitySince: daysAgo(7) };
    case 'within_30_days':
      return { activitySince: daysAgo(30) };
    case 'within_90_days':
      return { activitySince: daysAgo(90) };
    case 'inactive_90_days':
      return { inactiveSince: daysAgo(90) };
    case 'never':
      return { neverActive: true };
  }
}

/** The caller's filter with the activity resolved and limited to the locations their roles allow. */
export function scopedFilter(auth: AuthContext, filter: ApplicantListFilter, now = new Date()): ApplicantFilter {
  const { activity, ...rest } = filter;
  const picked: ApplicantFilter = {};
  for (const key of Object.keys(applicantListFilterSchema.fields) as (keyof ApplicantListFilter)[]) {
    if (key !== 'activity' && rest[key] !== undefined) {
      (picked as Record<string, unknown>)[key] = rest[key];
    }
  }
  const scope = locationScope(auth);
  return { ...picked, ...activityBounds(activity, now), ...(scope === null ? {} : { allowedLocations: scope }) };
}

/** LIKE wildcards typed by the user are matched literally ('!' escapes the same way on MySQL and SQLite). */
const likeEscaped = (word: string) => word.replace(/[!%_]/g, (c) => '!' + c);
/** A word the value starts with: a range on an index (customer_id, column), unlike a contains match. */
export const likePrefix = (word: string) => `${likeEscaped(word)}%`;
export const likeContains = (word: string) => `%${likeEscaped(word)}%`;

/** The columns a word starts, each the second column of an index that starts with customer_id. */
const PREFIX_COLUMNS = ['first_name', 'last_name', 'email', 'mobile_phone'] as const;

/** One word of the term: it starts a name, the email or the phone; a word with digits may be anywhere in the phone (stored as typed: +1…, (555) …). */
function termMatch(word: string, i: number): [string, Record<string, string>] {
  const prefix = PREFIX_COLUMNS.map((c) => `a.${c} LIKE :w${i} ESCAPE '!'`);
  if (!/\d/.test(word)) {
    return [`(${prefix.join(' OR ')})`, { [`w${i}`]: likePrefix(word) }];
  }
  return [`(${[...prefix.slice(0, 3), `a.mobile_phone LIKE :p${i} ESCAPE '!'`].join(' OR ')})`, { [`w${i}`]: likePrefix(word), [`p${i}`]: likeContains(word) }];
}

/** The term's words (at most four). */
const termWords = (term: string | undefined) => (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);

/** Every word of the term is a prefix on indexed columns: the database finds the term's rows by merging those indexes. */
export function termIsIndexed(filter: Pick<ApplicantFilter, 'term'>): boolean {
  const words = termWords(filter.term);
  return words.length > 0 && !words.some((w) => /\d/.test(w));
}

/**
 * The status is one of `statuses`; SIGNUP takes in no status yet (spec §4: unknown maps to order 0). As ranges on the
 * status indexes, except `asFilter` (the rows are found by an indexed term and the status only filters them): there
 * MariaDB 10.11 costed a read of all the customer's rows along a status index (a ref on customer_id alone) far too
 * low, 10+ s at 1M applicants for a term and two statuses (decision 0020). Both forms match the same rows.
 */
export function whereStatusIn<T extends object>(qb: SelectQueryBuilder<T>, statuses: string[], asFilter: boolean, param: string): SelectQueryBuilder<T> {
  if (asFilter) {
    return qb.andWhere(`COALESCE(a.current_application_status, 'SIGNUP') IN (:...${param})`, { [param]: statuses });
  }
  const signup = statuses.includes('SIGNUP') ? ' OR a.current_application_status IS NULL' : '';
  return qb.andWhere(`(a.current_application_status IN (:...${param})${signup})`, { [param]: statuses });
}

/** What the status sort index (customer_id, deleted_at, status, applicant_id, location_id) holds besides the status. */
const STATUS_INDEX_FILTERS = new Set<string>(['statuses', 'locations', 'allowedLocations', 'ignoreStatuses']);

/** The filter tests only columns of the status sort index: its per-status count can be read from that index alone. */
export function statusIndexCovers(filter: ApplicantFilter): boolean {
  return Object.entries(filter).every(([key, value]) => value === undefined || STATUS_INDEX_FILTERS.has(key) || (key === 'term' && termWords(filter.term).length === 0));
}

/** An instant as the datetime text both MySQL and SQLite compare correctly (the connections run in UTC). */
const sqlInstant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
/** Registration days are whole days: "to" takes in the whole day. */
const dayStart = (ymd: string) => sqlInstant(new Date(`${ymd}T00:00:00.000Z`));
const nextDayStart = (ymd: string) => sqlInstant(new Date(new Date(`${ymd}T00:00:00.000Z`).getTime() + DAY_MS));

/**
 * Adds the filter to a tenant-scoped builder over `applicants` aliased `a`. Every condition is an equality or a
 * range on a column that an index (customer_id, column[, date_registered]) covers.
 */
export function applyApplicantFilter<T extends object>(qb: SelectQueryBuilder<T>, filter: ApplicantFilter): SelectQueryBuilder<T> {
  // A deleted applicant (soft, decision 0021) is in no list, count or export.
  qb.andWhere('a.deleted_at IS NULL');
  // Every word must start a name, the email or the mobile phone ("ada love" finds Ada Lovelace). A prefix match on
  // the bare column stays an index range at 1M applicants (a contains match or LOWER() reads every row, decision 0020);
  // LIKE ignores case under the tables' _ci collation on MySQL and for ASCII on SQLite.
  const words = termWords(filter.term);
  words.forEach((word, i) => {
    qb.andWhere(...termMatch(word, i));
  });
  if (filter.locations?.length) {
    qb.andWhere('a.location_id IN (:...locations)', { locations: filter.locations });
  }
  if (filter.allowedLocations) {
    qb.andWhere(filter.allowedLocations.length ? 'a.location_id IN (:...allowedLocations)' : '1 = 0', { allowedLocations: filter.allowedLocations });
  }
  if (filter.statuses?.length && !filter.ignoreStatuses) {
    whereStatusIn(qb, filter.statuses, termIsIndexed(filter), 'statuses');
  }
  // With an indexed term the dates only filter the term's rows (the same rows): offered as ranges, MariaDB 10.11
  // costed a read of the customer's rows along the date index far too low (77 s at 1M applicants, decision 0020).
  const registered = termIsIndexed(filter) ? 'COALESCE(a.date_registered, NULL)' : 'a.date_registered';
  const activity = termIsIndexed(filter) ? 'COALESCE(a.last_activity_date, NULL)' : 'a.last_activity_date';
  if (filter.registered_from) {
    qb.andWhere(`${registered} >= :registeredFrom`, { registeredFrom: dayStart(filter.registered_from) });
  }
  if (filter.registered_to) {
    qb.andWhere(`${registered} < :registeredTo`, { registeredTo: nextDayStart(filter.registered_to) });
  }
  if (filter.activitySince) {
    qb.andWhere(`${activity} >= :activitySince`, { activitySince: sqlInstant(new Date(filter.activitySince)) });
  }
  if (filter.inactiveSince) {
    qb.andWhere(`(a.last_activity_date IS NULL OR ${activity} < :inactiveSince)`, { inactiveSince: sqlInstant(new Date(filter.inactiveSince)) });
  }
  if (filter.neverActive) {
    qb.andWhere('a.last_activity_date IS NULL');
  }
  if (filter.active !== undefined) {
    qb.andWhere('a.active = :active', { active: filter.active ? 1 : 0 });
  }
  if (filter.locked !== undefined) {
    qb.andWhere('a.locked = :locked', { locked: filter.locked ? 1 : 0 });
  }
  return qb;
}
