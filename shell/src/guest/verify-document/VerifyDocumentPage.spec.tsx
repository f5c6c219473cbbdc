/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { File as NodeBufferFile } from 'node:buffer';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifyResult } from '@attest/contracts';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { VerifyDocumentPage } from './VerifyDocumentPage';

// jsdom's FormData/File are not readable by Node's fetch (the one the jsdom-fetch environment installs), so the
// multipart body is built with Node's own classes here, as a browser would with its own.
const NodeFile = NodeBufferFile as unknown as typeof File;
const answers: Record<string, VerifyResult> = {
  'ours.pdf': { produced_by_us: true, unchanged: true, sig_request_id: 12, signed_at: '2026-11-20T10:00:00Z', signer_name: 'Ada Lovelace' },
  'edited.pdf': { produced_by_us: true, unchanged: false, sig_request_id: 12, signed_at: null, signer_name: null },
  'other.pdf': { produced_by_us: false, unchanged: false, sig_request_id: null, signed_at: null, signer_name: null },
};
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const name = /filename="([^"]+)"/.exec(req.body)?.[1] ?? '';
    if (req.method === 'POST' && req.url === '/api/v1/verify' && answers[name]) {
      sendJson(res, 200, answers[name]);
    } else {
      sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: {} });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/verify-document`);
  const nodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor;
  Object.defineProperty(window, 'FormData', { value: nodeFormData, configurable: true, writable: true });
});
afterAll(() => server.close());

async function check(fileName: string) {
  const user = userEvent.setup();
  render(<VerifyDocumentPage />);
  await user.upload(screen.getByLabelText('PDF file'), new NodeFile(['%PDF-1.7'], fileName, { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerifyDocumentPage', () => {
  it('says an unchanged document is ours, with its signer', async () => {
    await check('ours.pdf');
    expect(await screen.findByRole('status')).toHaveTextContent('This document was produced by Attest and is unchanged.');
    expect(screen.getByText(/Signed by Ada Lovelace/)).toBeInTheDocument();
    const [sent] = server.requests.filter((r) => r.url === '/api/v1/verify');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="file"; filename="ours.pdf"');
  });

  it('says a changed document was ours but has been changed', async () => {
    await check('edited.pdf');
    expect(await screen.findByRole('status')).toHaveTextContent('This document was produced by Attest but has been changed.');
  });

  it('says a foreign document is not ours', async () => {
    await check('other.pdf');
    expect(await screen.findByRole('status')).toHaveTextContent('This is not a document produced by Attest.');
  });

  it('shows a failure when the check fails', async () => {
    await check('broken.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be checked. Please try again.');
  });
});
