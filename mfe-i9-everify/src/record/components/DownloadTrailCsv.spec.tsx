/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore, logout, setStaffSession, ToastProvider } from '@attest/shared-ui';
import { setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { DownloadTrailCsv } from './DownloadTrailCsv';
import { TrailPanel } from './TrailPanel';

const CSV =
  'seq,when,who\r\n1,2025-06-02T10:00:00.000Z,Ana Diaz\r\nverification,ok,1,,,2025-06-02T11:00:00.000Z\r\n';
let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/api/v1/i9/5/trail/export') {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="i9-5-trail-2025-06-02.csv"',
      });
      res.end(CSV);
    } else if (req.url === '/api/v1/i9/5/trail') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          record_id: 5,
          verification: { ok: true, rows: 0, broken_at: null, reason: null },
          rows: [],
        }),
      );
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

const renderPanel = (recordId: number, onDocument?: (blob: Blob, filename: string) => void) =>
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <TrailPanel recordId={recordId} />
        {onDocument ? <DownloadTrailCsv recordId={recordId} onDocument={onDocument} /> : null}
      </ToastProvider>
    </Provider>,
  );

describe('the trail CSV download on the record page', () => {
  it("fetches the export with the staff session and hands over the file under the server's name", async () => {
    const got: { blob: Blob; name: string }[] = [];
    renderPanel(5, (blob, name) => got.push({ blob, name }));
    const [onPanel, standalone] = await screen.findAllByRole('button', { name: 'Download the trail (CSV)' });
    expect(onPanel.closest('.at-card')).toHaveTextContent('Audit trail');
    await userEvent.click(standalone);
    await waitFor(() => expect(got).toHaveLength(1));
    expect(got[0].name).toBe('i9-5-trail-2025-06-02.csv');
    expect(await got[0].blob.text()).toBe(CSV);
    expect(server.requests.find((r) => r.url === '/api/v1/i9/5/trail/export')).toMatchObject({
      method: 'GET',
      headers: { authorization: 'Basic tok-u', 'x-requested-by-party': 'user', accept: 'text/csv' },
    });
  });

  it('says so on the panel when the download fails', async () => {
    renderPanel(6);
    await userEvent.click(await screen.findByRole('button', { name: 'Download the trail (CSV)' }));
    expect(
      await screen.findByText('The trail could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
