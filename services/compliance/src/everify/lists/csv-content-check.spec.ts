import { CsvContentCheck, CsvUploadError, isCsvFileName } from './csv-content-check';

const check = (chunks: (string | number[])[], max = 1024): number => {
  const c = new CsvContentCheck(max);
  for (const chunk of chunks) {
    c.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Uint8Array.from(chunk));
  }
  return c.end();
};
const refusal = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof CsvUploadError ? err.key : 'other';
  }
};

describe('the CSV content check (chunk by chunk)', () => {
  it('accepts UTF-8 text, also with a character cut between two chunks', () => {
    const cafe = Buffer.from('Café,Señor\r\n', 'utf8');
    expect(check([Array.from(cafe.subarray(0, 4)), Array.from(cafe.subarray(4))])).toBe(cafe.length);
    expect(isCsvFileName('Report.CSV')).toBe(true);
    expect(isCsvFileName('report.csv.exe')).toBe(false);
  });

  it('refuses binaries, known file kinds, control characters, bad UTF-8, empty and oversized files', () => {
    expect(refusal(() => check([[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]))).toBe('csv_upload_not_text');
    expect(refusal(() => check(['%PDF-1.4\n1 0 obj']))).toBe('csv_upload_not_text');
    expect(refusal(() => check(['{\\rtf1 hello}']))).toBe('csv_upload_not_text');
    expect(refusal(() => check(['a,b\n', [0x61, 0x00, 0x62]]))).toBe('csv_upload_not_text');
    expect(refusal(() => check([[0x61, 0xc3]]))).toBe('csv_upload_not_text');
    expect(refusal(() => check([[0xff, 0xfe, 0x61]]))).toBe('csv_upload_not_text');
    expect(refusal(() => check([]))).toBe('csv_upload_empty');
    expect(refusal(() => check(['x'.repeat(600), 'y'.repeat(600)]))).toBe('csv_upload_too_large');
  });
});
