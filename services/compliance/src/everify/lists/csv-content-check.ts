import { detectFileType } from '@attest/platform';

/** Why an uploaded CSV is refused (message keys of contracts' everify-lists messages). */
export type CsvUploadProblem = 'csv_upload_type' | 'csv_upload_not_text' | 'csv_upload_too_large' | 'csv_upload_empty' | 'csv_upload_file_required';

export class CsvUploadError extends Error {
  constructor(readonly key: CsvUploadProblem) {
    super(key);
  }
}

/** A CSV is accepted by name only as `.csv` (E-Verify's reports download as .csv). */
export function isCsvFileName(fileName: string | null | undefined): boolean {
  return /\.csv$/i.test((fileName ?? '').trim());
}

/**
 * The content check of a CSV upload, chunk by chunk (the file is never held whole): the first bytes must not
 * be a file kind platform's detectFileType recognises other than text (a PDF, an image, a Word file renamed
 * .csv is refused), and the whole must be UTF-8 text without NUL or other control characters (tab, line
 * breaks and form feed aside), the rule detectFileType applies to a plain text file.
 */
export class CsvContentCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  /** Checks one chunk; throws CsvUploadError. */
  push(chunk: Uint8Array): void {
    if (this.size === 0 && chunk.length) {
      this.checkHead(chunk);
    }
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      throw new CsvUploadError('csv_upload_too_large');
    }
    for (const byte of chunk) {
      if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) {
        throw new CsvUploadError('csv_upload_not_text');
      }
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      throw new CsvUploadError('csv_upload_not_text');
    }
  }

  /** After the last chunk: an empty file, or one ending inside a UTF-8 sequence, is refused. */
  end(): number {
    if (this.size === 0) {
      throw new CsvUploadError('csv_upload_empty');
    }
    try {
      this.decoder.decode();
    } catch {
      throw new CsvUploadError('csv_upload_not_text');
    }
    return this.size;
  }

  private checkHead(chunk: Uint8Array): void {
    // Magic numbers sit in the first bytes; a text head reads as 'txt' (or null when cut inside a character).
    const head = chunk.subarray(0, 32);
    const kind = detectFileType(head);
    if (kind !== null && kind !== 'txt') {
      throw new CsvUploadError('csv_upload_not_text');
    }
  }
}
