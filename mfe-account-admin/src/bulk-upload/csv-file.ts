import { isCsvFile } from '@attest/contracts';

export class CsvFileError extends Error {
  constructor(readonly messageKey: 'bulk_file_type' | 'bulk_file_unreadable' | 'bulk_file_empty') {
    super(messageKey);
    this.name = 'CsvFileError';
  }
}

export interface CsvTable {
  headers: string[];
  records: string[][];
}

/**
 * Reads a chosen file as a CSV table with a CSV library (quotes, embedded commas and line breaks, BOM), not
 * by splitting on commas. The parser loads on first use, so the page does not carry it.
 */
export async function readCsvFile(file: File): Promise<CsvTable> {
  if (!isCsvFile(file)) {
    throw new CsvFileError('bulk_file_type');
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new CsvFileError('bulk_file_unreadable');
  }
  return parseCsvText(text);
}

export async function parseCsvText(text: string): Promise<CsvTable> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new CsvFileError('bulk_file_unreadable');
  }
  const [headers, ...records] = rows;
  if (!headers || records.length === 0) {
    throw new CsvFileError('bulk_file_empty');
  }
  return { headers, records };
}
