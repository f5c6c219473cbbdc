import type { DataSource } from 'typeorm';
import type { ApplicantFilter } from '../applicant-search/applicant-filter';
import { filteredApplicants } from '../applicant-search/applicant-search.service';

export const EXPORT_COLUMNS = [
  'applicant_id',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'mobile_phone',
  'home_phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'location_id',
  'date_registered',
  'application_status',
  'active',
  'verified',
] as const;

export type ExportRow = Record<string, unknown>;

/** The filtered applicants of one customer (the job's filter was scoped to the caller when it was queued). */
export const exportQuery = filteredApplicants;

/** One keyset page after `after` in applicant_id order, raw rows (no entity hydration): the file and the job stream these. */
export function exportBatch(ds: DataSource, customerId: number, filter: ApplicantFilter, after: number, limit: number): Promise<ExportRow[]> {
  return exportQuery(ds, customerId, filter)
    .andWhere('a.applicant_id > :lastId', { lastId: after })
    .select(EXPORT_COLUMNS.map((c) => `a.${c}`))
    .orderBy('a.applicant_id', 'ASC')
    .limit(limit)
    .getRawMany<ExportRow>();
}

export const cursorOf = (row: ExportRow): number => Number(row.a_applicant_id);
export const cellsOf = (row: ExportRow): unknown[] => EXPORT_COLUMNS.map((c) => row[`a_${c}`]);

/** What the audit log keeps of an export's filter: which filters were used, never the text searched for. */
export function auditedFilter(filter: ApplicantFilter): Record<string, unknown> {
  const { term, ...rest } = filter;
  return { ...rest, ...(term ? { term: '(set)' } : {}) };
}
