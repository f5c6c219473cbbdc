/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type DeadLetterDto, type SyncRunDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { DeadLettersPage } from './DeadLettersPage';

const requests = serveFakeAccountAdminApi('admin/integrations/failed-syncs');

const LETTER: DeadLetterDto = { id: 5, run_id: 40, kind: 'joborders_all', error: 'AtsHttpError: GET /joborders answered 503', failed_at: '2026-11-25T10:00:00.000Z', retried_at: null, retry_run_id: null };
const RETRY: SyncRunDto = {
  run_id: 42, kind: 'joborders_all', adapter: 'simulator', status: 'succeeded', progress: 100, attempts: 1, event_name: null, error: null,
  result: { inserted: 8, updated: 0, deleted: 0, failed: 0, messageKey: 'ats_joborder_sync_changed', failures: [], retries: 0, waited_ms: 0 },
  created_at: '2026-11-25T11:00:00.000Z', finished_at: '2026-11-25T11:00:02.000Z', deduplicated: false,
};

describe('DeadLettersPage', () => {
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.INTEGRATIONS_MANAGE]);
    let retried = false;
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url === '/api/v1/integrations/ats/deadletters') {
        return sendJson(res, 200, [retried ? { ...LETTER, retried_at: '2026-11-25T11:00:00.000Z', retry_run_id: 42 } : LETTER]), true;
      }
      if (req.method === 'POST' && req.url === '/api/v1/integrations/ats/deadletters/5/retry') {return (retried = true), sendJson(res, 202, RETRY), true;}
      return false;
    };
  });

  it('lists the failed syncs and retries one, showing its outcome; a retried one cannot be retried again', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/integrations/failed-syncs', <DeadLettersPage realtime={{ subscribe: jest.fn(() => Object.assign(() => undefined, { ready: Promise.resolve() })) }} />);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('All job orders')).toBeInTheDocument();
    expect(within(row).getByText(LETTER.error)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry All job orders' }));
    expect(await screen.findByTestId('sync-outcome')).toHaveTextContent('Job order synchronization completed. Added: 8 Updated: 0 Deleted: 0');
    expect(requests().filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/v1/integrations/ats/deadletters/5/retry']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry All job orders' })).toBeDisabled());
  });
});
