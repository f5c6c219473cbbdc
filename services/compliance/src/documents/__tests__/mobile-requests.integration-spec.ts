import { ACME, countRows, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { jpeg, postImage, trailRows } from './image-test-kit';

describe('mobile verification requests: continue on the phone (integration)', () => {
  let k: ComplianceKit;
  let adaRecord: number;
  let wesRecord: number;
  const create = (recordId: number, session = k.compliance, list = 'A', index = 0) =>
    k.call('POST', '/api/v1/mobileVerificationRequests', { session, body: { recordId, list, index } });
  const verify = (id: string, value: string) => k.call('POST', `/api/v1/mobileVerificationRequests/${id}/verify`, { body: { value } });
  const phoneUpload = (id: string, token: string | null, side = 'front') =>
    postImage(k.t.baseUrl, `/api/v1/mobileVerificationRequests/${id}/images`, token ? { 'x-mobile-upload-token': token } : {}, { side }, { name: 'photo.jpg', bytes: jpeg(5) });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    k = await startCompliance();
    adaRecord = await signedSection1(k);
    wesRecord = await signedSection1(k, k.wesSession, { i9_first_name: 'Wes', i9_last_name: 'Western' });
    await k.setConfig(ACME, 'i9_retain_document_copies', 'true');
  }, 60_000);
  afterAll(async () => k?.close());

  it('makes a request with an unguessable id and a 6-digit code, stored only hashed; the public status shows no personal data', async () => {
    const res = await create(adaRecord);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), code: expect.stringMatching(/^\d{6}$/), list: 'A', index: 0, status: 'pending', expires_at: expect.any(String) });
    expect(Date.parse(res.body.expires_at) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const [row] = await k.ds.query('SELECT * FROM i9_mobile_requests ORDER BY id DESC LIMIT 1');
    expect(JSON.stringify(row)).not.toContain(res.body.id);
    expect(JSON.stringify(row)).not.toContain(`"${res.body.code}"`);
    const status = await k.call('GET', `/api/v1/mobileVerificationRequests/${res.body.id}`);
    expect(status.body).toEqual({ status: 'pending', list: 'A', index: 0, expires_at: res.body.expires_at, attempts_left: 5, received: [] });
    expect((await k.call('GET', '/api/v1/mobileVerificationRequests/not-a-request')).status).toBe(404);
    expect((await trailRows(k.ds, adaRecord)).at(-1)).toEqual(expect.objectContaining({ action: 'create', target: 'mobile:A0' }));
  });

  it('needs i9.section2.sign or the employee’s own record, inside the caller’s scope', async () => {
    expect((await create(adaRecord, k.viewer)).status).toBe(403);
    expect((await create(adaRecord, k.westCompliance)).status).toBe(404);
    expect((await create(adaRecord, k.globexAdmin)).status).toBe(404);
    expect((await create(adaRecord, k.wesSession)).status).toBe(404);
    expect((await create(adaRecord, k.adaSession)).status).toBe(201);
    expect((await create(adaRecord, k.compliance, 'B', 1)).body.details.fields).toEqual({ index: 'invalid_entry' });
  });

  it('locks after 5 wrong codes: the right code is then refused too', async () => {
    const { body } = await create(adaRecord);
    for (let left = 4; left >= 1; left--) {
      expect(await verify(body.id, wrong(body.code))).toMatchObject({ status: 400, body: { messageKey: 'i9_mobile_code_invalid', details: { attempts_left: left } } });
    }
    expect(await verify(body.id, wrong(body.code))).toMatchObject({ status: 409, body: { messageKey: 'i9_mobile_request_locked' } });
    expect(await verify(body.id, body.code)).toMatchObject({ status: 409, body: { messageKey: 'i9_mobile_request_locked' } });
    expect((await k.call('GET', `/api/v1/mobileVerificationRequests/${body.id}`)).body).toMatchObject({ status: 'locked', attempts_left: 0 });
    expect((await verify(body.id, 'abc')).body.details.fields).toEqual({ value: 'invalid_entry' });
  });

  it('expires after 15 minutes', async () => {
    const { body } = await create(adaRecord);
    await k.ds.query('UPDATE i9_mobile_requests SET expires_at = ? WHERE code_hash IS NOT NULL ORDER BY id DESC LIMIT 1', [new Date(Date.now() - 1000)]);
    expect((await k.call('GET', `/api/v1/mobileVerificationRequests/${body.id}`)).body.status).toBe('expired');
    expect(await verify(body.id, body.code)).toMatchObject({ status: 410, body: { messageKey: 'i9_mobile_request_expired' } });
  });

  it('the right code gives a token once; it uploads that record’s document only, as the desktop user; the desktop sees it arrive', async () => {
    const ada = (await create(adaRecord, k.compliance, 'A', 0)).body;
    const wes = (await create(wesRecord, k.admin, 'A', 0)).body;
    const verified = await verify(ada.id, ada.code);
    expect(verified).toMatchObject({ status: 200, body: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), list: 'A', index: 0 } });
    expect(await verify(ada.id, ada.code)).toMatchObject({ status: 409, body: { messageKey: 'i9_mobile_request_used' } });
    const token = verified.body.token as string;
    const [row] = await k.ds.query('SELECT token_hash FROM i9_mobile_requests WHERE token_hash IS NOT NULL');
    expect(row.token_hash).not.toBe(token);
    const wesImages = await countRows(k.ds, 'i9_document_images', `record_id = ${wesRecord}`);
    expect(await phoneUpload(wes.id, token)).toMatchObject({ status: 403, body: { messageKey: 'i9_mobile_token_invalid' } });
    expect(await phoneUpload(ada.id, null)).toMatchObject({ status: 403, body: { messageKey: 'i9_mobile_token_invalid' } });
    expect(await countRows(k.ds, 'i9_document_images', `record_id = ${wesRecord}`)).toBe(wesImages);
    const sent = await phoneUpload(ada.id, token, 'back');
    expect(sent).toMatchObject({ status: 201, body: { record_id: adaRecord, list: 'A', index: 0, side: 'back', source: 'mobile', uploaded_by_party: 'user' } });
    const [image] = await k.ds.query('SELECT uploaded_by_id FROM i9_document_images WHERE id = ?', [sent.body.id]);
    expect(image.uploaded_by_id).toBe(902);
    expect((await trailRows(k.ds, adaRecord)).at(-1)).toEqual({ action: 'create', target: 'image:A0:back', actor_party: 'user', actor_id: 902 });
    const status = await k.call('GET', `/api/v1/mobileVerificationRequests/${ada.id}`);
    expect(status.body).toMatchObject({ status: 'verified', received: [{ side: 'back', at: expect.any(String) }] });
    expect((await phoneUpload(ada.id, token, 'side')).body.details.fields).toEqual({ side: 'invalid_entry' });
    await k.ds.query('UPDATE i9_mobile_requests SET token_expires_at = ? WHERE token_hash IS NOT NULL', [new Date(Date.now() - 1000)]);
    expect((await phoneUpload(ada.id, token)).body.messageKey).toBe('i9_mobile_token_invalid');
  });
});
