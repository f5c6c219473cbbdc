import { readStoredZip, uploadSamples } from '@attest/platform';
import { pdfText } from '@attest/platform/testing';
import { countRows, startTnc, type TncKit } from '../../tnc/__tests__/tnc-test-kit';

jest.setTimeout(90_000);

describe('E-Verify case documents, the printable case details and the case ZIP', () => {
  let k: TncKit;
  let caseId: number;
  let caseNumber: string;
  let recordId: number;

  beforeAll(async () => {
    k = await startTnc();
    const m = await k.mismatch('123459999');
    caseId = m.caseId;
    caseNumber = m.c.case_number as string;
    recordId = m.c.i9_record_id as number;
  }, 120_000);
  afterAll(async () => k?.close());

  it('uploads a PDF checked by its content and sealed at rest; the Viewer lists and downloads but cannot upload', async () => {
    const pdf = uploadSamples.pdfBytes();
    const up = await k.upload(`/api/v1/everify/${caseId}/documents`, k.compliance, { name: 'SSA letter.pdf', bytes: pdf });
    expect(up).toMatchObject({ status: 201, body: { kind: 'upload', state: 'ready', file_name: 'SSA letter.pdf', content_type: 'application/pdf', size: pdf.length, url: expect.stringContaining(`/api/v1/everify/${caseId}/files/`) } });
    expect(up.body.storage_key).toBeUndefined();
    expect((await k.stored(up.body.id)).equals(pdf)).toBe(false);
    const list = await k.call('GET', `/api/v1/everify/${caseId}/documents`, { session: k.viewer });
    expect(list.body).toMatchObject({ case_id: caseId, items: [{ id: up.body.id, kind: 'upload' }] });
    const got = await k.bytes(up.body.url, k.viewer);
    expect(got.body.equals(pdf)).toBe(true);
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="SSA letter.pdf"');
    const c = await k.call('GET', `/api/v1/everify/${caseId}`, { session: k.viewer });
    expect(c.body.history.at(-1)).toMatchObject({ event: 'DOCUMENT_ADDED', detail: `file ${up.body.id}` });
    const trail = (await k.ds.query('SELECT action, target FROM i9_trail WHERE record_id = ? ORDER BY seq', [recordId])) as { action: string; target: string }[];
    expect(trail).toEqual(expect.arrayContaining([{ action: 'update', target: `everify#${caseId}/documents` }, { action: 'view', target: `everify#${caseId}/files/${up.body.id}` }]));
  });

  it('refuses a wrong file (type, content, none), a Viewer, another customer, and stores nothing', async () => {
    const before = await countRows(k, 'everify_case_files');
    const post = (session = k.admin, file?: { name: string; bytes: Buffer }) => k.upload(`/api/v1/everify/${caseId}/documents`, session, file);
    expect((await post(k.admin, { name: 'virus.pdf', bytes: uploadSamples.exeBytes() })).body).toMatchObject({ statusCode: 400, messageKey: 'upload_content_mismatch', details: { fields: { file: 'upload_content_mismatch' } } });
    expect((await post(k.admin, { name: 'notes.txt', bytes: uploadSamples.txtBytes() })).body.messageKey).toBe('upload_type_not_accepted');
    expect((await post(k.admin)).body).toMatchObject({ statusCode: 400, messageKey: 'everify_file_required' });
    expect((await post(k.viewer, { name: 'a.pdf', bytes: uploadSamples.pdfBytes() })).body).toMatchObject({ statusCode: 403, messageKey: 'permission_denied' });
    expect((await post(k.globexAdmin, { name: 'a.pdf', bytes: uploadSamples.pdfBytes() })).status).toBe(404);
    expect(await countRows(k, 'everify_case_files')).toBe(before);
  });

  it('prints the case details: statuses with dates, the history, no SSN', async () => {
    const res = await k.bytes(`/api/v1/everify/printcasedetails/${caseId}`, k.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(res.body).replace(/\s+/g, ' ');
    for (const expected of ['E-Verify case details', caseNumber, 'SSA Tentative Nonconfirmation (mismatch)', 'Notify the employee by', 'Opened by E-Verify', 'Document added', 'History']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('123459999');
    expect(text).not.toContain('123-45-9999');
    expect((await k.bytes(`/api/v1/everify/printcasedetails/${caseId}`, k.globexAdmin)).status).toBe(404);
    const [row] = (await k.ds.query('SELECT action FROM i9_trail WHERE record_id = ? AND target = ?', [recordId, `everify#${caseId}/print`])) as { action: string }[];
    expect(row.action).toBe('view');
  });

  it('downloads the case as one ZIP (the case details, the letters, the documents), now or on the queue', async () => {
    await k.ready(`/api/v1/everify/${caseId}/fan?lang=en`, k.admin);
    const zip = await k.bytes(`/api/v1/everify/download/${caseId}`, k.viewer);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = readStoredZip(zip.body);
    expect(entries.every((e) => e.crcOk)).toBe(true);
    const names = entries.map((e) => e.name);
    expect(names[0]).toBe(`everify-case-${caseNumber}.pdf`);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^documents\/\d+-SSA letter\.pdf$/), expect.stringMatching(/^letters\/\d+-everify-further-action-notice-.*-en\.pdf$/)]));
    expect(pdfText(entries.find((e) => e.name.startsWith('letters/'))!.data)).toContain('Further Action Notice');

    const started = await k.call('POST', `/api/v1/everify/downloadasync/${caseId}`, { session: k.viewer });
    expect(started).toMatchObject({ status: 202, body: { file_id: expect.any(Number), event_name: expect.any(String), subscription_url: expect.stringContaining('/api/v1/realtime/subscriptions/') } });
    const done = await k.ready(`/api/v1/everify/downloadasync/${caseId}`, k.viewer);
    expect(done.file).toMatchObject({ id: started.body.file_id, kind: 'bundle', state: 'ready', content_type: 'application/zip' });
    const asyncZip = readStoredZip((await k.bytes(done.file.url, k.viewer)).body);
    expect(asyncZip.map((e) => e.name)).toEqual(names);
    // A ZIP is not a document of the case.
    expect((await k.call('GET', `/api/v1/everify/${caseId}/documents`, { session: k.viewer })).body.items.map((f: { kind: string }) => f.kind)).not.toContain('bundle');
    expect((await k.call('POST', `/api/v1/everify/downloadasync/${caseId}`, { session: k.globexAdmin })).status).toBe(404);
  });
});
