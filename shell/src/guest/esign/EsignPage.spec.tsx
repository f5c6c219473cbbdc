/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SigningSession } from '@attest/contracts';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { oneDocumentSession, renderEsignAt, typeSignature } from './esign-test-kit';

const together: SigningSession = {
  sig_request_id: 12,
  signer_name: 'Ada Lovelace',
  requests: [
    { sig_request_id: 12, name: 'Onboarding', status: 'VIEWED' },
    { sig_request_id: 15, name: 'Tax forms', status: 'VIEWED' },
  ],
  documents: [
    { sig_request_id: 12, template_id: 3, name: 'Handbook', preview_url: '/api/sign/session/tok-two/preview/3?request=12', needs_signature: true },
    { sig_request_id: 15, template_id: 7, name: 'W-4', preview_url: '/api/sign/session/tok-two/preview/7?request=15', needs_signature: true },
  ],
  consent_text: 'I agree to use electronic records and signatures.',
  status: 'VIEWED',
  saved_signature: null,
};

const session: SigningSession = oneDocumentSession('tok-ok', 'I agree to use electronic records and signatures.');

let server: LocalServer;
let signAnswer: { status: number; body: unknown } = { status: 200, body: { status: 'SIGNED' } };

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/sign/session/tok-ok') {
      sendJson(res, 200, session);
    } else if (req.method === 'GET' && req.url === '/api/sign/session/tok-two') {
      sendJson(res, 200, together);
    } else if (req.method === 'GET' && req.url === '/api/sign/session/tok-saved') {
      sendJson(res, 200, { ...session, saved_signature: { signature: 'Ada L.', signature_kind: 'typed', saved_at: '2026-11-01T10:00:00.000Z' } });
    } else if (req.method === 'POST' && req.url === '/api/sign/session/tok-saved/sign') {
      sendJson(res, 200, { status: 'PROCESSING' });
    } else if (req.method === 'POST' && req.url === '/api/sign/session/tok-ok/sign') {
      sendJson(res, signAnswer.status, signAnswer.body);
    } else {
      sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/esign/tok-ok`);
});
afterAll(() => server.close());

let messages: MessageEvent[] = [];
const record = (event: MessageEvent) => messages.push(event);
beforeEach(() => {
  server.requests.length = 0;
  messages = [];
  window.sessionStorage.clear();
  window.addEventListener('message', record);
});
afterEach(() => window.removeEventListener('message', record));

const renderAt = renderEsignAt;
const signCalls = () => server.requests.filter((r) => r.method === 'POST');

describe('EsignPage', () => {
  it('shows each document with an embedded preview, a link and the consent text', async () => {
    renderAt('tok-ok');
    expect(await screen.findByTitle('Handbook')).toHaveAttribute('src', '/api/sign/session/tok-ok/preview/3');
    expect(screen.getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', '/api/sign/session/tok-ok/preview/3');
    expect(screen.getByText('I agree to use electronic records and signatures.')).toBeInTheDocument();
    expect(screen.getByText('Signing as Ada Lovelace')).toBeInTheDocument();
  });

  it('refuses an empty signature and a missing consent without calling the server', async () => {
    const user = userEvent.setup();
    renderAt('tok-ok');
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(screen.getByText('A signature is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to sign electronically')).toBeInTheDocument();

    await typeSignature('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.queryByText('A signature is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please agree to sign electronically')).toBeInTheDocument();
    expect(signCalls()).toHaveLength(0);
  });

  it('signs with consent, tells the framing page and says the window can close', async () => {
    signAnswer = { status: 200, body: { status: 'SIGNED' } };
    // jsdom leaves MessageEvent.origin empty, so the target origin is checked on the call itself.
    const post = jest.spyOn(window.parent, 'postMessage');
    renderAt('tok-ok');
    await screen.findByTitle('Handbook');
    const user = await typeSignature('Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Signed. You can close this window.')).toBeInTheDocument();
    expect(signCalls().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ signature: 'Ada Lovelace', signature_kind: 'typed', consent: true, save_signature: false }]);
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0].data).toEqual({ type: 'esign', status: 'signed' });
    expect(post).toHaveBeenCalledWith({ type: 'esign', status: 'signed' }, server.origin);
    post.mockRestore();
  });

  it('sends a drawn signature as a PNG data URL', async () => {
    signAnswer = { status: 200, body: { status: 'SIGNED' } };
    HTMLCanvasElement.prototype.toDataURL = jest.fn(() => 'data:image/png;base64,AAAA');
    renderAt('tok-ok');
    const pad = await screen.findByRole('img', { name: 'Signature pad: draw your signature' });
    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30 });
    fireEvent.pointerUp(pad);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Signed. You can close this window.')).toBeInTheDocument();
    expect(JSON.parse(signCalls()[0].body)).toEqual({ signature: 'data:image/png;base64,AAAA', signature_kind: 'drawn', consent: true, save_signature: false });
  });

  it('reports an error answer to the framing page with its messageKey', async () => {
    signAnswer = { status: 410, body: { statusCode: 410, error: 'Gone', messageKey: 'sig_request_expired', details: {} } };
    renderAt('tok-ok');
    await screen.findByTitle('Handbook');
    const user = await typeSignature('Ada');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0].data).toEqual({ type: 'esign', status: 'error', provider: 'Attest', code: 'sig_request_expired' });
    expect(screen.queryByText('Signed. You can close this window.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('groups the documents by request when one signature signs several', async () => {
    renderAt('tok-two');
    expect(await screen.findByText('This signature signs 2 document sets together:')).toBeInTheDocument();
    const onboarding = screen.getByRole('region', { name: 'Onboarding' });
    const tax = screen.getByRole('region', { name: 'Tax forms' });
    expect(onboarding).toHaveTextContent('Handbook');
    expect(onboarding).not.toHaveTextContent('W-4');
    expect(screen.getByTitle('W-4')).toHaveAttribute('src', '/api/sign/session/tok-two/preview/7?request=15');
    expect(tax).toContainElement(screen.getByTitle('W-4'));
    expect(screen.getAllByRole('button', { name: 'Sign' })).toHaveLength(1);
  });

  it('names no groups when the link signs one request', async () => {
    renderAt('tok-ok');
    await screen.findByTitle('Handbook');
    expect(screen.queryByText(/document sets together/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Onboarding' })).not.toBeInTheDocument();
  });

  it('saves a new signature for next time only when asked', async () => {
    signAnswer = { status: 200, body: { status: 'PROCESSING' } };
    renderAt('tok-ok');
    await screen.findByTitle('Handbook');
    expect(screen.queryByRole('radio', { name: 'Use my saved signature' })).not.toBeInTheDocument();
    const user = await typeSignature('Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'Save this signature for next time' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByText('Signed. You can close this window.');
    expect(JSON.parse(signCalls()[0].body)).toEqual({ signature: 'Ada Lovelace', signature_kind: 'typed', consent: true, save_signature: true });
  });

  it('quick sign: offers the saved signature first and signs with it in one step', async () => {
    const user = userEvent.setup();
    renderAt('tok-saved');
    expect(await screen.findByRole('radio', { name: 'Use my saved signature' })).toBeChecked();
    expect(screen.getByLabelText('Your saved signature')).toHaveTextContent('Ada L.');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByText('Signed. You can close this window.');
    expect(signCalls().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ use_saved_signature: true, consent: true }]);
  });

  it('quick sign: signing differently shows the pad and needs a new signature', async () => {
    const user = userEvent.setup();
    renderAt('tok-saved');
    await user.click(await screen.findByRole('radio', { name: 'Sign differently' }));
    expect(screen.getByRole('button', { name: 'Type your name instead' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('A signature is required')).toBeInTheDocument();
    expect(signCalls()).toHaveLength(0);
  });

  it('shows a failure for an unknown link', async () => {
    renderAt('tok-unknown');
    expect(await screen.findByText('This signing link cannot be opened')).toBeInTheDocument();
  });
});
