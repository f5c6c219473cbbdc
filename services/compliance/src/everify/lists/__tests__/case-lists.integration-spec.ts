import { QueueName, RealtimeService } from '@attest/platform';
import { CASE_EXPORT_COLUMNS } from '../case-export.rows';
import { ACME, countRows, csvRows, GLOBEX, HQ, insertApplicant, startLists, todayYmd, WEST, type Hire, type ListsKit } from '../../__tests__/lists-test-kit';

jest.setTimeout(120_000);

const today = todayYmd();
const IMPORT_HEADER = 'Case Number,Status,Closure Statement,Employee Email,External ID,Date Submitted,Date Closed';

describe('E-Verify case lists: export, exportasync, import', () => {
  let k: ListsKit;
  let hq: Hire;
  let west: Hire;
  let hqCase: number;
  let westCase: number;

  beforeAll(async () => {
    k = await startLists();
    await k.setConfig(ACME, 'by_pass_everify_assessment_requirements', 'true');
    hq = await k.hire({ email: 'hq.hire@example.test' });
    west = await k.hire({ location: WEST });
    const created = async (h: Hire) => {
      const res = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: h.applicant.applicant_id, SaveAsDraft: true } });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    hqCase = await created(hq);
    westCase = await created(west);
    await k.hire({ customerId: GLOBEX });
  });
  afterAll(async () => k?.close());

  const exportIds = async (body: Record<string, unknown>, session = k.viewer) => {
    const res = await k.call('POST', '/api/v1/everify/export', { session, body });
    expect(res.status).toBe(200);
    return csvRows(res.body as string).map((r) => Number(r[0]));
  };

  it('streams the case list as a CSV with the filters of /query', async () => {
    const res = await k.call('POST', '/api/v1/everify/export', { session: k.viewer, body: {} });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="everify-cases-${today}.csv"`);
    const csv = res.body as string;
    expect(csv.split('\r\n')[0]).toBe(CASE_EXPORT_COLUMNS.join(','));
    expect(csvRows(csv).map((r) => Number(r[0]))).toEqual([hqCase, westCase]);
    expect(csvRows(csv)[0]).toEqual(expect.arrayContaining([String(hq.applicant.applicant_id), String(hq.recordId), 'DRAFT', 'false']));
    expect(csv).not.toMatch(/12345\d{4}/); // no SSN
    expect(await exportIds({ location_id: WEST })).toEqual([westCase]);
    expect(await exportIds({ applicant_id: hq.applicant.applicant_id })).toEqual([hqCase]);
    expect(await exportIds({ status: 'CLOSED' })).toEqual([]);
    expect(await exportIds({ open: true, awaiting_service: false })).toEqual([hqCase, westCase]);
    expect(await exportIds({ awaiting_service: true })).toEqual([]);
    expect(await exportIds({ search: 'nobody' })).toEqual([]);
    expect(await exportIds({}, k.globexAdmin)).toEqual([]);
    for (const body of [{ take: 10 }, { status: 'NOPE' }]) {
      expect((await k.call('POST', '/api/v1/everify/export', { session: k.viewer, body })).body).toMatchObject({ statusCode: 400, messageKey: 'validation_failed' });
    }
  });

  it("keeps to the caller's case view when enable_location_based_everify_case_view is on", async () => {
    await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'true');
    try {
      expect(await exportIds({}, k.westCompliance)).toEqual([westCase]);
    } finally {
      await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'false');
    }
    expect(await exportIds({}, k.westCompliance)).toEqual([hqCase, westCase]);
  });

  it('runs the export on the queue: progress, then a link to the same file; the payload holds no name', async () => {
    const queue = await k.startQueue();
    const direct = await k.call('POST', '/api/v1/everify/export', { session: k.viewer, body: { search: 'person' } });
    const start = await k.call('POST', '/api/v1/everify/exportasync', { session: k.viewer, body: { search: 'person' } });
    expect(start.status).toBe(202);
    await k.waitForExport(queue, start.body.job_id);
    expect((await queue.getJob(QueueName.Exports, start.body.job_id))?.progress).toBe(100);
    const done = (await k.t.app.get(RealtimeService).lastMessage(start.body.event_name)) as { url: string; filename: string };
    expect(done.filename).toBe(`everify-cases-${today}.csv`);
    expect(await (await fetch(k.t.baseUrl + done.url)).text()).toBe(direct.body);
    expect(JSON.stringify(await queue.getJob(QueueName.Exports, start.body.job_id))).not.toContain('person');
    expect((await k.call('POST', '/api/v1/everify/exportasync', { session: k.adaSession, body: {} })).status).toBe(403);
  });

  describe('import', () => {
    let external: Hire;
    let noI9Email: string;

    beforeAll(async () => {
      external = await k.hire();
      await k.ds.query('INSERT INTO applicant_alt_ids (applicant_id, customer_id, alt_id_value) VALUES (?, ?, ?)', [external.applicant.applicant_id, ACME, 'ATS-77']);
      noI9Email = 'no.i9@example.test';
      await insertApplicant(k.t.app, ACME, { first_name: 'No', last_name: 'Form', email: noI9Email, location_id: HQ });
    });

    const good = [
      IMPORT_HEADER,
      '2023001000001AB,Closed,Employee continues working after EA,HQ.Hire@example.test,,01/05/2023,2023-01-06',
      '2023001000002CD,employment authorized,,,ATS-77,2023-02-01,',
    ].join('\r\n');

    it('refuses a file with bad rows, naming each (line, column, key), and imports nothing', async () => {
      const cases = await countRows(k.ds, 'everify_cases');
      const bad = [
        IMPORT_HEADER,
        '2023001000001AB,Closed,Employee continues working after EA,hq.hire@example.test,,2023-01-05,2023-01-06', // fine on its own
        '12345,Closed,Employee quit,hq.hire@example.test,,,', // line 3: case number
        '2023001000001AB,Closed,Employee quit,hq.hire@example.test,,,', // line 4: repeated
        '2023001000004AB,Draft,,hq.hire@example.test,,,', // line 5: not importable
        '2023001000005AB,Pending,,hq.hire@example.test,,,', // line 6: unknown status
        '2023001000006AB,Closed,,hq.hire@example.test,,,', // line 7: closure required
        '2023001000007AB,SSA TNC,Employee quit,hq.hire@example.test,,,', // line 8: closure on an open case
        '2023001000008AB,Closed,Employee quit,unknown@example.test,,,', // line 9: no such employee
        '2023001000009AB,Closed,Employee quit,eve@globex.test,,,', // line 10: another customer's
        `2023001000010AB,Closed,Employee quit,${noI9Email},,,`, // line 11: no I-9
        `2023001000011AB,Employment Authorized,,${west.applicant.email},,,`, // line 12: an open case exists
        '2023001000012AB,Closed,Employee quit,hq.hire@example.test,,2023-13-01,', // line 13: date
        '2023001000013AB,Closed,Employee quit,,,,', // line 14: no employee given
      ].join('\r\n');
      const res = await k.upload(k.admin, '/api/v1/everify/import', 'cases.csv', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ messageKey: 'case_import_rows_invalid', details: { invalid: 12 } });
      expect(res.body.details.rows).toEqual([
        { line: 3, field: 'case_number', key: 'case_import_case_number_invalid' },
        { line: 4, field: 'case_number', key: 'case_import_case_number_repeated' },
        { line: 5, field: 'status', key: 'case_import_status_not_importable' },
        { line: 6, field: 'status', key: 'case_import_status_invalid' },
        { line: 7, field: 'closure_statement', key: 'case_import_closure_required' },
        { line: 8, field: 'closure_statement', key: 'case_import_closure_not_closed' },
        { line: 9, field: 'email', key: 'case_import_applicant_not_found' },
        { line: 10, field: 'email', key: 'case_import_applicant_not_found' },
        { line: 11, field: 'email', key: 'case_import_no_i9' },
        { line: 12, field: 'status', key: 'case_import_open_case_exists' },
        { line: 13, field: 'submitted_on', key: 'case_import_date_invalid' },
        { line: 14, field: 'email', key: 'case_import_applicant_required' },
      ]);
      expect(await countRows(k.ds, 'everify_cases')).toBe(cases);
      const noColumns = await k.upload(k.admin, '/api/v1/everify/import', 'cases.csv', 'Number,State\n1,2\n');
      expect(noColumns.body).toMatchObject({ statusCode: 400, messageKey: 'csv_upload_columns_missing', details: { columns: 'Case Number, Status, Email or External ID' } });
      expect((await k.upload(k.admin, '/api/v1/everify/import', 'cases.xlsx', good)).body).toMatchObject({ statusCode: 400, messageKey: 'csv_upload_type' });
    });

    it('imports the rows as cases linked to the I-9, without calling E-Verify, with their history and a trail row', async () => {
      expect((await k.upload(k.viewer, '/api/v1/everify/import', 'cases.csv', good)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
      // A west-limited user does not reach the HQ employee.
      const west = await k.upload(k.westCompliance, '/api/v1/everify/import', 'cases.csv', good);
      expect(west.body.details.rows).toEqual([{ line: 2, field: 'email', key: 'case_import_applicant_not_found' }, { line: 3, field: 'external_id', key: 'case_import_applicant_not_found' }]);
      const res = await k.upload(k.compliance, '/api/v1/everify/import', 'cases.csv', good);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ imported: 2, cases: [{ line: 2, case_number: '2023001000001AB', status: 'CLOSED', i9_record_id: hq.recordId }, { line: 3, case_number: '2023001000002CD', status: 'EMPLOYMENT_AUTHORIZED', i9_record_id: external.recordId }] });
      const closed = await k.call('GET', `/api/v1/everify/${res.body.cases[0].case_id as number}`, { session: k.viewer });
      expect(closed.body).toMatchObject({ status: 'CLOSED', closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA', case_number: '2023001000001AB', awaiting_service: false, opened_at: '2023-01-05T12:00:00.000Z', closed_at: '2023-01-06T12:00:00.000Z' });
      const events = (await k.ds.query('SELECT event, to_status FROM everify_case_events WHERE case_id = ?', [res.body.cases[1].case_id])) as { event: string }[];
      expect(events).toEqual([{ event: 'IMPORT', to_status: 'EMPLOYMENT_AUTHORIZED' }]);
      const trail = (await k.ds.query('SELECT action FROM i9_trail WHERE record_id = ? AND target = ?', [external.recordId, `everify#${res.body.cases[1].case_id as number}`])) as unknown[];
      expect(trail).toHaveLength(1);
      // Nothing reached E-Verify (the simulator's side), though the queue runs.
      expect(await countRows(k.ds, 'everify_sim_cases')).toBe(0);
      const again = await k.upload(k.compliance, '/api/v1/everify/import', 'cases.csv', good);
      expect(again.body.details.rows).toEqual([{ line: 2, field: 'case_number', key: 'case_import_case_number_exists' }, { line: 3, field: 'case_number', key: 'case_import_case_number_exists' }]);
    });
  });
});
