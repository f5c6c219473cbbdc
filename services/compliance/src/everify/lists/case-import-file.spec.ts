import { Readable } from 'stream';
import { readCaseImport, type ImportItem } from './case-import-file';

async function read(text: string): Promise<ImportItem[]> {
  const out: ImportItem[] = [];
  for await (const item of readCaseImport(Readable.from([Buffer.from(text, 'utf8')]))) {
    out.push(item);
  }
  return out;
}

describe('the case import file', () => {
  it('reads statuses, closure statements and agencies as people write them', async () => {
    const items = await read('E-Verify Case Number,Case Status,Closure Statement,Email,Agency,Date Submitted,Date Closed\n2024001000001ab,Closed,employee-quit,A@B.test,,1/2/2024,2024-01-03\n2024001000002AB,DHS TNC,,a@b.test,,,\n2024001000003AB,Referred,,a@b.test,ssa,,\n');
    expect(items).toEqual([
      { ok: true, row: { line: 2, caseNumber: '2024001000001AB', status: 'CLOSED', closure: 'EMPLOYEE_QUIT', agency: null, email: 'a@b.test', externalId: null, submittedOn: '2024-01-02', closedOn: '2024-01-03' } },
      { ok: true, row: expect.objectContaining({ status: 'DHS_TNC', agency: 'DHS' }) },
      { ok: true, row: expect.objectContaining({ status: 'REFERRED', agency: 'SSA' }) },
    ]);
  });

  it('names the problem of each bad row', async () => {
    const items = await read('Case Number,Status,Closure Statement,External ID,Agency,Date Submitted,Date Closed\n2024001000001AB,Closed,Employee quit,x1,,2024-02-01,2024-01-01\n2024001000002AB,Referred,,x1,FBI,,\n,Closed,,x1,,,\n');
    expect(items.map((i) => (i.ok ? null : i.problem))).toEqual([
      { line: 2, field: 'closed_on', key: 'case_import_date_invalid' },
      { line: 3, field: 'tnc_agency', key: 'case_import_agency_invalid' },
      { line: 4, field: 'case_number', key: 'required_field' },
    ]);
  });
});
