import { addCalendarDays } from '@attest/contracts';
import { QueueName, RealtimeService, type JobContext } from '@attest/platform';
import { PurgeExpiredI9Processor } from '../../__tests__/lists-test-kit';
import { ACME, countRows, csvRows, EAD, GLOBEX, startLists, todayYmd, WEST, type Hire, type ListsKit } from '../../__tests__/lists-test-kit';

jest.setTimeout(120_000);

const HEADER = 'Case Number,Last Name,First Name,A-Number/USCIS #,Document (card) Number,Status Change,Status Change Date';
const today = todayYmd();
const DATE = addCalendarDays(today, -3);
const row = (n: number, a: string, card: string, date = DATE) => `20240010000${String(n).padStart(2, '0')}AB,Person,Someone,${a},${card},EAD revoked,${date}`;

describe('EAD revocations (E-Verify Status Change Report)', () => {
  let k: ListsKit;
  let ann: Hire; // HQ: A111111111 + SRC1111111111
  let bob: Hire; // WEST: card EAC2222222222
  let cat: Hire; // HQ: A333333333 + LIN3333333333
  let gus: Hire; // GLOBEX: A444444444 + SRC4444444444
  let answer: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read ad hoc
  const report = [
    HEADER,
    row(1, 'A111111111', 'SRC1111111111'), // exact: Ann
    row(2, '', 'EAC-222-222-2222'), // by card: Bob (written with dashes)
    row(3, '333-333-333', 'WAC9999999999'), // by A-Number: Cat (the card is nobody's)
    row(4, 'A999999999', ''), // none
    row(5, 'A333333333', 'SRC1111111111'), // ambiguous: Cat by A-Number, Ann by card
    row(6, 'A444444444', 'SRC4444444444'), // another customer's employee: none
    '2024001000007AB,Person,Nobody,,,EAD revoked,2024-01-02', // no number: refused row
    row(8, 'A111111111', 'SRC1111111111', '31/31/2024'), // bad date: refused row
  ].join('\r\n');

  beforeAll(async () => {
    k = await startLists();
    ann = await k.hire({ aNumber: 'A111111111', card: 'SRC1111111111' });
    bob = await k.hire({ aNumber: 'A222222222', card: 'EAC2222222222', location: WEST });
    cat = await k.hire({ aNumber: 'A333333333', card: 'LIN3333333333' });
    gus = await k.hire({ customerId: GLOBEX, aNumber: 'A444444444', card: 'SRC4444444444' });
    const res = await k.upload(k.compliance, '/api/v1/everify/revocations', 'status-change-report.csv', report);
    expect(res.status).toBe(201);
    answer = res.body;
  });
  afterAll(async () => k?.close());

  const query = async (body: Record<string, unknown> = {}, session = k.compliance) => {
    const res = await k.call('POST', '/api/v1/everify/revocations/query', { session, body });
    expect(res.status).toBe(200);
    return res.body as { items: Record<string, any>[]; total: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const byLine = async (line: number) => (await query({ take: 200 })).items.find((i) => i.line === line) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('matches each row: exact, by card, by A-Number, none, ambiguous; bad rows are reported one by one', () => {
    expect(answer).toMatchObject({
      file_name: 'status-change-report.csv', rows_read: 8, rows_stored: 6, rows_invalid: 2, rows_duplicate: 0, tasks_opened: 3,
      counts: { exact: 1, by_card: 1, by_a_number: 1, none: 2, ambiguous: 1 },
      problems: [
        { line: 8, field: 'a_number', key: 'ead_revocation_row_no_number' },
        { line: 9, field: 'revocation_date', key: 'ead_revocation_row_bad_date' },
      ],
    });
  });

  it('lists the rows with their employee, masked numbers and the reverification task of each single match', async () => {
    const exact = await byLine(2);
    expect(exact).toMatchObject({ match_kind: 'exact', match_key: 'ead_revocation_match_exact', i9_record_id: ann.recordId, a_number: '*****1111', card_number: '*********1111', revocation_date: DATE, acknowledged: false });
    expect(exact.employee).toMatchObject({ i9_record_id: ann.recordId, applicant_id: ann.applicant.applicant_id, last_name: 'Person' });
    expect(exact.reverify_task_id).toEqual(expect.any(Number));
    expect(await byLine(3)).toMatchObject({ match_kind: 'by_card', i9_record_id: bob.recordId, location_id: WEST, card_number: '*********2222' });
    expect(await byLine(4)).toMatchObject({ match_kind: 'by_a_number', i9_record_id: cat.recordId });
    expect(await byLine(5)).toMatchObject({ match_kind: 'none', i9_record_id: null, reverify_task_id: null });
    const ambiguous = await byLine(6);
    expect(ambiguous).toMatchObject({ match_kind: 'ambiguous', i9_record_id: null, reverify_task_id: null });
    expect(ambiguous.candidates.map((c: { i9_record_id: number }) => c.i9_record_id).sort()).toEqual([ann.recordId, cat.recordId].sort());
    // Another customer's employee is never matched, and gets no task.
    expect(await byLine(7)).toMatchObject({ match_kind: 'none', i9_record_id: null });
    expect(await countRows(k.ds, 'i9_reverify_tasks', `record_id = ${gus.recordId}`)).toBe(0);
    expect((await k.call('POST', '/api/v1/everify/revocations/query', { session: k.globexAdmin, body: {} })).body.total).toBe(0);
  });

  it('stores the numbers encrypted, and opens one Supplement B task per matched I-9 with a trail row', async () => {
    const stored = (await k.ds.query('SELECT a_number, card_number, a_number_masked FROM ead_revocations WHERE customer_id = ? AND line = 2', [ACME])) as Record<string, string>[];
    expect(stored[0].a_number).toMatch(/^v1:/);
    expect(stored[0].card_number).toMatch(/^v1:/);
    expect(JSON.stringify(await k.ds.query('SELECT * FROM ead_revocations'))).not.toContain('111111111');
    for (const hire of [ann, bob, cat]) {
      expect(await countRows(k.ds, 'i9_reverify_tasks', `record_id = ${hire.recordId}`)).toBe(1);
      const trail = (await k.ds.query("SELECT action, target FROM i9_trail WHERE record_id = ? AND target LIKE 'reverify#%'", [hire.recordId])) as { action: string }[];
      expect(trail).toEqual([expect.objectContaining({ action: 'create' })]);
    }
    const panel = await k.call('GET', `/api/v1/i9/${ann.recordId}/reverification-tasks`, { session: k.viewer });
    expect(panel.status).toBe(200);
    expect(panel.body.items).toEqual([
      expect.objectContaining({ reason: 'ead_revoked', reason_key: 'i9_reverify_task_ead_revoked', open: true, done_at: null, due_date: DATE, revocations: [expect.objectContaining({ match_kind: 'exact', card_number: '*********1111', acknowledged: false })] }),
    ]);
    expect((await k.call('GET', `/api/v1/i9/${ann.recordId}/reverification-tasks`, { session: k.globexAdmin })).status).toBe(404);
    expect((await k.call('GET', `/api/v1/i9/${bob.recordId}/reverification-tasks`, { session: k.westCompliance })).status).toBe(200);
    expect((await k.call('GET', `/api/v1/i9/${ann.recordId}/reverification-tasks`, { session: k.westCompliance })).status).toBe(404);
  });

  it('closes the task when Supplement B reverifies the I-9', async () => {
    const entry = { reason: 'reverification', new_last_name: null, new_first_name: null, new_middle_initial: null, date_of_rehire: null, document: EAD('SRC5555555555', addCalendarDays(today, 700)), additional_info: null, alt_procedure_used: false, employer_name: 'Carla Officer', signed_date: today };
    const signed = await k.call('POST', `/api/v1/submissions/${cat.recordId}/revision`, { session: k.compliance, body: { value: entry, confirmed: true } });
    expect(signed.status).toBe(200);
    const panel = await k.call('GET', `/api/v1/i9/${cat.recordId}/reverification-tasks`, { session: k.compliance });
    expect(panel.body.items[0]).toMatchObject({ open: false, done_at: expect.any(String) });
  });

  it('counts by match kind and acknowledgement, with the list filters', async () => {
    const counts = await k.call('POST', '/api/v1/everify/revocations/counts', { session: k.viewer, body: {} });
    expect(counts.body).toEqual({ total: 6, acknowledged: 0, unacknowledged: 6, exact: 1, by_card: 1, by_a_number: 1, none: 2, ambiguous: 1 });
    const filtered = await k.call('POST', '/api/v1/everify/revocations/counts', { session: k.viewer, body: { match_kind: 'none' } });
    expect(filtered.body).toMatchObject({ total: 6, acknowledged: 0, unacknowledged: 2 });
    expect((await query({ match_kind: 'none' })).total).toBe(2);
    expect((await query({ search: 'nobody' })).total).toBe(0);
    expect((await query({ upload_id: answer.upload_id, take: 2 })).items).toHaveLength(2);
    for (const body of [{ match_kind: 'maybe' }, { take: 500 }, { nope: 1 }]) {
      const res = await k.call('POST', '/api/v1/everify/revocations/query', { session: k.viewer, body });
      expect(res).toMatchObject({ status: 400, body: { messageKey: 'validation_failed' } });
    }
  });

  it('acknowledges a row once (everify.manage), with a trail row on the matched I-9', async () => {
    const exact = await byLine(2);
    const path = `/api/v1/everify/revocations/${exact.id}/acknowledgement`;
    expect((await k.call('PUT', path, { session: k.viewer, body: {} })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await k.call('PUT', path, { session: k.globexAdmin, body: {} })).status).toBe(404);
    const res = await k.call('PUT', path, { session: k.compliance, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: exact.id, acknowledged: true, acknowledged_at: expect.any(String) });
    expect((await k.call('PUT', path, { session: k.compliance, body: {} })).body).toMatchObject({ statusCode: 409, messageKey: 'ead_revocation_acknowledged' });
    const trail = (await k.ds.query('SELECT action FROM i9_trail WHERE record_id = ? AND target = ?', [ann.recordId, `revocation#${exact.id}`])) as unknown[];
    expect(trail).toHaveLength(1);
    expect((await k.call('POST', '/api/v1/everify/revocations/counts', { session: k.viewer, body: {} })).body).toMatchObject({ acknowledged: 1, unacknowledged: 5 });
  });

  it('lets a person settle an ambiguous or unmatched row: the chosen I-9 gets the task', async () => {
    const ambiguous = await byLine(6);
    const path = `/api/v1/everify/revocations/${ambiguous.id}/acknowledgement`;
    expect((await k.call('PUT', path, { session: k.compliance, body: { i9_record_id: bob.recordId } })).body).toMatchObject({ statusCode: 400, details: { fields: { i9_record_id: 'ead_revocation_not_a_candidate' } } });
    const settled = await k.call('PUT', path, { session: k.compliance, body: { i9_record_id: ann.recordId } });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ i9_record_id: ann.recordId, acknowledged: true });
    // Ann's task is still open: it is reused, not doubled.
    expect(settled.body.reverify_task_id).toBe((await byLine(2)).reverify_task_id);
    const none = await byLine(5);
    const linked = await k.call('PUT', `/api/v1/everify/revocations/${none.id}/acknowledgement`, { session: k.compliance, body: { i9_record_id: bob.recordId } });
    expect(linked.status).toBe(200);
    expect(await countRows(k.ds, 'i9_reverify_tasks', `record_id = ${bob.recordId}`)).toBe(1);
    const exact = await byLine(3);
    expect((await k.call('PUT', `/api/v1/everify/revocations/${exact.id}/acknowledgement`, { session: k.compliance, body: { i9_record_id: ann.recordId } })).body).toMatchObject({ details: { fields: { i9_record_id: 'ead_revocation_already_matched' } } });
  });

  it("keeps to the caller's locations when enable_location_based_everify_case_view is on", async () => {
    await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'true');
    try {
      const west = await query({ take: 200 }, k.westCompliance);
      expect(west.items.map((i) => i.i9_record_id).sort()).toEqual([bob.recordId, bob.recordId]);
      const exact = await byLine(4);
      expect((await k.call('PUT', `/api/v1/everify/revocations/${exact.id}/acknowledgement`, { session: k.westCompliance, body: {} })).status).toBe(404);
      const csv = await k.call('POST', '/api/v1/everify/revocations/export', { session: k.westCompliance, body: {} });
      expect(csvRows(csv.body as string)).toHaveLength(2);
    } finally {
      await k.setConfig(ACME, 'enable_location_based_everify_case_view', 'false');
    }
  });

  it('stores a report uploaded again once (same case number and date), with no new task', async () => {
    const before = await countRows(k.ds, 'ead_revocations');
    const again = await k.upload(k.admin, '/api/v1/everify/revocations', 'again.csv', report);
    expect(again.body).toMatchObject({ rows_read: 8, rows_stored: 0, rows_duplicate: 6, rows_invalid: 2, tasks_opened: 0 });
    expect(await countRows(k.ds, 'ead_revocations')).toBe(before);
  });

  it('streams a large report in batches (header names in any case)', async () => {
    const lines = ['CASE NUMBER,a number uscis,DOCUMENT NUMBER,status change date'];
    for (let i = 0; i < 1203; i++) {
      lines.push(`${String(2025000000000 + i)}ZZ,A${String(500000000 + i)},,2025-01-02`);
    }
    lines.push('2025999999999ZZ,,SRC1111111111,2025-01-02');
    const res = await k.upload(k.admin, '/api/v1/everify/revocations', 'big.csv', lines.join('\n'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows_read: 1204, rows_stored: 1204, counts: { none: 1203, by_card: 1 }, tasks_opened: 0 });
  });

  it('refuses files that are not a CSV report with 400 and a key, and stores nothing', async () => {
    const rows = await countRows(k.ds, 'ead_revocations');
    const uploads = await countRows(k.ds, 'ead_revocation_uploads');
    const cases: [string, string | Buffer, string][] = [
      ['report.txt', report, 'csv_upload_type'],
      ['report.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'csv_upload_not_text'],
      ['report.csv', '%PDF-1.7\nnot a report', 'csv_upload_not_text'],
      ['report.csv', '', 'csv_upload_empty'],
      ['report.csv', 'Name,Date\nAnn,2024-01-01\n', 'csv_upload_columns_missing'],
      ['report.csv', `${HEADER}\n${row(1, 'A111111111', 'SRC1111111111')}\n"unclosed,quote`, 'csv_upload_invalid'],
    ];
    for (const [name, content, key] of cases) {
      const res = await k.upload(k.admin, '/api/v1/everify/revocations', name, content);
      expect({ name, status: res.status, key: res.body?.messageKey }).toEqual({ name, status: 400, key });
    }
    expect((await k.call('POST', '/api/v1/everify/revocations', { session: k.admin, body: {} })).body).toMatchObject({ statusCode: 400, messageKey: 'multipart_expected' });
    expect(await countRows(k.ds, 'ead_revocations')).toBe(rows);
    expect(await countRows(k.ds, 'ead_revocation_uploads')).toBe(uploads);
  });

  it('needs everify.manage to upload and E-Verify on', async () => {
    expect((await k.upload(k.viewer, '/api/v1/everify/revocations', 'r.csv', report)).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    await k.setConfig(GLOBEX, 'enable_everify', 'false');
    try {
      expect((await k.upload(k.globexAdmin, '/api/v1/everify/revocations', 'r.csv', report)).body).toMatchObject({ statusCode: 403, messageKey: 'everify_disabled' });
      expect((await k.call('POST', '/api/v1/everify/revocations/query', { session: k.globexAdmin, body: {} })).status).toBe(403);
    } finally {
      await k.setConfig(GLOBEX, 'enable_everify', 'true');
    }
  });

  it('exports the filtered list as a CSV now and on the queue, with masked numbers only', async () => {
    const direct = await k.call('POST', '/api/v1/everify/revocations/export', { session: k.viewer, body: { upload_id: answer.upload_id } });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toBe(`attachment; filename="ead-revocations-${today}.csv"`);
    const csv = direct.body as string;
    expect(csv.split('\r\n')[0]).toBe('id,upload_id,line,match_kind,i9_record_id,applicant_id,location_id,case_number,last_name,first_name,a_number,card_number,change_type,revocation_date,reverify_task_id,acknowledged,acknowledged_at,acknowledged_by,uploaded_at');
    expect(csvRows(csv)).toHaveLength(6);
    expect(csvRows(csv).find((r) => r[2] === '2')).toEqual(expect.arrayContaining(['exact', String(ann.recordId), '*****1111', '*********1111', 'true']));
    for (const secret of ['111111111', 'SRC1111111111', 'EAC2222222222', '333333333']) {
      expect(csv).not.toContain(secret);
    }
    expect((await k.call('POST', '/api/v1/everify/revocations/export', { session: k.viewer, body: { take: 5 } })).status).toBe(400);
    const queue = await k.startQueue();
    const start = await k.call('POST', '/api/v1/everify/revocations/exportasync', { session: k.viewer, body: { upload_id: answer.upload_id, search: 'Person' } });
    expect(start.status).toBe(202);
    await k.waitForExport(queue, start.body.job_id);
    const done = (await k.t.app.get(RealtimeService).lastMessage(start.body.event_name)) as { progress: number; url: string; filename: string };
    expect(done).toMatchObject({ progress: 100, filename: `ead-revocations-${today}.csv` });
    const file = await fetch(k.t.baseUrl + done.url);
    expect(await file.text()).toBe(csv);
    const job = await queue.getJob(QueueName.Exports, start.body.job_id);
    expect(JSON.stringify(job)).not.toContain('Person');
    const audit = (await k.ds.query("SELECT changes FROM audit_log WHERE entity = 'ead_revocations' ORDER BY id DESC LIMIT 1")) as { changes: string }[];
    expect(JSON.parse(audit[0].changes)).toMatchObject({ mode: { to: 'async' }, filter: { to: { upload_id: answer.upload_id, search: true } } });
  });

  it("takes the I-9's tasks with it when the record is purged, and leaves the report's rows unlinked", async () => {
    const linked = await countRows(k.ds, 'ead_revocations', `i9_record_id = ${bob.recordId}`);
    expect(linked).toBe(2);
    const rows = await countRows(k.ds, 'ead_revocations');
    expect((await k.call('PUT', `/api/v1/i9/${bob.recordId}/employment`, { session: k.compliance, body: { termination_date: today } })).status).toBe(200);
    const ctx: JobContext = { jobId: 'revocation-purge', attempt: 1, reportProgress: async () => undefined };
    expect(await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: '2100-01-01' }, ctx)).toMatchObject({ purged: 1 });
    expect(await countRows(k.ds, 'i9_reverify_tasks', `record_id = ${bob.recordId}`)).toBe(0);
    expect(await countRows(k.ds, 'ead_revocations', `i9_record_id = ${bob.recordId}`)).toBe(0);
    expect(await countRows(k.ds, 'ead_revocations')).toBe(rows);
  });
});
