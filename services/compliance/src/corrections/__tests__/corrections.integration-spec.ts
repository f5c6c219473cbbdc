import { countRows, passportSection2, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';

describe('I-9 corrections', () => {
  let k: ComplianceKit;
  let recordId: number;
  beforeAll(async () => {
    k = await startCompliance();
    recordId = await signedSection1(k);
    expect((await k.call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: k.admin, body: { value: passportSection2(), confirmed: true } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => k?.close());

  it('a Section 2 correction is a new signed revision; the original stays readable', async () => {
    const refused = await k.call('POST', `/api/v1/corrections/${recordId}/section2`, { session: k.recruiter, body: { value: { employer_title: 'x' } } });
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    const res = await k.call('POST', `/api/v1/corrections/${recordId}/section2`, { session: k.compliance, body: { value: { employer_title: 'Payroll Lead', documents: [{ ...(passportSection2().documents as object[])[0], document_number: '*****5678', expiration_date: '2034-01-01' }] } } });
    expect(res.status).toBe(200);
    expect(res.body.section2).toMatchObject({ revision: 2, signed: true, value: { employer_title: 'Payroll Lead', documents: [{ document_number: '*****5678', expiration_date: '2034-01-01' }] } });
    const original = res.body.history.length === 1 ? res.body.section2.corrects_revision_id : null;
    expect(original).toEqual(expect.any(Number));
    const revisions = await k.call('GET', `/api/v1/submissions/${recordId}/revision?name=section2`, { session: k.viewer });
    expect(revisions.body).toMatchObject([{ revision: 1, signed: true, corrects_revision_id: null }, { revision: 2, signed: true, corrects_revision_id: original }]);
    // The original's values are unchanged (revealed, to compare the kept document number).
    const full = await k.call('GET', `/api/v1/i9details/${recordId}/signed`, { session: k.admin });
    const s2 = full.body.revisions.filter((r: { section: string }) => r.section === 'section2');
    expect(s2.map((r: { value: { employer_title: string } }) => r.value.employer_title)).toEqual(['HR Manager', 'Payroll Lead']);
    const trail = await k.call('GET', `/api/v1/i9/${recordId}/trail`, { session: k.admin });
    const row = trail.body.rows.find((r: { action: string }) => r.action === 'correct');
    expect(row).toMatchObject({ actor_id: 902, target: 'section2#2', before: { revision: 1, employer_title: 'HR Manager' }, after: { employer_title: 'Payroll Lead' } });
    expect(JSON.stringify(row)).not.toContain('X12345678');
    // At rest the before/after are encrypted too.
    const [raw] = (await k.ds.query("SELECT before_json, after_json FROM i9_trail WHERE record_id = ? AND action = 'correct'", [recordId])) as { before_json: string; after_json: string }[];
    expect(raw.before_json + raw.after_json).not.toContain('HR Manager');
  });

  it('a Section 1 correction by staff waits for the employee signature; it can be deleted while pending', async () => {
    const bad = await k.call('POST', `/api/v1/corrections/${recordId}/section1`, { session: k.compliance, body: { value: { i9_zip: 'abc' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.i9_zip).toBeDefined();
    const res = await k.call('POST', `/api/v1/corrections/${recordId}/section1`, { session: k.compliance, body: { value: { i9_address1: '2 Oak Avenue' } } });
    expect(res.status).toBe(200);
    expect(res.body.pending).toMatchObject([{ section: 'section1', revision: 2, signed: false, value: { i9_address1: '2 Oak Avenue', i9_ssn: '*****6789' } }]);
    expect(res.body.section1).toMatchObject({ revision: 1, value: { i9_address1: '1 Main Street' } });
    expect((await k.call('POST', '/api/v1/submissions/counts', { session: k.admin, body: {} })).body.corrections).toBe(1);

    const removed = await k.call('DELETE', `/api/v1/corrections/${recordId}`, { session: k.compliance });
    expect(removed).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect((await k.call('DELETE', `/api/v1/corrections/${recordId}`, { session: k.compliance })).status).toBe(404);
    expect(await countRows(k.ds, 'i9_revisions', `record_id = ${recordId} AND section = 'section1'`)).toBe(1);

    // Proposed again (the deleted pending revision's number is free again), then signed by the employee:
    // revision 2 corrects revision 1, which stays.
    await k.call('POST', `/api/v1/corrections/${recordId}/section1`, { session: k.compliance, body: { value: { i9_address1: '2 Oak Avenue' } } });
    const mine = await k.call('GET', '/api/v1/i9', { session: k.adaSession });
    expect(mine.body.section1.draft).toMatchObject({ revision: 2, value: { i9_address1: '2 Oak Avenue' } });
    const signed = await k.call('POST', '/api/v1/i9/section1/sign', { session: k.adaSession, body: { confirmed: true } });
    expect(signed.body).toMatchObject({ status: 'complete', pending_correction: false, section1: { draft: null, current: { revision: 2, value: { i9_address1: '2 Oak Avenue' } } } });
    const view = await k.call('GET', `/api/v1/corrections/${recordId}`, { session: k.viewer });
    expect(view.body.history.map((h: { section: string; revision: number; pending: boolean }) => `${h.section}#${h.revision}${h.pending ? '?' : ''}`)).toEqual(['section1#2', 'section2#2']);
    const revisions = await k.call('GET', `/api/v1/submissions/${recordId}/revision?name=section1`, { session: k.viewer });
    expect(revisions.body.map((r: { revision: number }) => r.revision)).toEqual([1, 2]);
  });

  it('refuses a correction of a section that is not signed yet', async () => {
    const opened = await k.call('GET', '/api/v1/i9', { session: k.wesSession });
    const res = await k.call('POST', `/api/v1/corrections/${opened.body.id}/section2`, { session: k.admin, body: { value: {} } });
    expect(res).toMatchObject({ status: 409, body: { messageKey: 'i9_section2_not_signed' } });
  });
});
