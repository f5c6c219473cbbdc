import type { DataSource } from 'typeorm';
import { fieldCipher, locationScope, TenantRepository, type AuthContext } from '@attest/platform';
import { I9RecordEntity } from '../records/entities';
import type { ExportSubmissionsQuery } from './dto/export-submissions.dto';
import type { SubmissionState } from './dto/submission-query.dto';
import { applySubmissionFilter, reverifyApplies } from './submission-filter';

/**
 * The CSV of the I-9 submissions: what the list shows, one row per record. No SSN, A-Number, document
 * number nor any other form content (decision 0011): those stay in the encrypted revisions.
 */
export const EXPORT_COLUMNS = [
  'record_id', 'applicant_id', 'employee_name', 'status', 'edition', 'first_day_of_employment', 'section1_signed_at', 'section2_signed_at',
  'section2_due', 'work_auth_until', 'reverification_due', 'retention_until', 'legal_hold', 'pending_correction',
] as const;

/** An export's filter as the job carries it: no personal data in the clear, the caller's scope frozen. */
export interface SubmissionExportFilter {
  state?: SubmissionState;
  location_id?: number;
  applicant_id?: number;
  /** The name search, sealed with the field cipher (job payloads sit in Redis). */
  search_sealed?: string;
  /** The caller's locations when the export started; null: every location. */
  allowed_locations: number[] | null;
  /** The day the states and the reverification column are computed for (YYYY-MM-DD). */
  as_of: string;
}

export type ExportRow = Record<string, unknown>;

/** The caller's filter and location scope, frozen for the export. */
export function exportFilterOf(auth: AuthContext, q: ExportSubmissionsQuery, asOf: string): SubmissionExportFilter {
  const search = q.search?.trim();
  return {
    ...(q.state ? { state: q.state } : {}),
    ...(q.location_id ? { location_id: q.location_id } : {}),
    ...(q.applicant_id ? { applicant_id: q.applicant_id } : {}),
    ...(search ? { search_sealed: fieldCipher().encrypt(search) } : {}),
    allowed_locations: locationScope(auth),
    as_of: asOf,
  };
}

/** The filter as the audit log keeps it: whether a name was searched, never the name. */
export function auditedFilter(f: SubmissionExportFilter): Record<string, unknown> {
  const { search_sealed: sealed, ...rest } = f;
  return { ...rest, search: !!sealed };
}

/** The raw columns read for a row (alias → column); no form content is read at all. */
const SELECTED: Readonly<Record<string, string>> = {
  record_id: 'r.id', applicant_id: 'r.applicant_id', first_name: 'a.first_name', last_name: 'a.last_name', status: 'r.status', edition: 'r.edition',
  first_day_of_employment: 'r.first_day_of_employment', termination_date: 'r.termination_date', section1_signed_at: 'r.section1_signed_at',
  section2_signed_at: 'r.section2_signed_at', section2_due: 'r.section2_due', work_auth_until: 'r.work_auth_until', retention_until: 'r.retention_until',
  legal_hold: 'r.legal_hold', pending_correction: 'r.pending_correction',
};

/** The same filter and location scope as POST /submissions/query, for the scope the export started with. */
function filtered(ds: DataSource, customerId: number, f: SubmissionExportFilter) {
  const scope: AuthContext = { party: 'user', customerId, tokenId: 0, locationIds: f.allowed_locations };
  const query = { state: f.state, location_id: f.location_id, applicant_id: f.applicant_id, search: f.search_sealed ? fieldCipher().decrypt(f.search_sealed) : undefined };
  return applySubmissionFilter(new TenantRepository(ds, I9RecordEntity).query(customerId, 'r'), scope, query, f.as_of);
}

/** The next page of rows after record id `after`, in id order (keyset paging: bounded memory). */
export function exportBatch(ds: DataSource, customerId: number, f: SubmissionExportFilter, after: number, limit: number): Promise<ExportRow[]> {
  const qb = filtered(ds, customerId, f).andWhere('r.id > :after', { after }).select('r.id', 'record_id');
  for (const [alias, column] of Object.entries(SELECTED)) {
    if (alias !== 'record_id') {
      qb.addSelect(column, alias);
    }
  }
  return qb.orderBy('r.id', 'ASC').limit(limit).getRawMany<ExportRow>();
}

export function countRows(ds: DataSource, customerId: number, f: SubmissionExportFilter): Promise<number> {
  return filtered(ds, customerId, f).getCount();
}

const text = (v: unknown): string => (v == null ? '' : String(v));
const moment = (v: unknown): string => (v == null || v === '' ? '' : new Date(v as string | Date).toISOString());
const yesNo = (v: unknown): string => (Number(v) ? 'true' : 'false');

/** One CSV row's cells, in EXPORT_COLUMNS order. */
export function cellsOf(row: ExportRow, asOf: string): unknown[] {
  const workAuth = text(row.work_auth_until);
  const reverify = workAuth && reverifyApplies({ termination_date: (row.termination_date as string | null) ?? null }, asOf) ? workAuth : '';
  return [
    Number(row.record_id), Number(row.applicant_id), [row.first_name, row.last_name].filter((p) => p && String(p).trim()).join(' '), text(row.status), text(row.edition),
    text(row.first_day_of_employment), moment(row.section1_signed_at), moment(row.section2_signed_at), text(row.section2_due), workAuth, reverify,
    text(row.retention_until), yesNo(row.legal_hold), yesNo(row.pending_correction),
  ];
}

export const cursorOf = (row: ExportRow): number => Number(row.record_id);
