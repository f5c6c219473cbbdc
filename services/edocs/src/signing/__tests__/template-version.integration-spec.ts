import { PDFDocument } from 'pdf-lib';
import { loadTemplateVersion } from '@attest/forms';
import { ACME, startEdocs, type EdocsTestKit } from '@attest/edocs/testing';
import { placedValues, requestDocuments } from '../request-documents';
import { pdfText } from './pdf-drawn-text';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read ad hoc */

/**
 * A signature request keeps the template version it was sent with (issue 16, the form builder): a builder
 * save after sending changes neither the fields the signing page and the signed PDF read nor their places.
 */
describe('signature requests keep the template version they were sent with', () => {
  let k: EdocsTestKit;
  let tid: number;
  const headers = () => ({ authorization: `Basic ${k.staff.token}`, 'x-requested-by-party': 'user', 'x-request-customer-id': String(ACME) });
  beforeAll(async () => {
    k = await startEdocs();
    const [row] = await k.ds.query("SELECT template_id FROM edc_templates WHERE customer_id = ? AND name = 'Montana 2025 state tax'", [ACME]);
    tid = Number(row.template_id);
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    const upload = new FormData();
    upload.append('pdf', new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' }), 'mt.pdf');
    expect((await fetch(`${k.t.baseUrl}/api/customers/${ACME}/forms/${tid}/pdf`, { method: 'POST', headers: headers(), body: upload })).status).toBeLessThan(300);
    const [allowances] = await k.ds.query("SELECT field_id FROM edc_fields WHERE template_id = ? AND code = 'allowances'", [tid]);
    await k.ds.query('INSERT INTO edc_form_values (customer_id, applicant_id, template_id, field_id, value, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [ACME, k.ada.applicant_id, tid, allowances.field_id, '3', new Date()]);
  }, 120_000);
  afterAll(async () => k.t.close());

  it('pins the version at send; after a builder save the open request still shows and renders the old fields at their old places', async () => {
    const sent = await k.call('POST', `/api/v1/applicants/${k.ada.applicant_id}/signatureRequest`, { session: k.staff, body: { template_ids: [tid] } });
    expect(sent.status).toBeLessThan(300);
    const reqId = sent.body.sig_request_id;
    const [link] = await k.ds.query('SELECT template_version FROM edc_sig_request_templates WHERE sig_request_id = ?', [reqId]);
    expect(Number(link.template_version)).toBe(1);
    const [pinned] = await k.ds.query('SELECT source FROM edc_template_versions WHERE template_id = ? AND version = 1', [tid]);
    expect(pinned.source).toBe('send');

    // The builder moves "allowances" on the page, renames the template's fields and drops "exempt".
    const form = (await k.call('GET', `/api/v1/templates/${tid}/builder`, { session: k.staff })).body;
    expect(form.version).toBe(1);
    const fields = form.fields
      .filter((f: any) => f.name !== 'exempt')
      .map((f: any) => (f.name === 'allowances' ? { ...f, label: 'Withholding allowances', params: { ...f.params, pdf: { page: 1, x: 50, y: 50, width: 100, height: 14 } } } : f));
    fields.push({ ...fields[0], key: 'new', field_id: null, name: 'nickname', label: 'Nickname', params: {} });
    const saved = await k.call('PUT', `/api/v1/templates/${tid}/builder`, { session: k.staff, body: { base_version: 1, fields, rules: form.rules, layout: form.layout } });
    expect({ status: saved.status, body: saved.body.details ?? saved.body.version }).toEqual({ status: 200, body: 2 });

    // The request's version: the old fields and places.
    const old = await loadTemplateVersion(k.ds, ACME, tid, 1);
    expect(old.fields.map((f) => f.name)).toContain('exempt');
    expect(old.fields.map((f) => f.name)).not.toContain('nickname');
    expect(old.fields.find((f) => f.name === 'allowances')!.desc).toBe('Allowances');
    const live = await loadTemplateVersion(k.ds, ACME, tid, null);
    expect(live.fields.map((f) => f.name)).toContain('nickname');
    const docs = await requestDocuments(k.ds, ACME, reqId);
    expect(docs[0].link.template_version).toBe(1);
    expect(await placedValues(k.ds, ACME, k.ada, tid, 1)).toEqual([expect.objectContaining({ x: 400, y: 560, text: '3' })]);
    expect(await placedValues(k.ds, ACME, k.ada, tid, null)).toEqual([expect.objectContaining({ x: 50, y: 50, width: 100, text: '3' })]);

    // The applicant's form page inside the request reads version 1; outside a request, the live template.
    const formPath = `/api/v1/Applicants/SignatureRequests/forms/${tid}`;
    const inRequest = await k.call('GET', `${formPath}?sigRequestId=${reqId}`, { session: k.adaSession });
    expect(inRequest.status).toBe(200);
    expect(inRequest.body.fields.map((f: any) => f.name)).toEqual(expect.arrayContaining(['exempt', 'allowances']));
    expect(inRequest.body.fields.map((f: any) => f.name)).not.toContain('nickname');
    expect(inRequest.body.fields.find((f: any) => f.name === 'allowances')).toMatchObject({ desc: 'Allowances', value: '3' });
    const outside = await k.call('GET', formPath, { session: k.adaSession });
    expect(outside.body.fields.map((f: any) => f.name)).toContain('nickname');
    expect(outside.body.fields.map((f: any) => f.name)).not.toContain('exempt');

    // A submit inside the request is checked against version 1 (its "exempt" is accepted and stored).
    const submitted = await k.call('POST', `${formPath}/submit`, { session: k.adaSession, body: { sig_request_id: reqId, values: { allowances: '2', exempt: '0' } } });
    expect({ status: submitted.status, values: submitted.body.values ?? submitted.body }).toMatchObject({ status: 200, values: { allowances: '2', exempt: '0' } });

    // The signing page's preview of the request draws the value where version 1 placed it.
    const url = await k.call('GET', `/api/sign/url/${reqId}`, { session: k.adaSession });
    expect(url.status).toBe(200);
    const token = url.body.url.split('/').pop();
    const session = await k.call('GET', `/api/sign/session/${token}`);
    expect(session.body.documents.map((d: any) => d.template_id)).toEqual([tid]);
    const preview = await fetch(`${k.t.baseUrl}/api/sign/session/${token}/preview/${tid}?request=${reqId}`);
    expect(preview.status).toBe(200);
    const text = pdfText(Buffer.from(await preview.arrayBuffer()));
    // The value submitted inside the request above.
    expect(text).toContain('2');

    // A request sent now gets version 2.
    const next = await k.call('POST', `/api/v1/applicants/${k.bob.applicant_id}/signatureRequest`, { session: k.staff, body: { template_ids: [tid] } });
    const [nextLink] = await k.ds.query('SELECT template_version FROM edc_sig_request_templates WHERE sig_request_id = ?', [next.body.sig_request_id]);
    expect(Number(nextLink.template_version)).toBe(2);
    // Another applicant's request is no way into a version: 404, nothing stored.
    const foreign = await k.call('GET', `${formPath}?sigRequestId=${next.body.sig_request_id}`, { session: k.adaSession });
    expect(foreign.status).toBe(404);
    const foreignSubmit = await k.call('POST', `${formPath}/submit`, { session: k.adaSession, body: { sig_request_id: next.body.sig_request_id, values: { allowances: '9' } } });
    expect(foreignSubmit.status).toBe(404);
    const [still] = await k.ds.query("SELECT v.value FROM edc_form_values v JOIN edc_fields f ON f.field_id = v.field_id WHERE v.applicant_id = ? AND v.template_id = ? AND f.code = 'allowances'", [k.ada.applicant_id, tid]);
    expect(still.value).toBe('2');
  });

  it('a request sent before versions (no version) reads the live template', async () => {
    const [req] = await k.ds.query('SELECT sig_request_id FROM edc_sig_request_templates WHERE template_id = ? ORDER BY id LIMIT 1', [tid]);
    await k.ds.query('UPDATE edc_sig_request_templates SET template_version = NULL WHERE sig_request_id = ?', [req.sig_request_id]);
    const docs = await requestDocuments(k.ds, ACME, req.sig_request_id);
    expect(docs[0].link.template_version).toBeNull();
    expect(await placedValues(k.ds, ACME, k.ada, tid, docs[0].link.template_version)).toEqual([expect.objectContaining({ x: 50, y: 50 })]);
  });
});
