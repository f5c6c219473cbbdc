import { TEMPLATE_TYPE, UPLOAD_MAX_BYTES } from '@attest/contracts';
import { CustomerConfigService, STORAGE, uploadSamples, type StorageService } from '@attest/platform';
import { ACME, countRows, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { SigRequestEntity, SigRequestEventEntity, SigRequestTemplateEntity } from '../../signature-requests/entities';
import { ApplicantDocumentEntity } from '../applicant-document.entity';
import { insertRequest, insertTemplate, postMultipart, storedFiles } from './upload-test-kit';

const { docxBytes, elfBytes, exeBytes, pdfBytes, pngBytes } = uploadSamples;

describe('setdocs and document links (integration)', () => {
  let k: EdocsTestKit;
  const setdocs = (applicantId: number, extra = '') => `/api/employees/setdocs/${applicantId}${extra}?is_applicant=1&${Date.now()}`;
  const stored = () => storedFiles(k.t.config.storageDir, 'applicant-documents');

  beforeAll(async () => {
    k = await startEdocs();
  });
  afterAll(async () => {
    await k?.t.close();
  });

  it('stores a PDF, a PNG and a DOCX and answers the stored value with the mime from the content', async () => {
    const cases = [
      { name: 'resume.pdf', bytes: pdfBytes(), mime: 'application/pdf' },
      { name: 'id-front.png', bytes: pngBytes(), mime: 'image/png' },
      { name: 'letter.docx', bytes: docxBytes(), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ];
    for (const c of cases) {
      const res = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME', field_name: 'resume_file', expiration_date: '2030-01-31', sync_ats: 'true' }, { field: 'file', name: c.name, bytes: c.bytes, type: 'application/x-claimed' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.objectContaining({ document_id: expect.any(Number), file_name: c.name, mime: c.mime, size: c.bytes.length, field_name: 'resume_file', expiration_date: '2030-01-31' }));
      const row = await k.ds.getRepository(ApplicantDocumentEntity).findOneByOrFail({ document_id: res.body.document_id });
      expect(row).toEqual(expect.objectContaining({ customer_id: ACME, applicant_id: k.ada.applicant_id, doc_type: 'RESUME', sync_ats: 1, uploaded_by: null }));
      const bytes = await readAll(await k.t.app.get<StorageService>(STORAGE).read(row.storage_key));
      expect(bytes.equals(c.bytes)).toBe(true);
    }
  });

  it('refuses executables renamed .pdf (Windows and Linux) with nothing stored', async () => {
    const rowsBefore = await countRows(k.ds, 'apl_documents');
    const filesBefore = stored().length;
    for (const bytes of [exeBytes(), elfBytes()]) {
      const res = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'invoice.pdf', bytes, type: 'application/pdf' });
      expect(res.status).toBe(400);
      expect(res.body.messageKey).toBe('upload_content_mismatch');
    }
    const exe = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'setup.exe', bytes: exeBytes() });
    expect(exe.body.messageKey).toBe('upload_type_not_accepted');
    const empty = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty.body.messageKey).toBe('upload_empty');
    const noDocType = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { expiration_date: '2030-02-30' }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
    expect(noDocType.status).toBe(400);
    expect(noDocType.body.details.fields).toEqual({ doc_type: 'required', expiration_date: 'invalid_date' });
    expect(await countRows(k.ds, 'apl_documents')).toBe(rowsBefore);
    expect(stored()).toHaveLength(filesBefore);
  });

  it('refuses a file over 30 MB with nothing stored', async () => {
    const rowsBefore = await countRows(k.ds, 'apl_documents');
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    pdfBytes().copy(big);
    const res = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'big.pdf', bytes: big });
    expect(res.status).toBe(400);
    expect(res.body.messageKey).toBe('upload_too_large');
    expect(await countRows(k.ds, 'apl_documents')).toBe(rowsBefore);
  });

  it('lets staff upload for an applicant of their customer, and nobody for another applicant or customer (404)', async () => {
    const staff = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id, '/900'), k.staff, { doc_type: 'ID' }, { field: 'file', name: 'id.png', bytes: pngBytes() });
    expect(staff.status).toBe(200);
    const row = await k.ds.getRepository(ApplicantDocumentEntity).findOneByOrFail({ document_id: staff.body.document_id });
    expect(row).toEqual(expect.objectContaining({ user_id: 900, uploaded_by: 900 }));
    const rowsBefore = await countRows(k.ds, 'apl_documents');
    const otherApplicant = await postMultipart(k.t.baseUrl, setdocs(k.bob.applicant_id), k.adaSession, { doc_type: 'ID' }, { field: 'file', name: 'id.png', bytes: pngBytes() });
    expect(otherApplicant.status).toBe(404);
    const otherCustomer = await postMultipart(k.t.baseUrl, setdocs(k.eve.applicant_id), k.staff, { doc_type: 'ID' }, { field: 'file', name: 'id.png', bytes: pngBytes() });
    expect(otherCustomer.status).toBe(404);
    const globexOnAda = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.globexStaff, { doc_type: 'ID' }, { field: 'file', name: 'id.png', bytes: pngBytes() });
    expect(globexOnAda.status).toBe(404);
    expect(await countRows(k.ds, 'apl_documents')).toBe(rowsBefore);
  });

  it('refuses uploads when upload_docs_disabled is on (403 uploads_disabled), and takes them again when off', async () => {
    const config = k.t.app.get(CustomerConfigService);
    await config.setForCustomer(ACME, 'upload_docs_disabled', 'true');
    try {
      const rowsBefore = await countRows(k.ds, 'apl_documents');
      const res = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
      expect(res.status).toBe(403);
      expect(res.body.messageKey).toBe('uploads_disabled');
      expect(await countRows(k.ds, 'apl_documents')).toBe(rowsBefore);
    } finally {
      await config.setForCustomer(ACME, 'upload_docs_disabled', 'false');
    }
    const again = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'a.pdf', bytes: pdfBytes() });
    expect(again.status).toBe(200);
  });

  it('marks a paper-sign template of the request uploaded, but not a signed template', async () => {
    const paper = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.PAPER_SIGN });
    const federal = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.FEDERAL, name: 'W-4' });
    const req = await insertRequest(k.ds, ACME, k.ada.applicant_id, [paper.template_id, federal.template_id]);
    const entries = k.ds.getRepository(SigRequestTemplateEntity);
    const res = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'PAPER_SIGN', template_id: String(paper.template_id), sig_req_ids: JSON.stringify([req.sig_request_id]) }, { field: 'file', name: 'signed.pdf', bytes: pdfBytes() });
    expect(res.status).toBe(200);
    const doc = await k.ds.getRepository(ApplicantDocumentEntity).findOneByOrFail({ document_id: res.body.document_id });
    expect(JSON.parse(doc.sig_request_ids ?? '[]')).toEqual([req.sig_request_id]);
    const marked = await entries.findOneByOrFail({ sig_request_id: req.sig_request_id, template_id: paper.template_id });
    expect(marked.upload_key).toBe(doc.storage_key);
    expect(marked.uploaded_at).not.toBeNull();

    await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'X', template_id: String(federal.template_id), sig_req_ids: JSON.stringify([req.sig_request_id]) }, { field: 'file', name: 'w4.pdf', bytes: pdfBytes() });
    expect((await entries.findOneByOrFail({ sig_request_id: req.sig_request_id, template_id: federal.template_id })).upload_key).toBeNull();

    // Another applicant's request is a missing one; an expired request is gone (410).
    const bobReq = await insertRequest(k.ds, ACME, k.bob.applicant_id, [paper.template_id]);
    const foreign = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'X', template_id: String(paper.template_id), sig_req_ids: JSON.stringify([bobReq.sig_request_id]) }, { field: 'file', name: 's.pdf', bytes: pdfBytes() });
    expect(foreign.status).toBe(404);
    const expired = await insertRequest(k.ds, ACME, k.ada.applicant_id, [paper.template_id], { expiration_date: new Date(Date.now() - 86_400_000) });
    const late = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'X', template_id: String(paper.template_id), sig_req_ids: JSON.stringify([expired.sig_request_id]) }, { field: 'file', name: 's.pdf', bytes: pdfBytes() });
    expect(late.status).toBe(410);
    expect((await entries.findOneByOrFail({ sig_request_id: expired.sig_request_id })).upload_key).toBeNull();
  });

  it('completes a request with nothing to sign once its last upload is in, and leaves one with a form to sign open', async () => {
    const paper = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.PAPER_SIGN, name: 'Paper' });
    const upload = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.FILE_UPLOAD, name: 'Licence' });
    const federal = await insertTemplate(k.ds, ACME, { template_type_id: TEMPLATE_TYPE.FEDERAL, name: 'W-4 (2)' });
    const uploadsOnly = await insertRequest(k.ds, ACME, k.ada.applicant_id, [paper.template_id, upload.template_id]);
    const withForm = await insertRequest(k.ds, ACME, k.ada.applicant_id, [upload.template_id, federal.template_id]);
    const requests = k.ds.getRepository(SigRequestEntity);
    const send = (templateId: number, ids: number[]) =>
      postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'X', template_id: String(templateId), sig_req_ids: JSON.stringify(ids) }, { field: 'file', name: 'f.pdf', bytes: pdfBytes() });

    expect((await send(paper.template_id, [uploadsOnly.sig_request_id])).status).toBe(200);
    expect(await requests.findOneByOrFail({ sig_request_id: uploadsOnly.sig_request_id })).toMatchObject({ applicant_complete_date: null, complete_date: null });

    expect((await send(upload.template_id, [uploadsOnly.sig_request_id, withForm.sig_request_id])).status).toBe(200);
    const done = await requests.findOneByOrFail({ sig_request_id: uploadsOnly.sig_request_id });
    expect(done.applicant_complete_date).not.toBeNull();
    expect(done.complete_date).not.toBeNull();
    const events = await k.ds.getRepository(SigRequestEventEntity).findBy({ sig_request_id: uploadsOnly.sig_request_id });
    expect(events.map((e) => e.event)).toContain('completed');
    // The other request still has its W-4 to sign.
    expect(await requests.findOneByOrFail({ sig_request_id: withForm.sig_request_id })).toMatchObject({ applicant_complete_date: null, complete_date: null });
  });

  it('answers a signed expiring link to the file, and file_not_found once the file is gone', async () => {
    const up = await postMultipart(k.t.baseUrl, setdocs(k.ada.applicant_id), k.adaSession, { doc_type: 'RESUME' }, { field: 'file', name: 'cv.pdf', bytes: pdfBytes() });
    const urlPath = `/api/v1/applicants/${k.ada.applicant_id}/documents/${up.body.document_id}/fileUrl`;
    const link = await k.call('GET', urlPath, { session: k.adaSession });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/v1\/files\/applicant-documents\/.+\?expires=\d+&filename=cv.pdf&signature=[0-9a-f]{64}$/);
    const download = await fetch(k.t.baseUrl + link.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);
    expect((await k.call('GET', urlPath, { session: k.staff })).status).toBe(200);
    expect((await k.call('GET', urlPath, { session: k.bobSession })).status).toBe(404);
    expect((await k.call('GET', urlPath, { session: k.globexStaff })).status).toBe(404);

    const row = await k.ds.getRepository(ApplicantDocumentEntity).findOneByOrFail({ document_id: up.body.document_id });
    await k.t.app.get<StorageService>(STORAGE).delete(row.storage_key);
    const gone = await k.call('GET', urlPath, { session: k.adaSession });
    expect(gone.status).toBe(404);
    expect(gone.body.messageKey).toBe('file_not_found');
  });
});

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) {
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}
