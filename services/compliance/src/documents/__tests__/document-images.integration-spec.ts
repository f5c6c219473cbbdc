import * as fs from 'fs';
import { readStoredZip, uploadSamples } from '@attest/platform';
import { ACME, countRows, signedSection1, startCompliance, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { jpeg, png, postImage, storedImageFiles, trailRows } from './image-test-kit';

describe('I-9 document images: upload, list with links, replace, remove, ZIP (integration)', () => {
  let k: ComplianceKit;
  let recordId: number;
  const upload = (session = k.compliance, fields: Record<string, string> = { list: 'A', index: '0', side: 'front' }, file = { name: 'passport.jpg', bytes: jpeg() }) =>
    postImage(k.t.baseUrl, `/api/v1/i9/${recordId}/documents`, session, fields, file);
  const imageRows = () => countRows(k.ds, 'i9_document_images');

  beforeAll(async () => {
    k = await startCompliance();
    recordId = await signedSection1(k);
    await k.setConfig(ACME, 'i9_retain_document_copies', 'true');
  }, 60_000);
  afterAll(async () => k?.close());

  it('stores a staff upload encrypted at rest, answers its metadata (no storage key) and writes the trail', async () => {
    const bytes = jpeg(7);
    const res = await upload(k.compliance, { list: 'a', index: '0', side: 'front' }, { name: 'IMG_0001.JPG', bytes });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ record_id: recordId, list: 'A', index: 0, side: 'front', content_type: 'image/jpeg', size: bytes.length, source: 'upload', uploaded_by_party: 'user' }));
    expect(JSON.stringify(res.body)).not.toContain('i9-document-images/');
    const [row] = await k.ds.query('SELECT * FROM i9_document_images WHERE id = ?', [res.body.id]);
    expect(row).toEqual(expect.objectContaining({ customer_id: ACME, uploaded_by_id: 902, removed_at: null }));
    const stored = fs.readFileSync(storedImageFiles(k.t.config.storageDir)[0]);
    expect(stored.includes(bytes.subarray(0, 16))).toBe(false);
    expect((await trailRows(k.ds, recordId)).at(-1)).toEqual({ action: 'create', target: 'image:A0:front', actor_party: 'user', actor_id: 902 });
  });

  it('checks the content, not the name: a .jpg holding a PDF or an executable, an SVG, an empty file are refused with nothing stored', async () => {
    const rows = await imageRows();
    const files = storedImageFiles(k.t.config.storageDir).length;
    for (const bytes of [uploadSamples.pdfBytes(), uploadSamples.exeBytes()]) {
      const res = await upload(k.compliance, undefined, { name: 'front.jpg', bytes });
      expect(res).toMatchObject({ status: 400, body: { messageKey: 'i9_image_content_mismatch', details: { fields: { file: 'i9_image_content_mismatch' } } } });
    }
    const svg = await upload(k.compliance, undefined, { name: 'card.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect(svg.body.messageKey).toBe('i9_image_type_not_accepted');
    const png_named_jpg = await upload(k.compliance, undefined, { name: 'front.jpg', bytes: png() });
    expect(png_named_jpg.body.messageKey).toBe('i9_image_content_mismatch');
    expect((await upload(k.compliance, undefined, { name: 'empty.png', bytes: Buffer.alloc(0) })).body.messageKey).toBe('i9_image_empty');
    const noFile = await postImage(k.t.baseUrl, `/api/v1/i9/${recordId}/documents`, k.compliance, { list: 'A', index: '0', side: 'front' });
    expect(noFile.body.messageKey).toBe('i9_image_file_required');
    const badFields = await upload(k.compliance, { list: 'D', index: '4', side: 'top' });
    expect(badFields).toMatchObject({ status: 400, body: { messageKey: 'validation_failed', details: { fields: { list: 'invalid_entry', index: 'invalid_entry', side: 'invalid_entry' } } } });
    const listBTooFar = await upload(k.compliance, { list: 'B', index: '1', side: 'front' });
    expect(listBTooFar.body.details.fields).toEqual({ index: 'invalid_entry' });
    expect(await imageRows()).toBe(rows);
    expect(storedImageFiles(k.t.config.storageDir)).toHaveLength(files);
  });

  it('refuses an image over the customer maximum (i9_image_max_mb) with the limit in the answer', async () => {
    await k.setConfig(ACME, 'i9_image_max_mb', '1');
    const rows = await imageRows();
    const big = Buffer.concat([jpeg(), Buffer.alloc(1024 * 1024, 1)]);
    const res = await upload(k.compliance, undefined, { name: 'big.jpg', bytes: big });
    expect(res).toMatchObject({ status: 400, body: { messageKey: 'i9_image_too_large', details: { max_mb: 1 } } });
    expect(await imageRows()).toBe(rows);
    await k.setConfig(ACME, 'i9_image_max_mb', '10');
  });

  it('keeps other customers and locations out (404) and lets a Viewer read the list but not upload', async () => {
    const rows = await imageRows();
    expect((await upload(k.globexAdmin)).status).toBe(404);
    expect((await upload(k.westCompliance)).status).toBe(404);
    expect((await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.globexAdmin })).status).toBe(404);
    expect((await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.westCompliance })).status).toBe(404);
    expect((await k.call('GET', `/api/v1/submissions/${recordId}/downloads`, { session: k.westCompliance })).status).toBe(404);
    expect(await upload(k.viewer)).toMatchObject({ status: 403, body: { messageKey: 'permission_denied' } });
    expect((await upload(k.recruiter)).status).toBe(403);
    expect((await k.call('DELETE', `/api/v1/i9/${recordId}/documents/A/0/front`, { session: k.viewer })).status).toBe(403);
    expect((await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.viewer })).status).toBe(200);
    // An applicant cannot use the staff route, and Wes has no I-9 of his own yet.
    expect((await upload(k.adaSession)).status).toBe(403);
    expect(await postImage(k.t.baseUrl, '/api/v1/i9/documents', k.wesSession, { list: 'A', index: '0', side: 'front' }, { name: 'a.jpg', bytes: jpeg() })).toMatchObject({ status: 404, body: { messageKey: 'i9_not_started' } });
    expect(await imageRows()).toBe(rows);
  });

  it('lists the current images with short-lived signed links that serve the image; the list is a view in the trail', async () => {
    const bytes = jpeg(9);
    await upload(k.compliance, { list: 'A', index: '0', side: 'back' }, { name: 'back.jpg', bytes });
    const res = await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.viewer });
    expect(res.body.policy).toEqual(expect.objectContaining({ copies: 'all', uploads_allowed: true, max_mb: 10, accepted: ['.jpg', '.jpeg', '.png', '.gif', '.bmp'] }));
    expect(res.body.images.map((i: { side: string }) => i.side)).toEqual(['front', 'back']);
    const back = res.body.images[1];
    expect(back.url).toMatch(new RegExp(`^/api/v1/i9/document-images/${ACME}/${back.id}\\?expires=\\d+&filename=i9-${recordId}-list-a1-back.jpg&signature=[0-9a-f]{64}$`));
    expect(Date.parse(back.url_expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const served = await fetch(k.t.baseUrl + back.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const forged = await fetch(k.t.baseUrl + back.url.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')));
    expect(forged.status).toBe(403);
    const otherImage = await fetch(k.t.baseUrl + back.url.replace(`/${back.id}?`, `/${res.body.images[0].id}?`));
    expect(otherImage.status).toBe(403);
    expect((await trailRows(k.ds, recordId)).at(-1)).toEqual(expect.objectContaining({ action: 'view', target: 'images', actor_id: 903 }));
  });

  it('replacing a side keeps the old row (removed_at) and its link stops working; DELETE removes a side', async () => {
    const before = await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.compliance });
    const oldFront = before.body.images[0];
    const res = await upload(k.compliance, undefined, { name: 'retake.png', bytes: png() });
    expect(res.status).toBe(201);
    const [old] = await k.ds.query('SELECT removed_at FROM i9_document_images WHERE id = ?', [oldFront.id]);
    expect(old.removed_at).not.toBeNull();
    expect((await fetch(k.t.baseUrl + oldFront.url)).status).toBe(404);
    expect((await trailRows(k.ds, recordId)).at(-1)).toEqual(expect.objectContaining({ action: 'update', target: 'image:A0:front' }));
    expect((await k.call('DELETE', `/api/v1/i9/${recordId}/documents/A/0/back`, { session: k.compliance })).body).toEqual({ removed: expect.any(Number) });
    expect((await k.call('DELETE', `/api/v1/i9/${recordId}/documents/A/0/back`, { session: k.compliance })).body.messageKey).toBe('i9_image_not_found');
    const after = await k.call('GET', `/api/v1/submissions/${recordId}/documents`, { session: k.compliance });
    expect(after.body.images.map((i: { side: string; content_type: string }) => [i.side, i.content_type])).toEqual([['front', 'image/png']]);
    expect(await countRows(k.ds, 'i9_document_images', `record_id = ${recordId}`)).toBe(3);
  });

  it('lets the employee upload, list and remove on their own current I-9', async () => {
    const res = await postImage(k.t.baseUrl, '/api/v1/i9/documents', k.adaSession, { list: 'A', index: '0', side: 'back' }, { name: 'back.jpg', bytes: jpeg(3) });
    expect(res.body).toEqual(expect.objectContaining({ record_id: recordId, side: 'back', uploaded_by_party: 'applicant' }));
    const own = await k.call('GET', '/api/v1/i9/documents', { session: k.adaSession });
    expect(own.body.images.map((i: { side: string }) => i.side)).toEqual(['front', 'back']);
    expect((await k.call('GET', '/api/v1/i9/documents', { session: k.compliance })).status).toBe(403);
  });

  it('downloads one ZIP with the I-9 PDF and the current images, audited', async () => {
    const res = await fetch(`${k.t.baseUrl}/api/v1/submissions/${recordId}/downloads`, {
      headers: { authorization: `Basic ${k.viewer.token}`, 'x-requested-by-party': 'user', 'x-request-customer-id': String(ACME) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`i9-${recordId}-documents.zip`);
    const entries = readStoredZip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([`i9-${recordId}.pdf`, `documents/i9-${recordId}-list-a1-front.png`, `documents/i9-${recordId}-list-a1-back.jpg`]);
    expect(entries.every((e) => e.crcOk)).toBe(true);
    expect(entries[0].data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries[1].data.equals(png())).toBe(true);
    expect(entries[2].data.equals(jpeg(3))).toBe(true);
    const rows = await trailRows(k.ds, recordId);
    expect(rows.map((r) => r.target)).toEqual(expect.arrayContaining(['downloads']));
    const reveal = await k.call('GET', `/api/v1/submissions/${recordId}/downloads?reveal=true`, { session: k.viewer });
    expect(reveal.status).toBe(403);
  });
});
