import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '@attest/applicant';
import { EVERIFY_CASE_STATUS as S } from '@attest/contracts';
import { fieldCipher } from '@attest/platform';
import { caseRepo } from '../cases/case-store';
import type { CaseExportQuery } from './dto/case-export.dto';

export const EXPORT_CASES_JOB = 'export-everify-cases';
export const CASES_FILE_PREFIX = 'everify-cases';

/** The CSV of the E-Verify case list: what the list shows (a case holds no SSN nor document number). */
export const CASE_EXPORT_COLUMNS = [
  'case_id', 'case_number', 'applicant_id', 'i9_record_id', 'location_id', 'first_name', 'last_name', 'status', 'tnc_agency', 'awaiting_service',
  'pending_action', 'first_day_of_employment', 'case_due', 'reason_for_delay', 'submitted_at', 'opened_at', 'tnc_issued_at', 'employee_notified_at',
  'referred_at', 'closure_statement', 'closed_at', 'created_at',
] as const;

/** An export's filter as the job carries it: the search sealed, the caller's case view frozen. */
export interface CaseExportFilter extends Omit<CaseExportQuery, 'search'> {
  search_sealed?: string;
  /** The caller's locations (enable_location_based_everify_case_view); null: every case of the customer. */
  allowed_locations: number[] | null;
}

export function caseExportFilterOf(q: CaseExportQuery, scope: number[] | null): CaseExportFilter {
  const { search, ...rest } = q;
  const term = search?.trim();
  return { ...rest, ...(term ? { search_sealed: fieldCipher().encrypt(term) } : {}), allowed_locations: scope };
}

export function auditedCaseFilter(f: CaseExportFilter): Record<string, unknown> {
  const { search_sealed: sealed, ...rest } = f;
  return { ...rest, search: !!sealed };
}

/** The same filters as POST /api/v1/everify/query (everify-case-query.service), on the scope the export started with. */
function filtered(ds: DataSource, customerId: number, f: CaseExportFilter) {
  const qb = caseRepo(ds).query(customerId, 'c').innerJoin(ApplicantEntity, 'a', 'a.applicant_id = c.applicant_id AND a.customer_id = c.customer_id');
  if (f.allowed_locations !== null) {
    qb.andWhere(f.allowed_locations.length ? 'c.location_id IN (:...scopeLocations)' : '1 = 0', { scopeLocations: f.allowed_locations });
  }
  if (f.status) {
    qb.andWhere('c.status = :status', { status: f.status });
  }
  if (f.awaiting_service !== undefined) {
    qb.andWhere('c.awaiting_service = :awaiting', { awaiting: f.awaiting_service ? 1 : 0 });
  }
  if (f.open !== undefined) {
    qb.andWhere(f.open ? 'c.status <> :closed' : 'c.status = :closed', { closed: S.CLOSED });
  }
  if (f.applicant_id) {
    qb.andWhere('c.applicant_id = :applicantId', { applicantId: f.applicant_id });
  }
  if (f.location_id) {
    qb.andWhere('c.location_id = :locationId', { locationId: f.location_id });
  }
  const term = f.search_sealed ? fieldCipher().decrypt(f.search_sealed).trim() : '';
  if (term) {
    const like = `%${term.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
    qb.andWhere("(LOWER(a.first_name) LIKE :like ESCAPE '!' OR LOWER(a.last_name) LIKE :like ESCAPE '!' OR LOWER(c.case_number) LIKE :like ESCAPE '!')", { like });
  }
  return qb;
}

export type CaseExportRow = Record<string, unknown>;

const SELECTED: Readonly<Record<string, string>> = {
  case_id: 'c.id', case_number: 'c.case_number', applicant_id: 'c.applicant_id', i9_record_id: 'c.i9_record_id', location_id: 'c.location_id',
  first_name: 'a.first_name', last_name: 'a.last_name', status: 'c.status', tnc_agency: 'c.tnc_agency', awaiting_service: 'c.awaiting_service',
  pending_action: 'c.pending_action', first_day_of_employment: 'c.first_day_of_employment', case_due: 'c.case_due', reason_for_delay: 'c.reason_for_delay',
  submitted_at: 'c.submitted_at', opened_at: 'c.opened_at', tnc_issued_at: 'c.tnc_issued_at', employee_notified_at: 'c.employee_notified_at',
  referred_at: 'c.referred_at', closure_statement: 'c.closure_statement', closed_at: 'c.closed_at', created_at: 'c.created_at',
};

/** The next page after case id `after`, in id order (keyset paging), as raw rows. */
export function caseExportBatch(ds: DataSource, customerId: number, f: CaseExportFilter, after: number, limit: number): Promise<CaseExportRow[]> {
  const qb = filtered(ds, customerId, f).andWhere('c.id > :after', { after }).select('c.id', 'case_id');
  for (const [alias, column] of Object.entries(SELECTED)) {
    if (alias !== 'case_id') {
      qb.addSelect(column, alias);
    }
  }
  return qb.orderBy('c.id', 'ASC').limit(limit).getRawMany<CaseExportRow>();
}

export function countCaseRows(ds: DataSource, customerId: number, f: CaseExportFilter): Promise<number> {
  return filtered(ds, customerId, f).getCount();
}

const text = (v: unknown): string => (v == null ? '' : String(v));
const moment = (v: unknown): string => (v == null || v === '' ? '' : new Date(v as string | Date).toISOString());
const MOMENTS = new Set(['submitted_at', 'opened_at', 'tnc_issued_at', 'employee_notified_at', 'referred_at', 'closed_at', 'created_at']);

export function caseCells(row: CaseExportRow): unknown[] {
  return CASE_EXPORT_COLUMNS.map((c) => {
    if (c === 'case_id') {
      return Number(row.case_id);
    }
    if (c === 'awaiting_service') {
      return Number(row.awaiting_service) ? 'true' : 'false';
    }
    return MOMENTS.has(c) ? moment(row[c]) : text(row[c]);
  });
}

export const caseCursor = (row: CaseExportRow): number => Number(row.case_id);
