import { writeFileSync } from 'fs';
import { CustomerConfigEntity, TenantRepository } from '@attest/platform';
import { ESIGN_CONSENT_TEXT } from '@attest/contracts';
import { FieldCodeEntity } from '@attest/forms';
import { SignedDocumentEntity, SigRequestEntity, SigRequestEventEntity } from '../../signature-requests/entities';
import { ensureTemplatePdfs } from '../../template-pdfs/ensure-template-pdfs';
import { readStored } from '../request-documents';
import { auditPdfKey } from '../render-signed-pdf.job';
import { sha256Hex } from '../signed-pdf-renderer';
import { SigningTokenEntity } from '../signing-token.entity';
import { pdfText } from './pdf-drawn-text';
import { signaturePngDataUrl } from './signature-png';
import { ACME, insertRequest, waitFor, setValue, startSigning, type SigningKit } from './signing-test-kit';

jest.setTimeout(60_000);

const UA = 'Mozilla/5.0 (SigningTest) Chrome/131';

describe('our e-signature provider', () => {
  let k: SigningKit;
  beforeAll(async () => {
    k = await startSigning();
    await k.queue.start();
  });
  afterAll(async () => k?.t.close());

  const tokenOf = (url: string) => url.split('/').pop()!;
  const fetchRaw = (path: string, init: RequestInit = {}) => fetch(k.t.baseUrl + path, init);
  const reqRow = (id: number) => new TenantRepository(k.ds, SigRequestEntity).findOne(ACME, { sig_request_id: id });
  const events = async (id: number) => (await new TenantRepository(k.ds, SigRequestEventEntity).find(ACME, { sig_request_id: id })).sort((a, b) => a.id - b.id);

  async function openSession(reqId: number) {
    const url = await k.call('GET', `/api/sign/url/${reqId}`, { session: k.adaSession });
    expect(url.status).toBe(200);
    const token = tokenOf(url.body.url);
    const session = await k.call('GET', `/api/sign/session/${token}`, { headers: { 'user-agent': UA } });
    expect(session.status).toBe(200);
    return { token, url: url.body, session: session.body };
  }

  it('stores the template PDFs once (idempotent) with their keys on the templates', async () => {
    expect(k.templates.offer.template_id).toBeGreaterThan(0);
    const again = await ensureTemplatePdfs(k.ds, k.storage, ACME);
    expect(again.generated).toEqual([]);
    const [offer] = (await k.ds.query('SELECT pdf_storage_key, paper_sign_pdf_storage_key FROM edc_templates WHERE template_id = ?', [k.templates.offer.template_id])) as { pdf_storage_key: string }[];
    expect(offer.pdf_storage_key).toBe(`templates/${ACME}/${k.templates.offer.template_id}/template.pdf`);
    const [paper] = (await k.ds.query('SELECT pdf_storage_key, paper_sign_pdf_storage_key FROM edc_templates WHERE template_id = ?', [k.templates.paper.template_id])) as { pdf_storage_key: string | null; paper_sign_pdf_storage_key: string }[];
    expect(paper.pdf_storage_key).toBeNull();
    expect((await readStored(k.storage, paper.paper_sign_pdf_storage_key))!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the applicant a 30-minute link to their own actionable request only', async () => {
    const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer]);
    const res = await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/1\/hq\/esign\/[A-Za-z0-9_-]{40,}$/);
    const minutes = (new Date(res.body.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [row] = await k.ds.getRepository(SigningTokenEntity).find({ where: { sig_request_id: req.sig_request_id } });
    expect(row.token_hash).toBe(sha256Hex(Buffer.from(tokenOf(res.body.url))));
    expect((await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session: k.bobSession })).status).toBe(404);
    expect((await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session: k.staff })).status).toBe(403);

    await k.ds.getRepository(SigRequestEntity).update({ sig_request_id: req.sig_request_id }, { status: 'PROCESSING' });
    const done = await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session: k.adaSession });
    expect(done.status).toBe(409);
    expect(done.body.messageKey).toBe('sig_request_not_actionable');
  });

  it('answers the signing state and echoes reverify/ead', async () => {
    const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer, k.templates.paper], { formComplete: false });
    const res = await k.call('GET', `/api/sign/sigreq/${req.sig_request_id}?user=${k.ada.applicant_id}&reverify=1&ead=1`, { session: k.adaSession });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sig_request_id: req.sig_request_id, status: 'SENT', actionable: true, ready: false, reverify: true, ead: true, user: String(k.ada.applicant_id) });
    expect(res.body.templates.map((t: { needs_signature: boolean }) => t.needs_signature)).toEqual([true, false]);
    expect((await k.call('GET', `/api/sign/sigreq/${req.sig_request_id}`, { session: k.staff })).body.reverify).toBe(false);
    expect((await k.call('GET', `/api/sign/sigreq/${req.sig_request_id}`, { session: k.bobSession })).status).toBe(404);
    expect((await k.call('GET', `/api/sign/sigreq/${req.sig_request_id}`, { session: k.globexStaff })).status).toBe(404);
  });

  it('opens the session (→ VIEWED, event with IP and user agent) and previews values without a signature', async () => {
    const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer, k.templates.paper]);
    await setValue(k.ds, k, k.ada.applicant_id, k.templates.offer, 'pay_rate', '52.75');
    const { token, session } = await openSession(req.sig_request_id);
    expect(session).toMatchObject({ sig_request_id: req.sig_request_id, signer_name: 'Ada Lovelace', status: 'VIEWED', consent_text: ESIGN_CONSENT_TEXT });
    expect(session.documents).toEqual([
      { sig_request_id: req.sig_request_id, template_id: k.templates.offer.template_id, name: 'Offer letter', preview_url: `/api/sign/session/${token}/preview/${k.templates.offer.template_id}?request=${req.sig_request_id}`, needs_signature: true },
    ]);
    expect((await reqRow(req.sig_request_id))!.status).toBe('VIEWED');
    const viewed = (await events(req.sig_request_id)).find((e) => e.event === 'status:VIEWED')!;
    expect(viewed.ip).toBe('127.0.0.1');
    expect(viewed.user_agent).toBe(UA);

    const preview = await fetchRaw(session.documents[0].preview_url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect(pdfText(bytes)).toContain('52.75');
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
    expect((await fetchRaw(`/api/sign/session/${token}/preview/${k.templates.w4.template_id}`)).status).toBe(404);
  });

  it('refuses a bad signature, missing consent, the wrong state, an unready form, an expired link or request', async () => {
    const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer]);
    const { token } = await openSession(req.sig_request_id);
    const sign = (body: unknown, t = token) => k.call('POST', `/api/sign/session/${t}/sign`, { body });
    const empty = await sign({ signature: '  ', signature_kind: 'typed', consent: true });
    expect([empty.status, empty.body.messageKey]).toEqual([400, 'signature_required']);
    const noConsent = await sign({ signature: 'Ada Lovelace', signature_kind: 'typed', consent: false });
    expect([noConsent.status, noConsent.body.messageKey]).toEqual([400, 'consent_required']);
    expect((await sign({ signature: 'data:image/png;base64,AAAA', signature_kind: 'drawn', consent: true })).status).toBe(400);
    expect((await reqRow(req.sig_request_id))!.status).toBe('VIEWED');

    await k.ds.getRepository(SigRequestEntity).update({ sig_request_id: req.sig_request_id }, { status: 'OPENED' });
    const wrong = await sign({ signature: 'Ada Lovelace', signature_kind: 'typed', consent: true });
    expect([wrong.status, wrong.body.messageKey]).toEqual([409, 'invalid_status_transition']);

    const unready = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer], { formComplete: false });
    const u = await openSession(unready.sig_request_id);
    const notReady = await sign({ signature: 'Ada Lovelace', signature_kind: 'typed', consent: true }, u.token);
    expect([notReady.status, notReady.body.messageKey]).toEqual([409, 'sig_request_not_ready']);

    await k.ds.getRepository(SigningTokenEntity).update({ sig_request_id: unready.sig_request_id }, { expires_at: new Date(Date.now() - 1000) });
    const expired = await sign({ signature: 'Ada Lovelace', signature_kind: 'typed', consent: true }, u.token);
    expect([expired.status, expired.body.messageKey]).toEqual([401, 'signing_link_expired']);
    expect((await k.call('GET', `/api/sign/session/${u.token}`)).status).toBe(401);
    expect((await k.call('GET', '/api/sign/session/not-a-real-token-at-all-xxxxxxxx')).status).toBe(401);

    const old = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer], { expiration: new Date(Date.now() - 60_000) });
    const gone = await k.call('GET', `/api/sign/url/${old.sig_request_id}`, { session: k.adaSession });
    expect([gone.status, gone.body.messageKey]).toEqual([410, 'sig_request_expired']);
  });

  describe('a signed request', () => {
    let reqId: number;
    let signedPdf: Buffer;

    beforeAll(async () => {
      const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [k.templates.offer, k.templates.w4, k.templates.paper]);
      reqId = req.sig_request_id;
      await setValue(k.ds, k, k.ada.applicant_id, k.templates.offer, 'start_date', '2026-04-01');
      // A radio value is its code; the PDF shows the code's label.
      const filing = k.templates.fields.get(`${k.templates.w4.template_id}:filing_status`)!;
      await new TenantRepository(k.ds, FieldCodeEntity).insert(ACME, { field_id: filing.field_id, category: 'filing_status', code: 'MARRIED', value: 'Married filing jointly', sort_order: 1 });
      await setValue(k.ds, k, k.ada.applicant_id, k.templates.w4, 'filing_status', 'MARRIED');
      const { token } = await openSession(reqId);
      const res = await k.call('POST', `/api/sign/session/${token}/sign`, { body: { signature: signaturePngDataUrl(), signature_kind: 'drawn', consent: true }, headers: { 'user-agent': UA } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('PROCESSING');
      const doc = await waitFor(() => new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: reqId }));
      signedPdf = (await readStored(k.storage, doc.storage_key))!;
      if (process.env.SIGNED_PDF_OUT) {
        writeFileSync(process.env.SIGNED_PDF_OUT, signedPdf);
      }
    });

    it('is completed by the render job: hashes recorded, dates set, events signed → completed', async () => {
      const doc = (await new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: reqId }))!;
      expect(doc.sha256).toBe(sha256Hex(signedPdf));
      expect(JSON.parse(doc.template_hashes!).map((h: { template_id: number }) => h.template_id)).toEqual([k.templates.offer.template_id, k.templates.w4.template_id]);
      expect(doc).toMatchObject({ signer_name: 'Ada Lovelace', signature_kind: 'drawn' });
      const row = (await reqRow(reqId))!;
      expect(row.status).toBe('PROCESSING');
      expect(row.complete_date).not.toBeNull();
      expect(row.applicant_complete_date).not.toBeNull();
      const names = (await events(reqId)).map((e) => e.event);
      expect(names).toEqual(['status:OPENED', 'status:VIEWED', 'status:SIGNED', 'signed', 'status:PROCESSING', 'completed']);
      const signed = (await events(reqId)).find((e) => e.event === 'signed')!;
      expect(signed.user_agent).toBe(UA);
      expect(JSON.parse(signed.meta!).consent_text).toBe(ESIGN_CONSENT_TEXT);
      const text = pdfText(signedPdf);
      for (const s of ['2026-04-01', 'Married filing jointly', 'Certificate of electronic signature', 'Signer: Ada Lovelace <ada@acme.test>', UA]) {
        expect(text).toContain(s);
      }
      expect(signedPdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
      expect((await readStored(k.storage, auditPdfKey(ACME, reqId)))!.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('hands out expiring file URLs to staff and to the applicant for their own', async () => {
      const base = `/api/v1/applicants/${k.ada.applicant_id}`;
      const staff = await k.call('GET', `${base}/documents/${reqId}/signatureRequest/fileUrl`, { session: k.staff });
      expect(staff.status).toBe(200);
      expect(staff.body.url).toMatch(/^\/api\/v1\/files\/signed\/1\/\d+\/signed\.pdf\?expires=/);
      const file = await fetchRaw(staff.body.url);
      expect(sha256Hex(Buffer.from(await file.arrayBuffer()))).toBe(sha256Hex(signedPdf));
      expect((await k.call('GET', `${base}/signatureRequest/${reqId}/audit/fileUrl`, { session: k.staff })).body.url).toContain('audit-trail.pdf');
      const form = await k.call('GET', `${base}/signatureRequest/${reqId}/form/${k.templates.w4.template_id}/fileUrl`, { session: k.adaSession });
      expect(form.status).toBe(200);
      expect(pdfText(Buffer.from(await (await fetchRaw(form.body.url)).arrayBuffer()))).toContain('Married filing jointly');
      // The paper form has nothing uploaded yet.
      const paper = await k.call('GET', `${base}/signatureRequest/${reqId}/form/${k.templates.paper.template_id}/fileUrl`, { session: k.staff });
      expect([paper.status, paper.body.messageKey]).toEqual([404, 'file_not_found']);
      expect((await k.call('GET', `${base}/documents/${reqId}/signatureRequest/fileUrl`, { session: k.bobSession })).status).toBe(404);
      expect((await k.call('GET', `/api/v1/applicants/${k.bob.applicant_id}/documents/${reqId}/signatureRequest/fileUrl`, { session: k.staff })).status).toBe(404);
      expect((await k.call('GET', `${base}/documents/${reqId}/signatureRequest/fileUrl`, { session: k.globexStaff })).status).toBe(404);
    });

    it('a missing stored file answers 404 file_not_found', async () => {
      const key = auditPdfKey(ACME, reqId);
      const bytes = (await readStored(k.storage, key))!;
      await k.storage.delete(key);
      const res = await k.call('GET', `/api/v1/applicants/${k.ada.applicant_id}/signatureRequest/${reqId}/audit/fileUrl`, { session: k.staff });
      expect([res.status, res.body.messageKey]).toEqual([404, 'file_not_found']);
      await k.storage.put(key, bytes);
    });

    it('restrict_completed_edoc_downloading keeps the files from the applicant, not from staff', async () => {
      const path = `/api/v1/applicants/${k.ada.applicant_id}/documents/${reqId}/signatureRequest/fileUrl`;
      expect((await k.call('GET', path, { session: k.adaSession })).status).toBe(200);
      await new TenantRepository(k.ds, CustomerConfigEntity).insert(ACME, { name: 'restrict_completed_edoc_downloading', value: '1', updated_at: new Date() });
      const refused = await k.call('GET', path, { session: k.adaSession });
      expect([refused.status, refused.body.messageKey]).toEqual([403, 'edoc_download_restricted']);
      expect((await k.call('GET', path, { session: k.staff })).status).toBe(200);
      await k.ds.query("DELETE FROM customer_configs WHERE name = 'restrict_completed_edoc_downloading'");
    });

    it('verify: unchanged for our file, ours-but-changed for one altered byte, neither for a foreign PDF', async () => {
      const post = async (bytes: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'document.pdf');
        const res = await fetchRaw('/api/v1/verify', { method: 'POST', body: form });
        return { status: res.status, body: await res.json() };
      };
      const ok = await post(signedPdf);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ produced_by_us: true, unchanged: true, sig_request_id: reqId, signer_name: 'Ada Lovelace' });
      const changed = Buffer.from(signedPdf);
      const at = changed.indexOf('%%EOF') - 2;
      changed[at] = changed[at] === 0x0a ? 0x20 : 0x0a;
      expect((await post(changed)).body).toEqual({ produced_by_us: true, unchanged: false, sig_request_id: reqId, signed_at: null, signer_name: null });
      const foreign = (await readStored(k.storage, `templates/${ACME}/${k.templates.offer.template_id}/template.pdf`))!;
      expect((await post(foreign)).body).toMatchObject({ produced_by_us: false, unchanged: false });
      const none = await fetchRaw('/api/v1/verify', { method: 'POST', body: new FormData() });
      expect(none.status).toBe(400);
    });

    it('verify is rate-limited per IP (20 a minute)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        statuses.push((await fetchRaw('/api/v1/verify', { method: 'POST', body: new FormData() })).status);
      }
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s !== 429 && s !== 400)).toEqual([]);
    });
  });
});
