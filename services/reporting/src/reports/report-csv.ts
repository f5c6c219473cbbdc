import { Readable } from 'stream';
import { StreamableFile } from '@nestjs/common';
import { csvLine } from '@attest/platform';

/** A CSV download streamed from its lines (a header, then rows produced as they are read). */
export function csvFile(filename: string, lines: AsyncIterable<string> | Iterable<string>): StreamableFile {
  return new StreamableFile(Readable.from(lines), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
}

/** A small table's lines: the header and one line per row. */
export function* csvTable(header: readonly string[], rows: unknown[][]): Generator<string> {
  yield csvLine([...header]);
  for (const row of rows) {
    yield csvLine(row);
  }
}
