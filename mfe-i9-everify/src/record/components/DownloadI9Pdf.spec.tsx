/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, setStaffSession, ToastProvider } from '@attest/shared-ui';
import { setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { DownloadI9Pdf } from './DownloadI9Pdf';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url?.startsWith('/api/v1/i9/5/pdf')) {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 test');
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"messageKey":"not_found"}');
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/admin/i9/5`);
});
afterAll(() => server.close());
beforeEach(() => {
  logout();
  setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
  server.requests.length = 0;
});

const renderButton = (recordId: number, reveal: boolean, onDocument: (b: Blob) => void) =>
  render(
    <ToastProvider>
      <DownloadI9Pdf recordId={recordId} reveal={reveal} onDocument={onDocument} />
    </ToastProvider>,
  );

describe('DownloadI9Pdf', () => {
  it('fetches the PDF with the staff session, masked unless the page is revealed', async () => {
    const got: Blob[] = [];
    renderButton(5, false, (b) => got.push(b));
    await userEvent.click(screen.getByRole('button', { name: 'Download the I-9 (PDF)' }));
    await waitFor(() => expect(got).toHaveLength(1));
    expect(await got[0].text()).toBe('%PDF-1.7 test');
    expect(server.requests[0]).toMatchObject({ url: '/api/v1/i9/5/pdf', headers: { authorization: 'Basic tok-u', 'x-requested-by-party': 'user' } });
  });

  it('asks for the revealed PDF when the page shows the numbers, and says so when it fails', async () => {
    renderButton(5, true, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download the I-9 (PDF)' }));
    await waitFor(() => expect(server.requests[0]?.url).toBe('/api/v1/i9/5/pdf?reveal=true'));
    renderButton(6, false, () => undefined);
    await userEvent.click(screen.getAllByRole('button', { name: 'Download the I-9 (PDF)' })[1]);
    expect(await screen.findByText('The I-9 PDF could not be made. Please try again.')).toBeInTheDocument();
  });
});
