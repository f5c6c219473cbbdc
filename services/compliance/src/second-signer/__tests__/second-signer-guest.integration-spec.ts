import { ACME, countRows, passportSection2, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { PurgeExpiredI9Processor } from '../../retention/purge-expired-i9.processor';
import { jpeg, postImage } from '../../documents/__tests__/image-test-kit';
import { insertCustomers, latestToken, newEmployee, rep, signSection1As } from './second-signer-test-kit';

const guest = (token: string) => `/api/v1/second-signer/${token}`;
/** Section 2 as a representative fills it (their own name as the employer's representative). */
const repSection2 = (over: Record<string, unknown> = {}) => passportSection2({ employer_first_name: 'Remy', employer_last_name: 'Notary', employer_title: 'Notary public', ...over });

describe('the authorized representative completes Section 2 through the link; staff review it', () => {
  let k: ComplianceKit;
  /** An employee who signed Section 1 with a representative; answers the record id and the link's token. */
  async function invited(email: string): Promise<{ recordId: number; token: string }> {
    const e = await newEmployee(k);
    expect((await k.call('PUT', '/api/v1/i9/auth-rep', { session: e.session, body: rep({ email }) })).status).toBe(200);
    const recordId = await signSection1As(k, e);
    return { recordId, token: await latestToken(k, email) };
  }
  const section2Revisions = (recordId: number) => countRows(k.ds, 'i9_revisions', `record_id = ${recordId} AND section = 'section2'`);

  beforeAll(async () => {
    k = await startCompliance();
    await insertCustomers(k);
    await k.setConfig(ACME, 'allow_section2_email', 'true');
    await k.setConfig(ACME, 'allow_section1_choose_no_auth_rep', 'true');
  }, 60_000);
  afterAll(async () => k?.close());

  it('answers 404 for a token never issued, for a malformed one, and without touching anything', async () => {
    for (const token of ['A'.repeat(43), 'short', 'not-a-token-at-all-here']) {
      const res = await k.call('GET', guest(token));
      expect(res).toMatchObject({ status: 404, body: { messageKey: 'i9_second_signer_link_unknown' } });
    }
    expect((await k.call('PUT', `${guest('B'.repeat(43))}/section2`, { body: { employer_title: 'x' } })).status).toBe(404);
  });

  it('a link opens its own record only: a draft saved with token A changes A, never B', async () => {
    const a = await invited('rep.a@notary.test');
    const b = await invited('rep.b@notary.test');
    const put = await k.call('PUT', `${guest(a.token)}/section2`, { body: { employer_title: 'Notary public', documents: repSection2().documents } });
    expect(put).toMatchObject({ status: 200, body: { record_id: a.recordId, section2: { employer_title: 'Notary public', documents: [{ document_number: '*****5678' }] } } });
    expect(await section2Revisions(a.recordId)).toBe(1);
    expect(await section2Revisions(b.recordId)).toBe(0);
    const [rev] = (await k.ds.query("SELECT created_by_party, payload FROM i9_revisions WHERE record_id = ? AND section = 'section2'", [a.recordId])) as { created_by_party: string; payload: string }[];
    expect(rev.created_by_party).toBe('second_signer');
    expect(rev.payload).not.toContain('X12345678');
    // The staff route with B's id and A's token does not exist: the token is all a guest has.
    expect((await k.call('PUT', `/api/v1/i9/${b.recordId}/section2`, { body: { employer_title: 'x' }, headers: { authorization: `Basic ${a.token}`, 'x-requested-by-party': 'user' } })).status).toBe(401);
  });

  it('refuses an invalid Section 2 with its field key and signs a valid one: pending review, listed and counted, the link used', async () => {
    const { recordId, token } = await invited('rep.sign@notary.test');
    const bad = await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2({ employer_title: '' }), confirmed: true } });
    expect(bad).toMatchObject({ status: 400, body: { details: { fields: { employer_title: 'required_field' } } } });
    const unconfirmed = await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2() } });
    expect(unconfirmed).toMatchObject({ status: 400, body: { details: { fields: { confirmed: 'required_field' } } } });
    expect(await section2Revisions(recordId)).toBe(0);
    const signed = await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true }, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(signed).toMatchObject({ status: 200, body: { record_id: recordId, status: 'section2_pending_review', signed_by_name: 'Remy Notary' } });
    const record = await k.call('GET', `/api/v1/i9/${recordId}`, { session: k.compliance });
    expect(record.body).toMatchObject({ status: 'section2_pending_review', section2: { current: { signed_by_party: 'second_signer', signed_by_name: 'Remy Notary' } } });
    const counts = await k.call('POST', '/api/v1/submissions/counts', { session: k.admin, body: {} });
    expect(counts.body.section2_pending_review).toBeGreaterThanOrEqual(1);
    const listed = await k.call('POST', '/api/v1/submissions/query', { session: k.admin, body: { state: 'section2_pending_review' } });
    expect(listed.body.items.map((r: { id: number }) => r.id)).toContain(recordId);
    for (const [method, path, body] of [['GET', guest(token), undefined], ['PUT', `${guest(token)}/section2`, { employer_title: 'x' }], ['POST', `${guest(token)}/section2/sign`, { value: repSection2(), confirmed: true }]] as const) {
      expect(await k.call(method, path, { body })).toMatchObject({ status: 410, body: { messageKey: 'i9_second_signer_link_used' } });
    }
    expect(await section2Revisions(recordId)).toBe(1);
  });

  it('staff approve (i9.section2.sign only): the record is complete and its trail verifies, with the representative\'s rows', async () => {
    const { recordId, token } = await invited('rep.approve@notary.test');
    await k.call('GET', guest(token), { headers: { 'x-forwarded-for': '10.8.8.8' } });
    expect((await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true }, headers: { 'x-forwarded-for': '10.8.8.8' } })).status).toBe(200);
    for (const session of [k.viewer, k.recruiter]) {
      expect((await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session, body: { approve: true } })).status).toBe(403);
    }
    expect((await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session: k.globexAdmin, body: { approve: true } })).status).toBe(404);
    expect((await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session: k.compliance, body: { approve: false } })).body).toMatchObject({ details: { fields: { reason: 'required_field' } } });
    const ok = await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session: k.compliance, body: { approve: true } });
    expect(ok).toMatchObject({ status: 200, body: { status: 'complete' } });
    const again = await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session: k.compliance, body: { approve: true } });
    expect(again).toMatchObject({ status: 409, body: { messageKey: 'i9_no_review_pending' } });
    const trail = await k.call('GET', `/api/v1/i9/${recordId}/trail`, { session: k.compliance });
    expect(trail.body.verification).toMatchObject({ ok: true, broken_at: null });
    const repRows = trail.body.rows.filter((r: { actor_party: string }) => r.actor_party === 'second_signer');
    expect(repRows.map((r: { action: string }) => r.action)).toEqual(['view', 'sign']);
    expect(repRows[1]).toMatchObject({ actor_name: 'Remy Notary', ip: '10.8.8.8', target: 'section2#1', after: { documents: [{ document_number: '*****5678' }] } });
    expect(trail.body.rows.at(-1)).toMatchObject({ action: 'sign', actor_party: 'user', target: 'section2#1', after: { review: 'approved' } });
    const staffView = await k.call('GET', `/api/v1/i9/${recordId}/second-signer`, { session: k.viewer });
    expect(staffView).toMatchObject({ status: 200, body: { record_status: 'complete', second_signer: { status: 'reviewed', email: 'r***@notary.test' } } });
    expect(JSON.stringify(staffView.body)).not.toContain(token);
    // Past retention, the representative's personal data goes with the record.
    await k.ds.query("UPDATE i9_records SET termination_date = '2020-01-02', retention_until = '2021-01-02' WHERE id = ?", [recordId]);
    const ctx = { jobId: 'test', attempt: 1, reportProgress: async () => undefined };
    expect((await k.t.app.get(PurgeExpiredI9Processor).handle({ customerId: ACME, version: 1, asOf: '2026-01-01' }, ctx)).purged).toBeGreaterThanOrEqual(1);
    expect(await countRows(k.ds, 'i9_second_signers', `record_id = ${recordId}`)).toBe(0);
  });

  it('an expired link answers 410 and changes nothing', async () => {
    const { recordId, token } = await invited('rep.expired@notary.test');
    await k.ds.query('UPDATE i9_second_signers SET token_expires_at = ? WHERE record_id = ?', [new Date(Date.now() - 60_000), recordId]);
    expect(await k.call('GET', guest(token))).toMatchObject({ status: 410, body: { messageKey: 'i9_second_signer_link_expired' } });
    expect((await k.call('PUT', `${guest(token)}/section2`, { body: { employer_title: 'x' } })).status).toBe(410);
    expect(await section2Revisions(recordId)).toBe(0);
  });

  it('notifyrep: documents.send only, in the caller\'s scope; assigns a representative to an "assign later" record; a new link ends the old one', async () => {
    const e = await newEmployee(k);
    expect((await k.call('PUT', '/api/v1/i9/auth-rep', { session: e.session, body: rep({ first_name: null, last_name: null, email: null, contact_method: '2' }) })).status).toBe(200);
    const outbox = await countRows(k.ds, 'notification_outbox');
    const recordId = await signSection1As(k, e);
    // "Assign later": nothing is sent; staff assign the representative.
    expect(await countRows(k.ds, 'notification_outbox')).toBe(outbox);
    const path = `/api/v1/submissions/${recordId}/notifyrep`;
    expect((await k.call('POST', path, { session: k.viewer })).status).toBe(403);
    expect((await k.call('POST', path, { session: k.compliance })).status).toBe(403);
    expect((await k.call('POST', path, { session: k.globexAdmin })).status).toBe(404);
    expect(await k.call('POST', path, { session: k.recruiter })).toMatchObject({ status: 409, body: { messageKey: 'i9_second_signer_needs_contact' } });
    const same = await k.call('POST', path, { session: k.recruiter, body: rep({ first_name: 'Rosa', last_name: 'Parks' }) });
    expect(same).toMatchObject({ status: 400, body: { details: { fields: { first_name: 'applicant_assign_ss_different_name' } } } });
    const later = await k.call('POST', path, { session: k.recruiter, body: rep({ contact_method: '2' }) });
    expect(later).toMatchObject({ status: 400, body: { details: { fields: { contact_method: 'i9_contact_method_not_allowed' } } } });
    const assigned = await k.call('POST', path, { session: k.recruiter, body: rep({ email: 'rep.staff@notary.test' }) });
    expect(assigned).toMatchObject({ status: 200, body: { record_id: recordId, second_signer: { status: 'invited', email: 'r***@notary.test' } } });
    const first = await latestToken(k, 'rep.staff@notary.test');
    expect((await k.call('GET', guest(first))).status).toBe(200);
    expect((await k.call('POST', path, { session: k.recruiter })).status).toBe(200);
    const second = await latestToken(k, 'rep.staff@notary.test');
    expect(second).not.toBe(first);
    expect(await k.call('GET', guest(first))).toMatchObject({ status: 404, body: { messageKey: 'i9_second_signer_link_unknown' } });
    expect((await k.call('GET', guest(second))).body).toMatchObject({ record_id: recordId, status: 'opened' });
    const [row] = (await k.ds.query('SELECT invited_by_party FROM i9_second_signers WHERE record_id = ?', [recordId])) as { invited_by_party: string }[];
    expect(row.invited_by_party).toBe('user');
  });

  it('sent back to the representative: Section 2 opens again with a new link and the reason; their next signature corrects the first', async () => {
    const { recordId, token } = await invited('rep.back@notary.test');
    expect((await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true } })).status).toBe(200);
    const back = await k.call('POST', `/api/v1/i9/${recordId}/section2/review`, { session: k.admin, body: { approve: false, reason: 'Wrong first day' } });
    expect(back).toMatchObject({ status: 200, body: { status: 'section1_signed' } });
    expect(await k.call('GET', guest(token))).toMatchObject({ status: 404 });
    const fresh = await latestToken(k, 'rep.back@notary.test');
    const open = await k.call('GET', guest(fresh));
    expect(open).toMatchObject({ status: 200, body: { review_note: 'Wrong first day', section2: { employer_title: 'Notary public', documents: [{ document_number: '*****5678' }] } } });
    // The masked number sent back keeps the stored one.
    const value = { ...open.body.section2, first_day_of_employment: new Date().toISOString().slice(0, 10) };
    const signed = await k.call('POST', `${guest(fresh)}/section2/sign`, { body: { value, confirmed: true } });
    expect(signed.status).toBe(200);
    const revs = (await k.ds.query("SELECT revision, corrects_revision_id, signed_by_party FROM i9_revisions WHERE record_id = ? AND section = 'section2' ORDER BY revision", [recordId])) as Record<string, unknown>[];
    expect(revs).toHaveLength(2);
    expect(revs[1]).toMatchObject({ revision: 2, signed_by_party: 'second_signer' });
    expect(revs[1].corrects_revision_id).not.toBeNull();
    const full = await k.call('GET', `/api/v1/i9/${recordId}?reveal=true`, { session: k.admin });
    expect(full.body.section2.current.value.documents[0].document_number).toBe('X12345678');
  });

  it('the employee cannot change the representative once Section 2 is signed', async () => {
    const e = await newEmployee(k);
    await k.call('PUT', '/api/v1/i9/auth-rep', { session: e.session, body: rep({ email: 'rep.locked@notary.test' }) });
    await signSection1As(k, e);
    const token = await latestToken(k, 'rep.locked@notary.test');
    expect((await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true } })).status).toBe(200);
    const change = await k.call('PUT', '/api/v1/i9/auth-rep', { session: e.session, body: rep({ email: 'other@notary.test' }) });
    expect(change).toMatchObject({ status: 409, body: { messageKey: 'i9_second_signer_already_signed' } });
    expect((await k.call('GET', '/api/v1/i9/auth-rep', { session: e.session })).body).toMatchObject({ editable: false, choice: { status: 'signed' } });
  });

  it('takes copies of the documents through the link when the customer keeps them: signing without them is refused', async () => {
    await k.setConfig(ACME, 'i9_retain_document_copies', 'true');
    try {
      const { recordId, token } = await invited('rep.images@notary.test');
      const other = await invited('rep.other@notary.test');
      const missing = await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true } });
      expect(missing).toMatchObject({ status: 400, body: { details: { fields: { 'documents[0].front_image': 'i9_front_image_required' } } } });
      const exe = await postImage(k.t.baseUrl, `${guest(token)}/documents`, {}, { list: 'A', index: '0', side: 'front' }, { name: 'passport.jpg', bytes: Buffer.from('MZ\x90\x00 not an image') });
      expect(exe.status).toBe(400);
      const up = await postImage(k.t.baseUrl, `${guest(token)}/documents`, {}, { list: 'A', index: '0', side: 'front' }, { name: 'passport.jpg', bytes: jpeg(3) });
      expect(up.status).toBe(201);
      const listed = await k.call('GET', `${guest(token)}/documents`);
      expect(listed).toMatchObject({ status: 200, body: { record_id: recordId, editable: true, images: [{ list: 'A', side: 'front' }] } });
      // The image is the representative's, on their record only.
      expect(await countRows(k.ds, 'i9_document_images', `record_id = ${recordId} AND source = 'second_signer' AND uploaded_by_party = 'second_signer'`)).toBe(1);
      expect(await countRows(k.ds, 'i9_document_images', `record_id = ${other.recordId}`)).toBe(0);
      const signed = await k.call('POST', `${guest(token)}/section2/sign`, { body: { value: repSection2(), confirmed: true } });
      expect(signed).toMatchObject({ status: 200, body: { status: 'section2_pending_review' } });
      // Staff see the copy the representative took.
      const docs = await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.compliance });
      expect(JSON.stringify(docs.body)).toContain('"side":"front"');
      // The link is used: no more uploads.
      expect((await postImage(k.t.baseUrl, `${guest(token)}/documents`, {}, { list: 'A', index: '0', side: 'front' }, { name: 'p.jpg', bytes: jpeg(4) })).status).toBe(410);
    } finally {
      await k.setConfig(ACME, 'i9_retain_document_copies', 'false');
    }
  });
});
