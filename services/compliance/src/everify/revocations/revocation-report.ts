import type { Readable } from 'stream';
import { normalizeANumberOrUscis, normalizeCardNumber } from '@attest/contracts';
import { cellOf, columnsOf, CsvFormatError, csvRecords, parseCsvDate } from '../lists/csv-table';

/**
 * E-Verify's Status Change Report (EAD revocations) as a CSV: one row per status change. Headers are matched
 * by their letters and digits only, case-insensitively ("A-Number/USCIS #", "a number uscis" and
 * "ANumberUSCIS" are one column); docs/decisions/0016 lists the names. At least one of the two number columns
 * must be there.
 */
export const REPORT_COLUMNS = {
  case_number: ['casenumber', 'everifycasenumber', 'caseno', 'case'],
  last_name: ['lastname', 'employeelastname', 'familyname'],
  first_name: ['firstname', 'employeefirstname', 'givenname'],
  a_number: ['anumberuscis', 'anumberuscisnumber', 'anumber', 'uscisnumber', 'aliennumber', 'alienregistrationnumber', 'anumberusciscardnumber'],
  card_number: ['documentcardnumber', 'documentnumber', 'cardnumber', 'eadcardnumber', 'eadnumber', 'i766number', 'i766cardnumber', 'cardno'],
  revocation_date: ['statuschangerevocationdate', 'statuschangedate', 'revocationdate', 'changedate', 'datechanged', 'dateofstatuschange', 'effectivedate'],
  change_type: ['statuschange', 'statuschangetype', 'changetype', 'status', 'reason'],
} as const;

export type ReportColumn = keyof typeof REPORT_COLUMNS;

/** The header names a file is told to use when it has neither number column. */
export const REPORT_NUMBER_HEADERS = ['A-Number/USCIS #', 'Document (card) Number'];

export interface ReportRow {
  line: number;
  caseNumber: string | null;
  lastName: string | null;
  firstName: string | null;
  /** Normalised: 9 digits (contracts' normalizeANumberOrUscis). */
  aNumber: string | null;
  /** Normalised: three letters and ten digits (contracts' normalizeCardNumber). */
  cardNumber: string | null;
  changeType: string | null;
  /** YYYY-MM-DD */
  revocationDate: string | null;
}

/** A row that cannot be used, with its message key (reported, not stored). */
export interface ReportRowProblem {
  line: number;
  field: ReportColumn;
  key: 'ead_revocation_row_no_number' | 'ead_revocation_row_bad_date';
}

export type ReportItem = { ok: true; row: ReportRow } | { ok: false; problem: ReportRowProblem };

const text = (v: string | null, max: number): string | null => (v === null ? null : v.slice(0, max));

/**
 * The report's rows as they stream: one object at a time, never the file. Throws CsvFormatError for a file
 * that is not CSV (csv_upload_invalid), is empty (csv_upload_empty) or lacks both number columns
 * (csv_upload_columns_missing).
 */
export async function* readRevocationReport(source: Readable): AsyncGenerator<ReportItem> {
  let columns: Partial<Record<ReportColumn, number>> | null = null;
  for await (const { line, cells } of csvRecords(source)) {
    if (!columns) {
      columns = columnsOf(cells, REPORT_COLUMNS);
      if (columns.a_number === undefined && columns.card_number === undefined) {
        throw new CsvFormatError('csv_upload_columns_missing', { columns: REPORT_NUMBER_HEADERS.join(', ') });
      }
      continue;
    }
    yield rowOf(line, cells, columns);
  }
  if (!columns) {
    throw new CsvFormatError('csv_upload_empty');
  }
}

function rowOf(line: number, cells: string[], at: Partial<Record<ReportColumn, number>>): ReportItem {
  const aNumber = normalizeANumberOrUscis(cellOf(cells, at.a_number));
  const cardNumber = normalizeCardNumber(cellOf(cells, at.card_number));
  if (!aNumber && !cardNumber) {
    return { ok: false, problem: { line, field: at.a_number !== undefined ? 'a_number' : 'card_number', key: 'ead_revocation_row_no_number' } };
  }
  const date = parseCsvDate(cellOf(cells, at.revocation_date));
  if (date === 'invalid') {
    return { ok: false, problem: { line, field: 'revocation_date', key: 'ead_revocation_row_bad_date' } };
  }
  return {
    ok: true,
    row: {
      line,
      caseNumber: text(cellOf(cells, at.case_number), 32),
      lastName: text(cellOf(cells, at.last_name), 100),
      firstName: text(cellOf(cells, at.first_name), 100),
      aNumber,
      cardNumber,
      changeType: text(cellOf(cells, at.change_type), 100),
      revocationDate: date,
    },
  };
}
