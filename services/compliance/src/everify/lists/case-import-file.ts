import type { Readable } from 'stream';
import { CLOSURE_STATEMENTS, EVERIFY_CASE_STATUS as S, EVERIFY_CASE_STATUSES, type ClosureStatement, type EverifyAgency, type EverifyCaseStatus } from '@attest/contracts';
import { cellOf, columnsOf, CsvFormatError, csvRecords, parseCsvDate } from './csv-table';

/**
 * A CSV of E-Verify cases opened in another system (docs/decisions/0016 lists the columns): E-Verify's case
 * number, its status (and closure statement once closed), its dates, and the employee by email or external id.
 */
export const IMPORT_COLUMNS = {
  case_number: ['casenumber', 'everifycasenumber', 'caseno'],
  status: ['status', 'casestatus', 'caseresult', 'result'],
  closure_statement: ['closurestatement', 'closurereason', 'closure'],
  tnc_agency: ['tncagency', 'agency'],
  email: ['email', 'employeeemail', 'emailaddress'],
  external_id: ['externalid', 'employeeexternalid', 'employeeid', 'altid'],
  submitted_on: ['submitted', 'submitteddate', 'datesubmitted', 'casecreated', 'casecreateddate', 'createddate', 'datecreated', 'initiateddate', 'dateinitiated'],
  closed_on: ['closed', 'closeddate', 'dateclosed', 'closuredate'],
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The most rows one file may hold (a larger history is imported in several files). */
export const IMPORT_MAX_ROWS = 10_000;

/** Statuses a case may be imported in: it exists at E-Verify (a draft or a mere submission does not). */
export const IMPORTABLE_STATUSES: readonly EverifyCaseStatus[] = EVERIFY_CASE_STATUSES.filter((s) => s !== S.DRAFT && s !== S.SUBMITTED);

/** E-Verify case numbers: 13 digits and 2 letters (e.g. 2024123456789AB). */
const CASE_NUMBER = /^\d{13}[A-Z]{2}$/;

export interface ImportRow {
  line: number;
  caseNumber: string;
  status: EverifyCaseStatus;
  closure: ClosureStatement | null;
  agency: EverifyAgency | null;
  email: string | null;
  externalId: string | null;
  submittedOn: string | null;
  closedOn: string | null;
}

export interface ImportProblem {
  line: number;
  field: ImportColumn;
  key: string;
}

export type ImportItem = { ok: true; row: ImportRow } | { ok: false; problem: ImportProblem };

/** "Employment Authorized", "employment_authorized" and "EMPLOYMENT-AUTHORIZED" are one code. */
const codeOf = (v: string | null): string => (v ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');

const AGENCY_OF: Partial<Record<EverifyCaseStatus, EverifyAgency>> = { [S.SSA_TNC]: 'SSA', [S.DHS_TNC]: 'DHS', [S.DHS_NO_SHOW]: 'DHS' };

/** The file's rows, each checked on its own (the database checks come after). Throws CsvFormatError for the file. */
export async function* readCaseImport(source: Readable): AsyncGenerator<ImportItem> {
  let at: Partial<Record<ImportColumn, number>> | null = null;
  let rows = 0;
  for await (const { line, cells } of csvRecords(source)) {
    if (!at) {
      at = columnsOf(cells, IMPORT_COLUMNS);
      const missing = [...(at.case_number === undefined ? ['Case Number'] : []), ...(at.status === undefined ? ['Status'] : []), ...(at.email === undefined && at.external_id === undefined ? ['Email or External ID'] : [])];
      if (missing.length) {
        throw new CsvFormatError('csv_upload_columns_missing', { columns: missing.join(', ') });
      }
      continue;
    }
    rows += 1;
    if (rows > IMPORT_MAX_ROWS) {
      throw new CsvFormatError('csv_upload_too_many_rows', { max: IMPORT_MAX_ROWS });
    }
    yield checkRow(line, cells, at);
  }
  if (!at) {
    throw new CsvFormatError('csv_upload_empty');
  }
}

function checkRow(line: number, cells: string[], at: Partial<Record<ImportColumn, number>>): ImportItem {
  const fail = (field: ImportColumn, key: string): ImportItem => ({ ok: false, problem: { line, field, key } });
  const caseNumber = (cellOf(cells, at.case_number) ?? '').toUpperCase();
  if (!CASE_NUMBER.test(caseNumber)) {
    return fail('case_number', caseNumber ? 'case_import_case_number_invalid' : 'required_field');
  }
  const statusCode = codeOf(cellOf(cells, at.status));
  const status = EVERIFY_CASE_STATUSES.find((s) => s === statusCode);
  if (!status) {
    return fail('status', statusCode ? 'case_import_status_invalid' : 'required_field');
  }
  if (!IMPORTABLE_STATUSES.includes(status)) {
    return fail('status', 'case_import_status_not_importable');
  }
  const closureCode = codeOf(cellOf(cells, at.closure_statement));
  const closure = CLOSURE_STATEMENTS.find((c) => c === closureCode) ?? null;
  if (closureCode && !closure) {
    return fail('closure_statement', 'case_import_closure_invalid');
  }
  if (status === S.CLOSED && !closure) {
    return fail('closure_statement', 'case_import_closure_required');
  }
  if (status !== S.CLOSED && closure) {
    return fail('closure_statement', 'case_import_closure_not_closed');
  }
  const agencyCode = codeOf(cellOf(cells, at.tnc_agency));
  if (agencyCode && agencyCode !== 'SSA' && agencyCode !== 'DHS') {
    return fail('tnc_agency', 'case_import_agency_invalid');
  }
  const email = cellOf(cells, at.email)?.toLowerCase() ?? null;
  const externalId = cellOf(cells, at.external_id);
  if (!email && !externalId) {
    return fail(at.email !== undefined ? 'email' : 'external_id', 'case_import_applicant_required');
  }
  const submittedOn = parseCsvDate(cellOf(cells, at.submitted_on));
  if (submittedOn === 'invalid') {
    return fail('submitted_on', 'case_import_date_invalid');
  }
  const closedOn = parseCsvDate(cellOf(cells, at.closed_on));
  if (closedOn === 'invalid' || (closedOn && submittedOn && closedOn < submittedOn)) {
    return fail('closed_on', 'case_import_date_invalid');
  }
  return {
    ok: true,
    row: {
      line,
      caseNumber,
      status,
      closure,
      agency: AGENCY_OF[status] ?? ((agencyCode || null) as EverifyAgency | null),
      email,
      externalId: externalId ? externalId.slice(0, 128) : null,
      submittedOn,
      closedOn: status === S.CLOSED ? closedOn : null,
    },
  };
}
