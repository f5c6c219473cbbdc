/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { AlertsPage } from './AlertsPage';

const requests = serveFakeAccountAdminApi('admin/alerts');

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const alert = (alert_id: number, status: number, date_created: string, message_key: string | null = null): AlertDto => ({
  alert_id, type: 14, status, entity_id: null, user_id: 1, applicant_id: null, message_key, message_params: { name: 'Tick', message: 'Check the I-9s' }, date_created,
});
const ACTIVE = [alert(3, 0, ago(30_000), 'schedule_reminder_alert'), alert(2, 1, ago(3 * 3_600_000))];
const ALL = [...ACTIVE, alert(1, 2, ago(3 * 24 * 3_600_000))];

function serveAlerts() {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/alerts') {return sendJson(res, 200, ACTIVE), true;}
    if (req.method === 'GET' && req.url === '/api/v1/alerts?all=true') {return sendJson(res, 200, ALL), true;}
    if (req.method === 'POST' && req.url === '/api/v1/alerts/read') {return sendJson(res, 200, { updated: 1, unread: 1 }), true;}
    if (req.method === 'DELETE' && req.url.startsWith('/api/v1/alerts/')) {return res.writeHead(204).end(), true;}
    return false;
  };
}

describe('AlertsPage', () => {
  beforeEach(() => {
    resetFakeApi([]);
    serveAlerts();
  });

  it('lists the unread alerts with their age, then all of them', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/alerts', <AlertsPage />);
    expect(await screen.findByText('30 s ago')).toBeInTheDocument();
    expect(screen.getByText('3 h ago')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    expect(screen.getByText('Reminder “Tick”: Check the I-9s')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show read alerts' }));
    expect(await screen.findByText('3 d ago')).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('marks one, the selected and all alerts read', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/alerts', <AlertsPage />);
    await screen.findByText('30 s ago');
    const rows = screen.getAllByRole('row').slice(1);
    await user.click(within(rows[1]).getByRole('button', { name: 'Mark read' }));
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mark selected read' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(requests().filter((r) => r.url === '/api/v1/alerts/read').map((r) => JSON.parse(r.body))).toEqual([{ alertIds: [2] }, { alertIds: [3, 2] }, { all: true }]),
    );
  });

  it('deletes an alert only once confirmed', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/alerts', <AlertsPage />);
    await screen.findByText('30 s ago');
    const row = screen.getAllByRole('row')[1];
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests().some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests().filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/v1/alerts/3']));
  });
});
