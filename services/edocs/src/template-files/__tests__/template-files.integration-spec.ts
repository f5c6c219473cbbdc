import { TEMPLATE_TYPE } from '@attest/contracts';
import { STORAGE, uploadSamples, type StorageService } from '@attest/platform';
import { ACME, GLOBEX, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { TemplateEntity } from '@attest/forms';
import { insertRequest, insertTemplate, postMultipart, storedFiles } from '../../uploads/__tests__/upload-test-kit';

const { exeBytes, pdfBytes, pngBytes } = uploadSamples;
const blankPdf = Buffer.from('%PDF-1.7\n% the blank form\n%%EOF\n');
const paperPdf = Buffer.from('%PDF-1.7\n% print, sign, upload\n%%EOF\n');

describe('template PDF files (integration)', () => {
  let k: EdocsTestKit;
  let paper: TemplateEntity;

  async function get(path: string, session: EdocsTestKit['staff']): Promise<{ status: number; bytes: Buffer; json?: { messageKey?: string }; type: string | null; disposition: string | null }> {
    const headers: Record<string, string> = { authorization: `Basic ${session.token}`, 'x-requested-by-party': session.party, 'x-request-customer-id': String(session.customerId) };
    const res = await fetch(k.t.baseUrl + path, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type');
    return { status: res.status, bytes, type, disposition: res.headers.get('content-disposition'), json: type?.includes('json') ? JSON.parse(bytes.toString()) : undefined };
  }
  const upload = (customerId: number, formId: number, kind: 'pdf' | 'paperSign', bytes: Buffer, name = 'form.pdf', session = k.staff) =>
    postMultipart(k.t.baseUrl, `/api/customers/${customerId}/forms/${formId}/${kind === 'pdf' ? 'pdf' : 'paperSignPdf'}`, session, { title: 'W-4 2026' }, { field: 'pdf', name, bytes, type: 'application/pdf' });

  beforeAll(async () => {
    k = await startEdocs();
    paper = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.PAPER_SIGN, name: 'Paper W-4', downloadable: 1 });
    await insertRequest(k.ds, ACME, k.ada.applicant_id, [paper.template_id]);
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it('stores the PDF and the paper-sign PDF (checked by content) and serves them to staff', async () => {
    const missing = await get(`/api/customers/${ACME}/forms/${paper.template_id}/pdf`, k.staff);
    expect(missing.status).toBe(404);
    expect(missing.json?.messageKey).toBe('file_not_found');

    const up = await upload(ACME, paper.template_id, 'pdf', blankPdf);
    expect(up.status).toBe(200);
    expect(up.body).toEqual(expect.objectContaining({ template_id: paper.template_id, kind: 'pdf', title: 'W-4 2026', size: blankPdf.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }));
    expect((await upload(ACME, paper.template_id, 'paperSign', paperPdf)).status).toBe(200);

    const pdf = await get(`/api/customers/${ACME}/forms/${paper.template_id}/pdf`, k.staff);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.equals(blankPdf)).toBe(true);
    const paperSign = await get(`/api/v1/templates/${paper.template_id}/paper-sign-pdf`, k.staff);
    expect(paperSign.bytes.equals(paperPdf)).toBe(true);
    const preview = await get(`/api/v1/Templates/${paper.template_id}/preview`, k.staff);
    expect(preview.bytes.equals(blankPdf)).toBe(true);
    expect(preview.disposition).toMatch(/^inline/);
    expect((await get(`/api/v1/templates/${paper.template_id}/preview`, k.staff)).status).toBe(200);
  });

  it('refuses what is not a PDF by content, with the template unchanged and nothing stored', async () => {
    const before = await k.ds.getRepository(TemplateEntity).findOneByOrFail({ template_id: paper.template_id });
    const files = storedFiles(k.t.config.storageDir, 'templates').length;
    expect((await upload(ACME, paper.template_id, 'pdf', exeBytes(), 'form.pdf')).body.messageKey).toBe('upload_content_mismatch');
    expect((await upload(ACME, paper.template_id, 'paperSign', pngBytes(), 'form.pdf')).body.messageKey).toBe('upload_content_mismatch');
    expect((await upload(ACME, paper.template_id, 'pdf', pngBytes(), 'scan.png')).body.messageKey).toBe('upload_type_not_accepted');
    const after = await k.ds.getRepository(TemplateEntity).findOneByOrFail({ template_id: paper.template_id });
    expect([after.pdf_storage_key, after.paper_sign_pdf_storage_key]).toEqual([before.pdf_storage_key, before.paper_sign_pdf_storage_key]);
    expect(storedFiles(k.t.config.storageDir, 'templates')).toHaveLength(files);
  });

  it('keeps staff to their own customer (404) and applicants off the staff routes', async () => {
    expect((await upload(GLOBEX, paper.template_id, 'pdf', pdfBytes())).status).toBe(404);
    expect((await upload(ACME, paper.template_id, 'pdf', pdfBytes(), 'f.pdf', k.globexStaff)).status).toBe(404);
    expect((await get(`/api/customers/${ACME}/forms/${paper.template_id}/pdf`, k.globexStaff)).status).toBe(404);
    expect((await get(`/api/v1/templates/${paper.template_id}/paper-sign-pdf`, k.globexStaff)).status).toBe(404);
    expect((await get(`/api/v1/Templates/${paper.template_id}/preview`, k.globexStaff)).status).toBe(404);
    expect((await get(`/api/customers/${ACME}/forms/${paper.template_id}/pdf`, k.adaSession)).status).toBe(403);
    expect((await upload(ACME, paper.template_id, 'pdf', pdfBytes(), 'f.pdf', k.adaSession)).status).toBe(403);
  });

  it('gives an applicant the preview and paper-sign PDF of templates in their own requests only', async () => {
    const preview = await get(`/api/v1/Templates/${paper.template_id}/preview`, k.adaSession);
    expect(preview.status).toBe(200);
    expect(preview.bytes.equals(blankPdf)).toBe(true);
    const download = await get(`/api/v1/Applicants/SignatureRequests/form/${paper.template_id}/paper-sign-pdf`, k.adaSession);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(paperPdf)).toBe(true);
    expect(download.disposition).toMatch(/^attachment/);
    // Bob has no request holding it.
    expect((await get(`/api/v1/Templates/${paper.template_id}/preview`, k.bobSession)).status).toBe(404);
    expect((await get(`/api/v1/Applicants/SignatureRequests/form/${paper.template_id}/paper-sign-pdf`, k.bobSession)).status).toBe(404);
  });

  it('hides templates flagged hide_from_applicant (404) and refuses blank downloads of non-downloadable ones (403)', async () => {
    const hidden = await insertTemplate(k.ds, ACME, { name: 'Internal', hide_from_applicant: 1, downloadable: 1, paper_sign_pdf_storage_key: null });
    const locked = await insertTemplate(k.ds, ACME, { name: 'Locked', downloadable: 0 });
    await insertRequest(k.ds, ACME, k.ada.applicant_id, [hidden.template_id, locked.template_id]);
    for (const t of [hidden, locked]) {
      expect((await upload(ACME, t.template_id, 'pdf', blankPdf)).status).toBe(200);
      expect((await upload(ACME, t.template_id, 'paperSign', paperPdf)).status).toBe(200);
    }
    expect((await get(`/api/v1/Templates/${hidden.template_id}/preview`, k.adaSession)).status).toBe(404);
    expect((await get(`/api/v1/Applicants/SignatureRequests/form/${hidden.template_id}/paper-sign-pdf`, k.adaSession)).status).toBe(404);
    expect((await get(`/api/v1/Templates/${hidden.template_id}/preview`, k.staff)).status).toBe(200);

    const refused = await get(`/api/v1/Applicants/SignatureRequests/form/${locked.template_id}/paper-sign-pdf`, k.adaSession);
    expect(refused.status).toBe(403);
    expect(refused.json?.messageKey).toBe('not_downloadable');
    expect((await get(`/api/v1/templates/${locked.template_id}/paper-sign-pdf`, k.staff)).status).toBe(200);
    // Looking at it stays possible; taking the blank PDF as a download does not.
    expect((await get(`/api/v1/Templates/${locked.template_id}/preview`, k.adaSession)).status).toBe(200);
    const lockedDownload = await get(`/api/v1/Templates/${locked.template_id}/preview?download=1`, k.adaSession);
    expect(lockedDownload.status).toBe(403);
    expect(lockedDownload.json?.messageKey).toBe('not_downloadable');
    const staffDownload = await get(`/api/v1/templates/${locked.template_id}/preview?download=1`, k.staff);
    expect(staffDownload.status).toBe(200);
    expect(staffDownload.disposition).toMatch(/^attachment/);
    const allowed = await get(`/api/v1/Templates/${paper.template_id}/preview?download=1`, k.adaSession);
    expect(allowed.status).toBe(200);
    expect(allowed.disposition).toMatch(/^attachment/);
  });

  it('answers file_not_found when the stored file is gone', async () => {
    const row = await k.ds.getRepository(TemplateEntity).findOneByOrFail({ template_id: paper.template_id });
    await k.t.app.get<StorageService>(STORAGE).delete(row.paper_sign_pdf_storage_key as string);
    const res = await get(`/api/v1/Applicants/SignatureRequests/form/${paper.template_id}/paper-sign-pdf`, k.adaSession);
    expect(res.status).toBe(404);
    expect(res.json?.messageKey).toBe('file_not_found');
    expect((await get(`/api/v1/templates/${paper.template_id}/paper-sign-pdf`, k.staff)).json?.messageKey).toBe('file_not_found');
  });
});
