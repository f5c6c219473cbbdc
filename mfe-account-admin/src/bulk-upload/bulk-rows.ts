import {
  BULK_UPLOAD_FIELDS,
  bulkRowErrors,
  cleanBulkValues,
  duplicateEmails,
  hasBulkErrors,
  type BulkUploadFieldKey,
  type BulkUploadRowErrors,
  type BulkUploadRowResult,
  type BulkUploadValues,
} from '@attest/contracts';

/** A row of the table (spec §3 "Bulk CSV upload row"): source, editing, passed, validity, values and errors. */
export interface BulkRow {
  /** Stable number, also the row_no sent to the server. */
  id: number;
  source: 'csv' | 'manual';
  values: BulkUploadValues;
  errors: BulkUploadRowErrors;
  editing: boolean;
  /** Created on the server: read-only from then on. */
  passed: boolean;
  /** Errors the server reported for this row (kept until the row is edited). */
  serverErrors?: BulkUploadRowErrors;
}

/** CSV column index for each field (or -1). */
export type ColumnMapping = Record<BulkUploadFieldKey, number>;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ALIASES: Partial<Record<BulkUploadFieldKey, string[]>> = {
  email: ['email', 'emailaddress', 'mail'],
  first_name: ['firstname', 'first', 'givenname'],
  middle_name: ['middlename', 'middle'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  mobile_phone: ['mobilephone', 'mobile', 'phone', 'cell', 'cellphone'],
  address1: ['address1', 'address', 'street', 'streetaddress', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'province'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
};

/** Maps each field to the header that names it (key, label or a common alias), -1 when none does. */
export function guessMapping(headers: string[]): ColumnMapping {
  const squashed = headers.map(squash);
  const mapping = {} as ColumnMapping;
  for (const field of BULK_UPLOAD_FIELDS) {
    const names = new Set([squash(field.key), squash(field.label), ...(ALIASES[field.key] ?? [])]);
    mapping[field.key] = squashed.findIndex((h) => names.has(h));
  }
  return mapping;
}

/** Rows from the CSV records (header excluded) through the mapping, numbered after `firstId`. */
export function rowsFromRecords(records: string[][], mapping: ColumnMapping, firstId: number): BulkRow[] {
  return records
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((record, i) => {
      const raw: Record<string, string> = {};
      for (const field of BULK_UPLOAD_FIELDS) {
        const col = mapping[field.key];
        if (col >= 0) {
          raw[field.key] = record[col] ?? '';
        }
      }
      return { id: firstId + i, source: 'csv', values: cleanBulkValues(raw), errors: {}, editing: false, passed: false };
    });
}

/**
 * Every row's errors from the shared rules, the duplicates among the rows and the server's in-use answer.
 * Passed rows keep theirs (none). Rows whose errors did not change keep their object, so React skips them.
 */
export function validateRows(rows: BulkRow[], inUse: ReadonlySet<string>, disableInternationalPhones = false): BulkRow[] {
  const duplicates = duplicateEmails(rows.filter((r) => !r.passed).map((r) => r.values));
  return rows.map((row) => {
    if (row.passed) {
      return row;
    }
    const errors = { ...(row.serverErrors ?? {}), ...bulkRowErrors(row.values, { duplicates, inUse, disableInternationalPhones }) };
    return sameErrors(row.errors, errors) ? row : { ...row, errors };
  });
}

function sameErrors(a: BulkUploadRowErrors, b: BulkUploadRowErrors): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const isRowValid = (row: BulkRow) => row.passed || !hasBulkErrors(row.errors);

/** §4: the data set is valid when every row is valid; all are created when every row has passed. */
export function tableState(rows: BulkRow[]): { valid: boolean; invalidCount: number; allPassed: boolean; toCreate: BulkRow[] } {
  const invalidCount = rows.filter((r) => !isRowValid(r)).length;
  const toCreate = rows.filter((r) => !r.passed);
  return { valid: invalidCount === 0, invalidCount, allPassed: rows.length > 0 && toCreate.length === 0, toCreate };
}

/** Applies the server's outcome: created rows pass (read-only), invalid rows carry the server's messages. */
export function applyResults(rows: BulkRow[], results: BulkUploadRowResult[], rowIdOf: Map<number, number>): BulkRow[] {
  const byId = new Map<number, BulkUploadRowResult>();
  for (const r of results) {
    const id = rowIdOf.get(r.row_no);
    if (id !== undefined) {
      byId.set(id, r);
    }
  }
  return rows.map((row) => {
    const result = byId.get(row.id);
    if (!result) {
      return row;
    }
    if (result.state === 'created') {
      return { ...row, passed: true, editing: false, errors: {}, serverErrors: undefined };
    }
    if (result.state === 'invalid' && result.errors) {
      return { ...row, serverErrors: result.errors, errors: { ...row.errors, ...result.errors } };
    }
    return row;
  });
}
