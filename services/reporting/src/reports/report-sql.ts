import type { ReportRange } from '@attest/contracts';
import { locationScope, type AuthContext } from '@attest/platform';

/** A WHERE fragment with its `?` parameters (raw SQL runs the same on MariaDB and SQLite). */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

const DAY_MS = 86_400_000;

/** The range's bounds as stored datetimes (UTC): from the first day's midnight to the midnight after the last. */
export function rangeBounds(range: ReportRange): [string, string] {
  const after = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return [`${range.from} 00:00:00`, `${after} 00:00:00`];
}

/**
 * The applicants (`a`) a report may count: the caller's customer (from the verified token), not deleted, the
 * locations the caller may see, and the location the caller picked.
 */
export function applicantScope(auth: AuthContext, range: ReportRange): SqlPart {
  const parts = ['a.customer_id = ?', 'a.deleted_at IS NULL'];
  const params: unknown[] = [auth.customerId];
  const scope = locationScope(auth);
  if (scope !== null) {
    parts.push(scope.length ? `a.location_id IN (${scope.map(() => '?').join(', ')})` : '1 = 0');
    params.push(...scope);
  }
  if (range.location_id !== null) {
    parts.push('a.location_id = ?');
    params.push(range.location_id);
  }
  return { sql: parts.join(' AND '), params };
}

/** A raw datetime as milliseconds: mysql2 answers a Date, SQLite the stored UTC text. */
export function rawTime(v: unknown): number | null {
  if (v === null || v === undefined || v === '') {
    return null;
  }
  if (v instanceof Date) {
    return v.getTime();
  }
  const s = String(v);
  const ms = /[zZ]|[+-]\d\d:?\d\d$/.test(s.slice(10)) ? Date.parse(s) : Date.parse(`${s.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** COUNT and SUM come back as strings from MariaDB. */
export const num = (v: unknown): number => Number(v ?? 0) || 0;

export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
