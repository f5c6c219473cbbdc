import { Readable } from 'stream';
import { CsvFormatError } from '../lists/csv-table';
import { readRevocationReport, type ReportItem } from './revocation-report';

async function read(text: string): Promise<ReportItem[]> {
  const out: ReportItem[] = [];
  for await (const item of readRevocationReport(Readable.from([Buffer.from(text, 'utf8')]))) {
    out.push(item);
  }
  return out;
}

describe("E-Verify's Status Change Report as CSV", () => {
  it('reads the columns by name in any case and spelling, normalising the numbers and the date', async () => {
    const items = await read('\ufeffcase number,LAST NAME,First-Name,A-Number/USCIS #,Document (Card) Number,Status Change,Status Change Date\r\n2024001000001AB, Doe ,Jane,A 123-456-789,src-123-456-7890,EAD revoked,03/04/2024\r\n');
    expect(items).toEqual([
      { ok: true, row: { line: 2, caseNumber: '2024001000001AB', lastName: 'Doe', firstName: 'Jane', aNumber: '123456789', cardNumber: 'SRC1234567890', changeType: 'EAD revoked', revocationDate: '2024-03-04' } },
    ]);
  });

  it('reports a row without a usable number or with a bad date, and keeps reading', async () => {
    const items = await read('USCIS Number,Card Number,Revocation Date\nnope,123,\n\nA12345678,,2024-02-30\n,EAC1234567890,2024-02-29\n"A1234567",,\n');
    expect(items).toEqual([
      { ok: false, problem: { line: 2, field: 'a_number', key: 'ead_revocation_row_no_number' } },
      { ok: false, problem: { line: 4, field: 'revocation_date', key: 'ead_revocation_row_bad_date' } },
      { ok: true, row: expect.objectContaining({ line: 5, aNumber: null, cardNumber: 'EAC1234567890', revocationDate: '2024-02-29' }) },
      { ok: true, row: expect.objectContaining({ line: 6, aNumber: '001234567', cardNumber: null, revocationDate: null }) },
    ]);
  });

  it('refuses a file without a number column, an empty file and malformed CSV', async () => {
    await expect(read('Name,Date\nJane,2024-01-01\n')).rejects.toMatchObject({ key: 'csv_upload_columns_missing', details: { columns: 'A-Number/USCIS #, Document (card) Number' } });
    await expect(read('')).rejects.toBeInstanceOf(CsvFormatError);
    await expect(read('A-Number\n"A123456789\n')).rejects.toMatchObject({ key: 'csv_upload_invalid' });
  });
});
