/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATATYPE, type SignatureRequest } from '@attest/contracts';
import { makeField, makeTemplate } from '@attest/shared-ui/forms/testing/make-field';
import { configAnswer, renderPortal, resetFakeApi, startFakeApi, type FakeApi, type Handlers } from '../../application/wizard/testing/portal-test-kit';
import { makeSigRequest, makeSigTemplate } from '../testing/documents-test-kit';
import { SigRequestPage } from './SigRequestPage';

// jsdom's FormData/File are not readable by Node's fetch (the one the jsdom-fetch environment installs), so the
// multipart body is built with Node's own classes here, as a browser would with its own.
const NodeFile = NodeBufferFile as unknown as typeof File;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
afterAll(() => api.close());

function setUp(request: SignatureRequest, extra: Handlers = {}) {
  resetFakeApi(api, {
    'GET /api/v1/Applicants/SignatureRequests': { body: { todo: [request], signed: [] } },
    'GET /api/v1/configurations': configAnswer({}),
    ...extra,
  });
}
const show = (id: number) => renderPortal(`/acme/hq/documents/${id}`, [{ path: 'documents/:sigRequestId', element: <SigRequestPage /> }]);

const paper = makeSigTemplate({ template_id: 17, template_type_id: 17, name: 'Direct deposit', needs_signature: false });
/** A small file; `pretendSize` fakes a large one for the client-side check only (it is never sent). */
const file = (name: string, pretendSize?: number) => {
  const f = new NodeFile(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (pretendSize !== undefined) {
    Object.defineProperty(f, 'size', { value: pretendSize });
  }
  return f;
};

describe('SigRequestPage: opening and uploads', () => {
  it('moves a SENT request to OPENED once', async () => {
    setUp(makeSigRequest({ sig_request_id: 8, templates: [paper] }), { 'PUT /api/edocs/sigrequests/8/OPENED': { body: {} } });
    show(8);
    expect(await screen.findByText('Direct deposit')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT /api/edocs/sigrequests/8/OPENED')).toHaveLength(1));
    // The refetch after the move must not move it again.
    await waitFor(() => expect(api.calls('GET /api/v1/Applicants/SignatureRequests').length).toBeGreaterThanOrEqual(2));
    expect(api.calls('PUT /api/edocs/sigrequests/8/OPENED')).toHaveLength(1);
  });

  it('does not move an OPENED request', async () => {
    setUp(makeSigRequest({ sig_request_id: 9, status: 'OPENED', templates: [paper] }));
    show(9);
    expect(await screen.findByText('Direct deposit')).toBeInTheDocument();
    expect(api.server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a wrong type or a file over 30 MB before sending, then shows the server error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setUp(makeSigRequest({ sig_request_id: 9, status: 'OPENED', templates: [paper] }), {
      'POST /api/employees/setdocs/42': { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'upload_content_mismatch', details: {} } },
    });
    show(9);
    const input = await screen.findByLabelText('Upload the signed document');
    await user.upload(input, file('virus.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(input, file('big.pdf', 30 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large (30 MB at most).');
    expect(api.calls('POST /api/employees/setdocs/42')).toHaveLength(0);

    await user.upload(input, file('signed.pdf'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file content does not match its type.');
    const [sent] = api.server.requests.filter((r) => r.url === '/api/employees/setdocs/42?is_applicant=1');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.authorization).toBe('Basic tok-a');
    for (const [name, value] of [['doc_type', 'paper_sign'], ['template_id', '17'], ['sig_req_ids', '[9]'], ['field_name', 'Direct deposit']]) {
      expect(sent.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(sent.body).toContain('filename="signed.pdf"');
  });

  it('a request of only no-signature templates completes through its uploads, with no signing step', async () => {
    setUp(makeSigRequest({ sig_request_id: 9, status: 'OPENED', templates: [{ ...paper, uploaded: true }] }));
    show(9);
    expect(await screen.findByText('All documents are uploaded.')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/edocs/sigrequests/9/checkReady')).toHaveLength(0);
  });

  it('shows a re-used form as signed before, without its form, and signs only the rest', async () => {
    const reused = makeSigTemplate({ template_id: 5, name: 'W-4', form_complete: true, needs_signature: false, reused_from_sig_request_id: 3 });
    const offer = makeSigTemplate({ template_id: 6, name: 'Offer letter', form_complete: true });
    setUp(makeSigRequest({ sig_request_id: 12, status: 'OPENED', templates: [reused, offer] }), {
      'GET /api/edocs/sigrequests/12/checkReady': { body: { ready: true } },
      'GET /api/v1/Applicants/SignatureRequests/forms/6': { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } },
    });
    show(12);
    expect(await screen.findByText('You signed this form before; your signed copy is used again.')).toHaveAttribute('data-reused-from', '3');
    expect(await screen.findByRole('button', { name: 'Review and sign' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/v1/Applicants/SignatureRequests/forms/6')).toHaveLength(1));
    expect(api.calls('GET /api/v1/Applicants/SignatureRequests/forms/5')).toHaveLength(0);
  });

  it('a completed request shows Complete and its forms read-only (nothing to save after signing)', async () => {
    const offer = makeSigTemplate({ template_id: 6, name: 'Offer letter', form_complete: true });
    const form = makeTemplate({ template_id: 6, name: 'Offer letter', fields: [makeField({ name: 'pay_rate', desc: 'Pay rate', datatype_id: DATATYPE.TEXT, sort_order: 1 })] });
    setUp(makeSigRequest({ sig_request_id: 14, status: 'PROCESSING', complete_date: '2026-11-20T10:00:00.000Z', applicant_complete_date: '2026-11-20T10:00:00.000Z', signed_document_available: true, templates: [offer] }), {
      'GET /api/v1/Applicants/SignatureRequests/forms/6': { body: form },
    });
    show(14);
    expect(await screen.findByText('You have completed these documents.')).toBeInTheDocument();
    expect(screen.getAllByText('Complete').map((el) => el.getAttribute('data-status'))).toContain('COMPLETE');
    await screen.findByText('Pay rate');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('an accepted upload refreshes the request', async () => {
    const user = userEvent.setup();
    setUp(makeSigRequest({ sig_request_id: 9, status: 'OPENED', templates: [paper] }), { 'POST /api/employees/setdocs/42': { body: { id: 1 } } });
    show(9);
    await user.upload(await screen.findByLabelText('Upload the signed document'), file('signed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Received. You can upload again to replace it.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/v1/Applicants/SignatureRequests')).toHaveLength(2));
  });
});

describe('SigRequestPage: the signing frame', () => {
  const ready = makeSigRequest({
    sig_request_id: 12,
    status: 'OPENED',
    templates: [makeSigTemplate({ template_id: 3, name: 'Handbook', form_complete: true })],
  });
  const handlers = (): Handlers => ({
    'GET /api/edocs/sigrequests/12/checkReady': { body: { ready: true } },
    'GET /api/sign/url/12': { body: { url: `${api.server.origin}/acme/hq/esign/tok-12`, expires_at: '2026-12-01T00:00:00Z' } },
    'POST /api/sign/logfailures': { body: {} },
  });
  const post = (data: unknown, origin: string, source: Window | null) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });

  async function openFrame() {
    const user = userEvent.setup();
    show(12);
    await user.click(await screen.findByRole('button', { name: 'Review and sign' }));
    return (await screen.findByTitle('Sign your documents')) as HTMLIFrameElement;
  }

  it('ignores messages from another origin or another window, then takes the frame’s signed', async () => {
    setUp(ready, handlers());
    const frame = await openFrame();
    expect(frame).toHaveAttribute('src', `${api.server.origin}/acme/hq/esign/tok-12`);
    const before = api.calls('GET /api/v1/Applicants/SignatureRequests').length;
    post({ type: 'esign', status: 'signed' }, 'https://evil.example', frame.contentWindow);
    post({ type: 'esign', status: 'signed' }, window.location.origin, window);
    post({ type: 'other', status: 'signed' }, window.location.origin, frame.contentWindow);
    expect(screen.queryByText('Signed — we are preparing your document')).not.toBeInTheDocument();
    expect(screen.getByTitle('Sign your documents')).toBeInTheDocument();

    // The server has moved the request on by the time the list is read again.
    api.handlers['GET /api/v1/Applicants/SignatureRequests'] = { body: { todo: [], signed: [{ ...ready, status: 'PROCESSING' }] } };
    post({ type: 'esign', status: 'signed' }, window.location.origin, frame.contentWindow);
    expect(await screen.findByText('Signed — we are preparing your document')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/v1/Applicants/SignatureRequests').length).toBeGreaterThan(before));
    expect(await screen.findByText('Processing')).toHaveAttribute('data-status', 'PROCESSING');
    expect(screen.getByText('Signed — we are preparing your document')).toBeInTheDocument();
    expect(screen.queryByTitle('Sign your documents')).not.toBeInTheDocument();
  });

  it('shows a provider error and logs the failure', async () => {
    setUp(ready, handlers());
    const frame = await openFrame();
    post({ type: 'esign', status: 'error', provider: 'Attest', code: 'sig_request_expired' }, window.location.origin, frame.contentWindow);
    expect(await screen.findByText('Encountered a Attest error: sig_request_expired')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(api.calls('POST /api/sign/logfailures')).toHaveLength(1));
    expect(api.calls('POST /api/sign/logfailures')[0].body).toEqual({
      name: 'Attest',
      customer_id: 7,
      errors: 'sig_request_expired',
      applicant_id: 42,
      sig_request_id: 12,
    });
  });

  it('offers no signing until checkReady says ready', async () => {
    setUp(ready, { 'GET /api/edocs/sigrequests/12/checkReady': { body: { ready: false } } });
    show(12);
    expect(await screen.findByText('Complete every part above, then review and sign.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/edocs/sigrequests/12/checkReady')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Review and sign' })).not.toBeInTheDocument();
  });
});
