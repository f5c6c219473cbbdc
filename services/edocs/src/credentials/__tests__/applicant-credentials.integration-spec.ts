import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { uploadSamples } from '@attest/platform';
import { ACME, countRows, sessionFor, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import type { Session } from '@attest/platform/testing';
import { postMultipart, storedFiles } from '../../uploads/__tests__/upload-test-kit';

const { exeBytes, pdfBytes, pngBytes } = uploadSamples;

describe('applicant credentials (applicant-side §7, staff-side §7 "Applicants")', () => {
  let k: EdocsTestKit;
  let viewer: Session;
  let rn: number;
  let cpr: number;
  const base = (applicantId: number) => `/api/v1/applicants/${applicantId}/credentials`;
  const stored = () => storedFiles(k.t.config.storageDir, 'applicant-credentials');
  const snapshot = async () => ({
    rows: await k.ds.query('SELECT id, status, front_key, back_key, expiration_date FROM apl_credentials ORDER BY id'),
    files: stored().length,
    pending: await countRows(k.ds, 'crt_pending_ats_actions'),
    audit: await countRows(k.ds, 'audit_log'),
  });

  beforeAll(async () => {
    k = await startEdocs();
    viewer = await sessionFor(k.t.app, 'user', 961, ACME, SEEDED_ROLE_IDS.VIEWER);
    rn = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'RN License', alt_id: 'RN', requires_expiration: true, has_back: true } })).body.credential_id;
    cpr = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'CPR card', alt_id: 'CPR' } })).body.credential_id;
  }, 60_000);
  afterAll(async () => k?.t.close());

  it('the applicant uploads a front then a back, lists it, gets both file links; COMPLETE queues the ATS status update', async () => {
    const created = await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(rn), expiration_date: '2031-05-31' }, { field: 'file', name: 'rn-front.png', bytes: pngBytes(), type: 'image/jpeg' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ credential_id: rn, credential_name: 'RN License', status: 'UPLOADED', front_name: 'rn-front.png', back_name: null, expiration_date: '2031-05-31', has_back: true });
    const id = created.body.id;
    const back = await postMultipart(k.t.baseUrl, `${base(k.ada.applicant_id)}/${id}/file?isBack=true`, k.adaSession, {}, { field: 'file', name: 'rn-back.pdf', bytes: pdfBytes() });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ front_name: 'rn-front.png', back_name: 'rn-back.pdf', expiration_date: '2031-05-31' });
    const list = await k.call('GET', base(k.ada.applicant_id), { session: k.adaSession });
    expect(list.body).toEqual([expect.objectContaining({ id, status: 'UPLOADED', uploaded_date: expect.any(String), credential_completion_date: expect.any(String) })]);
    expect((await k.call('GET', base(k.ada.applicant_id), { session: viewer })).body).toHaveLength(1);
    const front = await k.call('GET', `${base(k.ada.applicant_id)}/${id}/fileUrl`, { session: k.adaSession });
    const backUrl = await k.call('GET', `${base(k.ada.applicant_id)}/${id}/fileUrl?isBack=true`, { session: k.staff });
    expect(front.status).toBe(200);
    expect(backUrl.status).toBe(200);
    expect(front.body.url).not.toEqual(backUrl.body.url);
    expect(front.body).toMatchObject({ mime: 'image/png', file_name: 'rn-front.png' });
    expect(backUrl.body).toMatchObject({ mime: 'application/pdf', file_name: 'rn-back.pdf' });
    // Decision 0043: the spec's paths; the interim `applicant-credentials` paths are gone.
    expect((await k.call('GET', `/api/v1/applicants/${k.ada.applicant_id}/applicant-credentials`, { session: k.adaSession })).status).toBe(404);
    expect(await k.ds.query("SELECT kind, credential_status, status FROM crt_pending_ats_actions WHERE apl_credential_id = ?", [id])).toEqual([{ kind: 'update_status', credential_status: 'UPLOADED', status: 'pending' }]);
  });

  it('lists the active types the applicant may upload (hers only; another customer 404)', async () => {
    const inactive = (await k.call('POST', '/api/v1/credentials', { session: k.staff, body: { name: 'Retired card', active: false } })).body.credential_id;
    const types = await k.call('GET', `${base(k.ada.applicant_id)}/types`, { session: k.adaSession });
    expect(types.status).toBe(200);
    expect(types.body).toEqual([
      { credential_id: cpr, name: 'CPR card', description: null, has_back: false, requires_expiration: false },
      { credential_id: rn, name: 'RN License', description: null, has_back: true, requires_expiration: true },
    ]);
    expect(types.body.map((t: { credential_id: number }) => t.credential_id)).not.toContain(inactive);
    expect((await k.call('GET', `${base(k.ada.applicant_id)}/types`, { session: viewer })).body).toHaveLength(2);
    expect((await k.call('GET', `${base(k.ada.applicant_id)}/types`, { session: k.bobSession })).status).toBe(404);
    expect((await k.call('GET', `${base(k.ada.applicant_id)}/types`, { session: k.globexStaff })).status).toBe(404);
  });

  it('refuses an executable named .png, a missing expiration on a type that needs one, and an unknown type, nothing stored', async () => {
    const globexType = (await k.call('POST', '/api/v1/credentials', { session: k.globexStaff, body: { name: 'Globex only' } })).body.credential_id;
    const before = await snapshot();
    const exe = await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(cpr) }, { field: 'file', name: 'card.png', bytes: exeBytes() });
    expect(exe.status).toBe(400);
    expect(exe.body.messageKey).toBe('upload_content_mismatch');
    const noExp = await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(rn) }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
    expect(noExp.body.details.fields).toEqual({ expiration_date: 'required' });
    const badDate = await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(rn), expiration_date: '2031-02-30' }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
    expect(badDate.body.details.fields).toEqual({ expiration_date: 'invalid_date' });
    const otherType = await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(globexType) }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
    expect(otherType.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('another applicant and another customer get 404, a Viewer 403 on writes, nothing changed', async () => {
    const mine = (await postMultipart(k.t.baseUrl, base(k.ada.applicant_id), k.adaSession, { credential_id: String(cpr) }, { field: 'file', name: 'cpr.pdf', bytes: pdfBytes() })).body.id;
    const before = await snapshot();
    const upload = (path: string, session: Session) => postMultipart(k.t.baseUrl, path, session, { credential_id: String(cpr) }, { field: 'file', name: 'x.pdf', bytes: pdfBytes() });
    expect((await upload(base(k.ada.applicant_id), k.bobSession)).status).toBe(404);
    expect((await upload(base(k.eve.applicant_id), k.staff)).status).toBe(404);
    expect((await upload(base(k.ada.applicant_id), k.globexStaff)).status).toBe(404);
    expect((await upload(base(k.ada.applicant_id), viewer)).status).toBe(403);
    expect((await k.call('GET', base(k.ada.applicant_id), { session: k.bobSession })).status).toBe(404);
    expect((await k.call('GET', `${base(k.ada.applicant_id)}/${mine}/fileUrl`, { session: k.globexStaff })).status).toBe(404);
    expect((await k.call('GET', `${base(k.bob.applicant_id)}/${mine}/fileUrl`, { session: k.staff })).status).toBe(404);
    expect((await k.call('DELETE', `${base(k.ada.applicant_id)}/${mine}`, { session: k.bobSession })).status).toBe(404);
    expect((await k.call('DELETE', `${base(k.ada.applicant_id)}/${mine}`, { session: viewer })).status).toBe(403);
    expect((await k.call('DELETE', `${base(k.ada.applicant_id)}/${mine}`, { session: k.globexStaff })).status).toBe(404);
    expect((await k.call('GET', `/api/v2/customers/2/aplcredential/sendToATS/${mine}`, { session: k.staff })).status).toBe(404);
    expect((await k.call('GET', `/api/v2/customers/2/aplcredential/sendToATS/${mine}`, { session: k.globexStaff })).status).toBe(404);
    expect((await k.call('GET', `/api/v2/customers/1/aplcredential/sendToATS/${mine}`, { session: viewer })).status).toBe(403);
    expect((await k.call('GET', `/api/v2/customers/1/aplcredential/sendToATS/${mine}`, { session: k.adaSession })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('staff send to the ATS (pending action), request a credential (SENT), and delete one (DELETED, files removed)', async () => {
    const id = (await postMultipart(k.t.baseUrl, base(k.bob.applicant_id), k.staff, { credential_id: String(cpr) }, { field: 'file', name: 'cpr.pdf', bytes: pdfBytes() })).body.id;
    const sent = await k.call('GET', `/api/v2/customers/${ACME}/aplcredential/sendToATS/${id}`, { session: k.staff });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ queued: true, pending_action_id: expect.any(Number) });
    const requested = await k.call('POST', `${base(k.bob.applicant_id)}/request`, { session: k.staff, body: { credential_id: rn, due_date: '2031-01-15' } });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ status: 'SENT', due_date: '2031-01-15', front_name: null });
    const filesBefore = stored().length;
    expect((await k.call('DELETE', `${base(k.bob.applicant_id)}/${id}`, { session: k.staff })).status).toBe(204);
    expect(stored()).toHaveLength(filesBefore - 1);
    const [row] = await k.ds.query('SELECT status, front_key FROM apl_credentials WHERE id = ?', [id]);
    expect(row).toEqual({ status: 'DELETED', front_key: null });
    expect((await k.call('GET', base(k.bob.applicant_id), { session: k.bobSession })).body.map((c: { status: string }) => c.status)).toEqual(['SENT']);
    expect((await k.call('GET', `${base(k.bob.applicant_id)}/${id}/fileUrl`, { session: k.staff })).status).toBe(404);
    // The applicant's upload fulfils the open request instead of adding a second row.
    const fulfilled = await postMultipart(k.t.baseUrl, base(k.bob.applicant_id), k.bobSession, { credential_id: String(rn), expiration_date: '2032-01-01' }, { field: 'file', name: 'rn.pdf', bytes: pdfBytes() });
    expect(fulfilled.body).toMatchObject({ id: requested.body.id, status: 'UPLOADED', due_date: '2031-01-15' });
  });
});
