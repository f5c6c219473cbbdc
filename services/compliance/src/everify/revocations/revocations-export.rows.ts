import type { DataSource } from 'typeorm';
import { fieldCipher } from '@attest/platform';
import type { RevocationFilter } from './dto/revocation-query.dto';
import { revocationRows } from './revocation-filter';
import { LISTED_COLUMNS } from './revocation-view';

export const EXPORT_REVOCATIONS_JOB = 'export-ead-revocations';
export const REVOCATIONS_FILE_PREFIX = 'ead-revocations';

/** The CSV of the revocations list: the numbers masked (the encrypted columns are never read). */
export const REVOCATION_EXPORT_COLUMNS = [
  'id', 'upload_id', 'line', 'match_kind', 'i9_record_id', 'applicant_id', 'location_id', 'case_number', 'last_name', 'first_name',
  'a_number', 'card_number', 'change_type', 'revocation_date', 'reverify_task_id', 'acknowledged', 'acknowledged_at', 'acknowledged_by', 'uploaded_at',
] as const;

/** An export's filter as the job carries it: the search sealed (job payloads sit in Redis), the caller's view frozen. */
export interface RevocationExportFilter extends Omit<RevocationFilter, 'search'> {
  search_sealed?: string;
  /** The caller's locations when the export started (location-based E-Verify view); null: every row. */
  allowed_locations: number[] | null;
}

export function revocationExportFilterOf(f: RevocationFilter, scope: number[] | null): RevocationExportFilter {
  const { search, ...rest } = f;
  const term = search?.trim();
  return { ...rest, ...(term ? { search_sealed: fieldCipher().encrypt(term) } : {}), allowed_locations: scope };
}

/** The filter as the audit log keeps it: whether a name was searched, never the name. */
export function auditedRevocationFilter(f: RevocationExportFilter): Record<string, unknown> {
  const { search_sealed: sealed, ...rest } = f;
  return { ...rest, search: !!sealed };
}

export type RevocationExportRow = Record<string, unknown>;

function filtered(ds: DataSource, customerId: number, f: RevocationExportFilter) {
  const { search_sealed: sealed, allowed_locations: scope, ...rest } = f;
  return revocationRows(ds, customerId, scope, { ...rest, search: sealed ? fieldCipher().decrypt(sealed) : undefined });
}

/** The next page after row id `after`, in id order (keyset paging: bounded memory), as raw rows. */
export function revocationExportBatch(ds: DataSource, customerId: number, f: RevocationExportFilter, after: number, limit: number): Promise<RevocationExportRow[]> {
  return filtered(ds, customerId, f)
    .andWhere('r.id > :after', { after })
    .select(LISTED_COLUMNS.map((c) => `r.${c} AS ${c}`))
    .orderBy('r.id', 'ASC')
    .limit(limit)
    .getRawMany<RevocationExportRow>();
}

export function countRevocationRows(ds: DataSource, customerId: number, f: RevocationExportFilter): Promise<number> {
  return filtered(ds, customerId, f).getCount();
}

const text = (v: unknown): string => (v == null ? '' : String(v));
const moment = (v: unknown): string => (v == null || v === '' ? '' : new Date(v as string | Date).toISOString());

export function revocationCells(row: RevocationExportRow): unknown[] {
  return [
    Number(row.id), Number(row.upload_id), Number(row.line), text(row.match_kind), text(row.i9_record_id), text(row.applicant_id), text(row.location_id),
    text(row.case_number), text(row.last_name), text(row.first_name), text(row.a_number_masked), text(row.card_number_masked), text(row.change_type),
    text(row.revocation_date), text(row.reverify_task_id), row.acknowledged_at ? 'true' : 'false', moment(row.acknowledged_at), text(row.acknowledged_by_name),
    moment(row.created_at),
  ];
}

export const revocationCursor = (row: RevocationExportRow): number => Number(row.id);
