import { parse, CsvError } from 'csv-parse';
import type { Readable } from 'stream';

/** A file-level problem of a CSV (a message key and its parameters): the whole file is refused. */
export class CsvFormatError extends Error {
  constructor(
    readonly key: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export interface CsvRecord {
  /** The file's line where the record ends (1 = the first line). */
  line: number;
  cells: string[];
}

/** A header as compared: lower-case letters and digits only ("A-Number/USCIS #" → "anumberuscis"). */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each wanted column is (its first header that matches one of its names), by headerKey. */
export function columnsOf<K extends string>(header: readonly string[], names: Readonly<Record<K, readonly string[]>>): Partial<Record<K, number>> {
  const keys = header.map(headerKey);
  const out: Partial<Record<K, number>> = {};
  for (const [column, aliases] of Object.entries(names) as [K, readonly string[]][]) {
    const at = keys.findIndex((k) => aliases.includes(k));
    if (at >= 0) {
      out[column] = at;
    }
  }
  return out;
}

/** The cell of a column, trimmed; null when the column is absent or the cell empty. */
export function cellOf(cells: readonly string[], at: number | undefined): string | null {
  if (at === undefined) {
    return null;
  }
  const v = (cells[at] ?? '').trim();
  return v === '' ? null : v;
}

/**
 * The records of a CSV as they stream (csv-parse): a byte-order mark is dropped, empty lines skipped, cells
 * trimmed, short or long rows accepted (missing cells read as empty). A malformed file (an unclosed quote, a
 * record over 64 KiB) throws CsvFormatError csv_upload_invalid with its line.
 */
export async function* csvRecords(source: Readable): AsyncGenerator<CsvRecord> {
  const parser = source.pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, info: true, max_record_size: 64 * 1024 }),
  );
  source.once('error', (err) => parser.destroy(err));
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: item.info.lines, cells: item.record };
    }
  } catch (err) {
    if (err instanceof CsvError) {
      throw new CsvFormatError('csv_upload_invalid', { line: typeof err.lines === 'number' ? err.lines : null });
    }
    throw err;
  } finally {
    source.unpipe(parser);
    source.destroy();
  }
}

/** YYYY-MM-DD from YYYY-MM-DD or MM/DD/YYYY (M/D/YYYY too) when it is a real date; null when empty; 'invalid' otherwise. */
export function parseCsvDate(value: string | null): string | null | 'invalid' {
  if (value === null) {
    return null;
  }
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (us) {
    [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  } else {
    return 'invalid';
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990) {
    return 'invalid';
  }
  return date.toISOString().slice(0, 10);
}
