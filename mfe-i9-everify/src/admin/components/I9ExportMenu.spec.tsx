/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type StaffAccessDto } from '@attest/contracts';
import {
  logout,
  setStaffSession,
  ToastProvider,
  type RealtimeClient,
  type RealtimeMessage,
} from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
} from '@attest/shared-ui/testing/local-server';
import { renderI9Page } from '../../testing/i9-test-kit';
import type { CsvFile } from '../api/export-api';
import { I9ExportMenu } from './I9ExportMenu';
import { I9ListPage } from './I9ListPage';

const CSV = 'record_id,applicant_id,employee_name\r\n11,42,Ana Diaz\r\n';
let exportAnswer: { status: number; body: unknown } | null = null;
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const route = `${req.method} ${req.url.split('?')[0]}`;
    if (route === 'POST /api/v1/submissions/export' && !exportAnswer) {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="i9-submissions-2026-01-05.csv"',
      });
      res.end(CSV);
    } else if (route === 'POST /api/v1/submissions/export' && exportAnswer) {
      sendJson(res, exportAnswer.status, exportAnswer.body);
    } else if (route === 'POST /api/v1/submissions/exportasync') {
      sendJson(res, 202, {
        job_id: 'job-1',
        event_name: 'export-abc',
        subscription_url: '/api/v1/realtime/subscriptions/export-abc',
      });
    } else if (route === 'GET /api/v1/users/me') {
      const me: StaffAccessDto = {
        user_id: 1,
        customer_id: 3,
        full_name: 'Casey',
        email: 'c@example.com',
        permissions: [PERMISSIONS.I9_READ],
        location_ids: null,
        mfa_enabled: false,
      };
      sendJson(res, 200, me);
    } else if (route === 'POST /api/v1/submissions/counts') {
      sendJson(res, 200, { total: 0 });
    } else if (route === 'POST /api/v1/submissions/query') {
      sendJson(res, 200, { items: [], total: 0 });
    } else if (route === 'GET /api/v1/configurations') {
      sendJson(res, 200, []);
    } else {
      sendJson(res, 404, { statusCode: 404, messageKey: 'not_found' });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/admin/i9`);
});
afterAll(() => server.close());
beforeEach(() => {
  logout();
  setStaffSession({ access_token: 'tok-u', user_id: 1, customer_id: 3, customer_code: 'acme' });
  server.requests.length = 0;
  exportAnswer = null;
});

/** The hub, held by the test: it says when the job moves on. */
function fakeHub() {
  let listener: ((m: RealtimeMessage) => void) | null = null;
  const subscriptions: string[] = [];
  const client: Pick<RealtimeClient, 'subscribe'> = {
    subscribe: (eventName, url, onMessage) => {
      subscriptions.push(`${eventName} ${url}`);
      listener = onMessage;
      return Object.assign(() => undefined, { ready: Promise.resolve() });
    },
  };
  const emit = (m: RealtimeMessage) => act(() => listener?.(m));
  return { client, emit, subscriptions, subscribed: () => listener !== null };
}

const bodies = (route: string) =>
  server.requests.filter((r) => `${r.method} ${r.url}` === route).map((r) => JSON.parse(r.body) as unknown);

function renderMenu(props: Partial<Parameters<typeof I9ExportMenu>[0]> = {}) {
  return render(
    <ToastProvider>
      <I9ExportMenu filter={{ search: 'ana', state: 'complete' }} {...props} />
    </ToastProvider>,
  );
}

describe('the I-9 list export menu', () => {
  it('opens its choices and saves the CSV now, asked with the list filters and the staff session', async () => {
    const user = userEvent.setup();
    const files: CsvFile[] = [];
    renderMenu({ onCsv: (f) => files.push(f) });
    const toggle = screen.getByRole('button', { name: 'Export' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const choices = screen.getByRole('group', { name: 'Export the I-9 list' });
    await user.click(within(choices).getByRole('button', { name: 'CSV now' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].filename).toBe('i9-submissions-2026-01-05.csv');
    expect(await files[0].blob.text()).toBe(CSV);
    expect(bodies('POST /api/v1/submissions/export')).toEqual([{ search: 'ana', state: 'complete' }]);
    expect(server.requests[0].headers).toMatchObject({
      authorization: 'Basic tok-u',
      'x-requested-by-party': 'user',
      'x-request-customer-id': '3',
    });
  });

  it('shows why the CSV could not be made', async () => {
    const user = userEvent.setup();
    exportAnswer = { status: 403, body: { statusCode: 403, messageKey: 'permission_denied' } };
    renderMenu({ onCsv: () => undefined });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'CSV now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });

  it('runs the export in the background with a progress bar, then links the file', async () => {
    const user = userEvent.setup();
    const hub = fakeHub();
    renderMenu({ realtime: hub.client });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'CSV in the background' }));
    await waitFor(() => expect(hub.subscribed()).toBe(true));
    expect(hub.subscriptions).toEqual(['export-abc /api/v1/realtime/subscriptions/export-abc']);
    expect(bodies('POST /api/v1/submissions/exportasync')).toEqual([{ search: 'ana', state: 'complete' }]);
    hub.emit({ progress: 40 });
    expect(screen.getByRole('progressbar', { name: 'Exporting the I-9 list…' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    hub.emit({
      progress: 100,
      url: '/api/v1/files/exports/3/i9.csv?signature=x',
      filename: 'i9-submissions-2026-01-05.csv',
    } as RealtimeMessage);
    const link = await screen.findByRole('link', { name: 'Download i9-submissions-2026-01-05.csv' });
    expect(link).toHaveAttribute('href', '/api/v1/files/exports/3/i9.csv?signature=x');
    expect(link).toHaveAttribute('download', 'i9-submissions-2026-01-05.csv');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says when the background export failed', async () => {
    const user = userEvent.setup();
    const hub = fakeHub();
    renderMenu({ realtime: hub.client });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'CSV in the background' }));
    await waitFor(() => expect(hub.subscribed()).toBe(true));
    hub.emit({ error: 'export_failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sits on the I-9 list page and exports what the list shows', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    const createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // jsdom cannot navigate: the download anchor's click is noted instead.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderI9Page('admin/i9', [{ path: 'admin/i9', element: <I9ListPage /> }]);
    await user.type(await screen.findByRole('textbox', { name: 'Search by name' }), 'diaz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'CSV now' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(bodies('POST /api/v1/submissions/export')).toEqual([{ search: 'diaz' }]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
