/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type IntegrationHealthDto, type SyncRunDto, type SyncRunMessage } from '@attest/contracts';
import type { RealtimeMessage } from '@attest/shared-ui';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { IntegrationsPage } from './IntegrationsPage';

const requests = serveFakeAccountAdminApi('admin/integrations');

const ATS: IntegrationHealthDto = {
  name: 'ATS', type: 'ATS', adapter: 'simulator', configured: true, last_success: '2026-11-25T10:00:00.000Z',
  last_error: 'AtsHttpError: GET /categories answered 503', last_error_at: '2026-11-25T09:00:00.000Z', queue_depth: 0, dead_letters: 1,
};
const WOTC: IntegrationHealthDto = { name: 'WOTC', type: 'WOTC', adapter: 'simulator', configured: true, last_success: null, last_error: null, last_error_at: null, queue_depth: 0, dead_letters: 0 };
const QUEUED: SyncRunDto = {
  run_id: 41, kind: 'categories', adapter: 'simulator', status: 'queued', progress: 0, attempts: 0, event_name: 'ats-sync-abcdefghijklmnop',
  result: null, error: null, created_at: '2026-11-25T11:00:00.000Z', finished_at: null, deduplicated: false,
};
const parts = [
  { part: 'categories', index: 1, inserted: 4, updated: 0, deleted: 0, failed: 0 },
  { part: 'skills_specialties', index: 2, inserted: 14, updated: 0, deleted: 0, failed: 0 },
  { part: 'industries', index: 3, inserted: 4, updated: 0, deleted: 0, failed: 0 },
] as const;
const DONE: SyncRunDto = {
  ...QUEUED, status: 'succeeded', progress: 100, attempts: 1, finished_at: '2026-11-25T11:00:05.000Z',
  result: { inserted: 22, updated: 0, deleted: 0, failed: 0, messageKey: 'ats_category_sync_changed', parts: [...parts], failures: [], retries: 1, waited_ms: 1000 },
};

function fakeRealtime() {
  const listeners = new Map<string, (m: RealtimeMessage) => void>();
  return {
    listeners,
    subscribe: jest.fn((event: string, _url: string, on: (m: RealtimeMessage) => void) => {
      listeners.set(event, on);
      return Object.assign(() => void listeners.delete(event), { ready: Promise.resolve() });
    }),
  };
}
const send = (realtime: ReturnType<typeof fakeRealtime>, m: SyncRunMessage) => act(() => realtime.listeners.get(QUEUED.event_name!)!(m as unknown as RealtimeMessage));

describe('IntegrationsPage', () => {
  let run: SyncRunDto;
  let start: [number, unknown];
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    run = QUEUED;
    start = [202, QUEUED];
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url === '/api/v1/integrationManagement') {return sendJson(res, 200, [ATS, WOTC]), true;}
      if (req.method === 'GET' && req.url === '/api/v1/integrations/ats/runs') {return sendJson(res, 200, run.status === 'succeeded' ? [run] : []), true;}
      if (req.method === 'GET' && req.url === '/api/v1/integrations/ats/runs/41') {return sendJson(res, 200, run), true;}
      if (req.method === 'POST' && req.url === '/api/v1/integrations/ats/simulator/categories/sync') {return sendJson(res, start[0], start[1]), true;}
      return false;
    };
  });

  it('shows each integration with its health', async () => {
    renderAdminPage('admin/integrations', <IntegrationsPage realtime={fakeRealtime()} />);
    const rows = (await screen.findAllByRole('row')).slice(1, 3);
    expect(within(rows[0]).getByText('ATS')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/GET \/categories answered 503/)).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('1').length).toBeGreaterThan(0);
    expect(within(rows[1]).getByText('WOTC')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Never')).toBeInTheDocument();
    expect(await screen.findByText('No synchronization has run yet.')).toBeInTheDocument();
  });

  it('runs the category sync and shows the retry, the 3 result messages and the outcome', async () => {
    const user = userEvent.setup();
    const realtime = fakeRealtime();
    renderAdminPage('admin/integrations', <IntegrationsPage realtime={realtime} />);
    const button = await screen.findByRole('button', { name: 'Sync categories' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalledWith(QUEUED.event_name, `/api/v1/realtime/subscriptions/${QUEUED.event_name}`, expect.any(Function)));
    const body = JSON.parse(requests().find((r) => r.url === '/api/v1/integrations/ats/simulator/categories/sync')!.body) as { request_id: string };
    expect(body.request_id).toMatch(/^ui-[a-z0-9-]{8,}$/);

    send(realtime, { type: 'retry', run_id: 41, status: 429, wait_ms: 1000 });
    expect(await screen.findByText('The ATS answered 429; retrying in 1 s.')).toBeInTheDocument();
    for (const p of parts) {
      send(realtime, { type: 'result', run_id: 41, ...p });
    }
    const results = within(screen.getByRole('list', { name: 'Results' }));
    expect(results.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Categories: inserted 4, updated 0, deleted 0, failed 0',
      'Skills and specialties: inserted 14, updated 0, deleted 0, failed 0',
      'Industries: inserted 4, updated 0, deleted 0, failed 0',
    ]);
    run = DONE;
    send(realtime, { type: 'done', run_id: 41, status: 'succeeded', result: DONE.result, messageKey: 'ats_category_sync_changed' });
    expect(await screen.findByTestId('sync-outcome')).toHaveTextContent('Categories, Skills, Specialties and Industries synchronization completed. Added: 22 Updated: 0 Deleted: 0');
    expect(screen.getByTestId('sync-retried')).toHaveTextContent('1 time(s); the sync waited 1 s in all');
  });

  it('says why a sync could not start', async () => {
    const user = userEvent.setup();
    start = [409, { statusCode: 409, error: 'Conflict', messageKey: 'ats_not_configured', details: {} }];
    renderAdminPage('admin/integrations', <IntegrationsPage realtime={fakeRealtime()} />);
    const button = await screen.findByRole('button', { name: 'Sync categories' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The ATS adapter is not configured');
  });
});
