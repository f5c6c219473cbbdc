import { PDFDocument } from 'pdf-lib';
import type { ApplicantEntity } from '@attest/applicant';
import { CustomerConfigService, QueueName, TenantRepository } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { insertApplicant } from '@attest/edocs/testing';
import type { TemplateEntity } from '@attest/forms';
import { SignedDocumentEntity, SigRequestEntity, SigRequestEventEntity } from '../../signature-requests/entities';
import { REUSE_SIGNED_FORMS_KEY } from '../../signature-requests/reusable-signed-forms';
import { RenderSignedPdfProcessor } from '../render-signed-pdf.processor';
import { formPdfKey, signatureKey } from '../render-signed-pdf.job';
import { readStored } from '../request-documents';
import { pdfText } from './pdf-drawn-text';
import { signaturePngDataUrl } from './signature-png';
import { ACME, insertRequest, setValue, startSigning, type SigningKit } from './signing-test-kit';

jest.setTimeout(90_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */
describe('enable_re_use_of_signed_forms', () => {
  let k: SigningKit;
  // The worker is not started: the render job runs synchronously here, so every step is observable.
  beforeAll(async () => {
    k = await startSigning();
  });
  afterAll(async () => k?.t.close());

  const setFlag = (value: string) => k.t.app.get(CustomerConfigService).setForCustomer(ACME, REUSE_SIGNED_FORMS_KEY, value);
  const reqRow = async (id: number) => (await new TenantRepository(k.ds, SigRequestEntity).findOne(ACME, { sig_request_id: id }))!;
  const events = async (id: number) => (await new TenantRepository(k.ds, SigRequestEventEntity).find(ACME, { sig_request_id: id })).sort((a, b) => a.id - b.id);
  const render = (sigRequestId: number) => k.t.app.get(RenderSignedPdfProcessor).handle({ customerId: ACME, version: 1, sigRequestId });
  const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

  /** Staff create; sign_individually keeps each request out of the other signing groups of these tests. */
  async function create(applicant: ApplicantEntity, templates: TemplateEntity[]): Promise<any> {
    const res = await k.call('POST', `/api/v1/applicants/${applicant.applicant_id}/signatureRequest`, {
      session: k.staff, body: { template_ids: templates.map((t) => t.template_id), sign_individually: true },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** The applicant fills the forms still to fill, opens the signing page, signs; the render job runs. */
  async function signAndComplete(id: number, session: Session, signature = { signature: signaturePngDataUrl(), signature_kind: 'drawn' }): Promise<string[]> {
    await k.ds.query('UPDATE edc_sig_request_templates SET form_complete = 1 WHERE sig_request_id = ?', [id]);
    const url = await k.call('GET', `/api/sign/url/${id}`, { session });
    expect(url.status).toBe(200);
    const token = url.body.url.split('/').pop();
    const opened = await k.call('GET', `/api/sign/session/${token}`);
    expect(opened.status).toBe(200);
    const signed = await k.call('POST', `/api/sign/session/${token}/sign`, { body: { ...signature, consent: true } });
    expect(signed.status).toBe(200);
    await render(id);
    expect((await reqRow(id)).complete_date).not.toBeNull();
    return opened.body.documents.map((d: { template_id: number }) => d.template_id);
  }

  async function signedPdfOf(id: number): Promise<Buffer> {
    const doc = (await new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: id }))!;
    return (await readStored(k.storage, doc.storage_key))!;
  }

  describe('an applicant who signed the offer letter before', () => {
    let first: number;
    let second: number;
    let offerPages: number;
    let w4Pages: number;

    beforeAll(async () => {
      await setFlag('1');
      const { offer, w4 } = k.templates;
      offerPages = await pageCount((await readStored(k.storage, `templates/${ACME}/${offer.template_id}/template.pdf`))!);
      w4Pages = await pageCount((await readStored(k.storage, `templates/${ACME}/${w4.template_id}/template.pdf`))!);
      await setValue(k.ds, k, k.ada.applicant_id, offer, 'start_date', '2026-04-01');
      const r1 = await create(k.ada, [offer]);
      expect(r1.templates[0]).toMatchObject({ reused_from_sig_request_id: null, form_complete: false, needs_signature: true });
      first = r1.sig_request_id;
      expect(await signAndComplete(first, k.adaSession)).toEqual([offer.template_id]);
    });

    it('a new request re-uses it: form complete, reused_from the earlier request, form_reused event, left out of the signing page', async () => {
      const { offer, w4 } = k.templates;
      // The value changes after signing: the re-used pages must keep what was signed.
      await setValue(k.ds, k, k.ada.applicant_id, offer, 'start_date', '2027-09-09');
      const r2 = await create(k.ada, [offer, w4]);
      second = r2.sig_request_id;
      expect(r2.templates.map((t: any) => [t.template_id, t.form_complete, t.needs_signature, t.reused_from_sig_request_id])).toEqual([
        [offer.template_id, true, false, first],
        [w4.template_id, false, true, null],
      ]);
      expect(r2.applicant_complete_date).toBeNull();
      expect(r2.status).toBe('SENT');
      const reused = (await events(second)).find((e) => e.event === `form_reused:${offer.template_id}`)!;
      expect(JSON.parse(reused.meta!)).toEqual({ from_sig_request_id: first });
      expect(await k.queue.getJob(QueueName.Pdf, `sig-${ACME}-${second}`)).toBeNull();

      const mine = await k.call('GET', '/api/v1/Applicants/SignatureRequests', { session: k.adaSession });
      const listed = mine.body.todo.find((r: any) => r.sig_request_id === second);
      expect(listed.templates.map((t: any) => t.reused_from_sig_request_id)).toEqual([first, null]);
      const ready = await k.call('GET', `/api/edocs/sigrequests/${second}/checkReady`, { session: k.adaSession });
      expect(ready.body).toEqual({ ready: false, missing: [w4.template_id] });

      // Only the W-4 is signed now (typed); the offer letter's pages come from the first request.
      expect(await signAndComplete(second, k.adaSession, { signature: 'Ada Lovelace', signature_kind: 'typed' })).toEqual([w4.template_id]);
    });

    it("the new request's signed PDF is whole: the earlier signed pages copied, then the new ones, and the certificate names the earlier request", async () => {
      const { offer, w4 } = k.templates;
      const pdf = await signedPdfOf(second);
      const doc = await PDFDocument.load(pdf);
      const contentPages = offerPages + w4Pages;
      expect(doc.getPageCount()).toBeGreaterThan(contentPages);
      const earlierForm = (await readStored(k.storage, formPdfKey(ACME, first, offer.template_id)))!;
      const copiedForm = (await readStored(k.storage, formPdfKey(ACME, second, offer.template_id)))!;
      // Per-form files exist for the re-used form too and carry the same pages: what was signed, with its drawn signature.
      expect(await pageCount(copiedForm)).toBe(offerPages);
      expect(pdfText(copiedForm)).toBe(pdfText(earlierForm));
      expect(pdfText(copiedForm)).toContain('2026-04-01');
      expect(copiedForm.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
      // The whole file: offer pages first (template order), W-4 after, the earlier value and not the changed one.
      const firstPages = await PDFDocument.create();
      (await firstPages.copyPages(doc, Array.from({ length: offerPages }, (_, i) => i))).forEach((p) => firstPages.addPage(p));
      expect(pdfText(await firstPages.save({ useObjectStreams: false }))).toBe(pdfText(earlierForm));
      const text = pdfText(pdf);
      expect(text).toContain('2026-04-01');
      expect(text).not.toContain('2027-09-09');
      expect(text).toContain(`Re-used: signed in request ${first} at `);
      expect(text).toContain(`Signature request: ${second}`);
      // The re-used drawn signature is carried; the new one is typed (no image).
      expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
      const signed = (await new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: second }))!;
      expect(JSON.parse(signed.template_hashes!).map((h: any) => h.template_id)).toEqual([offer.template_id, w4.template_id]);
      expect((await readStored(k.storage, formPdfKey(ACME, second, w4.template_id)))!.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('when every form is re-used there is nothing to do: complete for the applicant at once, rendered without a signature', async () => {
      const { offer, w4 } = k.templates;
      const r3 = await create(k.ada, [offer, w4]);
      const third = r3.sig_request_id;
      // The offer's link in the second request was itself re-used: the chain points to where it was signed.
      expect(r3.templates.map((t: any) => [t.form_complete, t.reused_from_sig_request_id])).toEqual([[true, first], [true, second]]);
      expect(r3.applicant_complete_date).not.toBeNull();
      expect(r3.status).toBe('SENT');
      expect(r3.complete_date).toBeNull();
      expect(await k.queue.getJob(QueueName.Pdf, `sig-${ACME}-${third}`)).toMatchObject({ name: 'edocs/render-signed-pdf', state: 'waiting' });
      const url = await k.call('GET', `/api/sign/url/${third}`, { session: k.adaSession });
      expect([url.status, url.body.messageKey]).toEqual([409, 'sig_request_not_actionable']);

      await render(third);
      expect(await readStored(k.storage, signatureKey(ACME, third))).toBeNull();
      const row = await reqRow(third);
      expect(row.complete_date).not.toBeNull();
      expect(row.status).toBe('SENT');
      expect((await events(third)).map((e) => e.event)).toEqual(['created', `form_reused:${offer.template_id}`, `form_reused:${w4.template_id}`, 'completed']);
      const pdf = await signedPdfOf(third);
      expect(await pageCount(pdf)).toBeGreaterThan(offerPages + w4Pages);
      const text = pdfText(pdf);
      expect(text).toContain(`Re-used: signed in request ${first} at `);
      expect(text).toContain(`Re-used: signed in request ${second} at `);
      expect(text).toContain('Signature: none given in this request');
      expect(text).toContain('2026-04-01');
      const signed = (await new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: third }))!;
      expect(signed.signature_kind).toBe('reused');
    });

    it('another applicant never re-uses it', async () => {
      const r = await create(k.bob, [k.templates.offer]);
      expect(r.templates[0]).toMatchObject({ reused_from_sig_request_id: null, form_complete: false });
      expect(r.applicant_complete_date).toBeNull();
    });

    it('flag off: nothing is re-used', async () => {
      await setFlag('0');
      try {
        const r = await create(k.ada, [k.templates.offer]);
        expect(r.templates[0]).toMatchObject({ reused_from_sig_request_id: null, form_complete: false, needs_signature: true });
        expect(r.applicant_complete_date).toBeNull();
        expect((await events(r.sig_request_id)).map((e) => e.event)).toEqual(['created']);
        expect(await k.queue.getJob(QueueName.Pdf, `sig-${ACME}-${r.sig_request_id}`)).toBeNull();
      } finally {
        await setFlag('1');
      }
    });
  });

  it('a form signed only in a request that is not completed, or whose signed form is not stored, is not re-used', async () => {
    const carl = await insertApplicant(k.t.app, ACME, { first_name: 'Carl', last_name: 'Open', email: 'carl@acme.test' });
    await setFlag('1');
    // Signed but the render has not completed it: even with a per-form file in storage it does not count.
    const pending = await insertRequest(k.ds, ACME, carl.applicant_id, [k.templates.offer]);
    await k.ds.getRepository(SigRequestEntity).update({ sig_request_id: pending.sig_request_id }, { status: 'PROCESSING', applicant_complete_date: new Date() });
    await k.storage.put(formPdfKey(ACME, pending.sig_request_id, k.templates.offer.template_id), (await readStored(k.storage, `templates/${ACME}/${k.templates.offer.template_id}/template.pdf`))!, 'application/pdf');
    // Completed, but its signed form is not in storage.
    const noFile = await insertRequest(k.ds, ACME, carl.applicant_id, [k.templates.w4]);
    await k.ds.getRepository(SigRequestEntity).update({ sig_request_id: noFile.sig_request_id }, { status: 'PROCESSING', applicant_complete_date: new Date(), complete_date: new Date() });
    const r = await create(carl, [k.templates.offer, k.templates.w4]);
    expect(r.templates.map((t: any) => [t.reused_from_sig_request_id, t.form_complete])).toEqual([[null, false], [null, false]]);
    expect(r.applicant_complete_date).toBeNull();
  });

  it('paper-sign forms are never re-used, even from a completed request with a stored file', async () => {
    const dora = await insertApplicant(k.t.app, ACME, { first_name: 'Dora', last_name: 'Paper', email: 'dora@acme.test' });
    await setFlag('1');
    const done = await insertRequest(k.ds, ACME, dora.applicant_id, [k.templates.paper]);
    await k.ds.getRepository(SigRequestEntity).update({ sig_request_id: done.sig_request_id }, { status: 'PROCESSING', applicant_complete_date: new Date(), complete_date: new Date() });
    await k.ds.query('UPDATE edc_sig_request_templates SET upload_key = ? WHERE sig_request_id = ?', ['uploads/paper.pdf', done.sig_request_id]);
    await k.storage.put(formPdfKey(ACME, done.sig_request_id, k.templates.paper.template_id), Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const r = await create(dora, [k.templates.paper]);
    expect(r.templates[0]).toMatchObject({ reused_from_sig_request_id: null, uploaded: false, needs_signature: false });
    expect(r.applicant_complete_date).toBeNull();
    expect(await k.queue.getJob(QueueName.Pdf, `sig-${ACME}-${r.sig_request_id}`)).toBeNull();
  });
});
