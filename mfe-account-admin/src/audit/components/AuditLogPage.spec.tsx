/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import {
  fakeApi,
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
} from '../../testing/account-admin-test-kit';
import { AuditLogPage } from './AuditLogPage';

const requests = serveFakeAccountAdminApi('admin/audit');

const ENTRY = {
  id: 1,
  created_at: '2025-03-05T14:30:00.000Z',
  actor_party: 'user',
  actor_id: 1,
  actor_name: 'Admin',
  acting_user_id: null,
  entity: 'user',
  entity_id: '7',
  action: 'update',
  changes: { first_name: { from: 'Ann', to: 'Anna' }, job_title: { from: null, to: 'Lead' } },
  ip: null,
};

describe('AuditLogPage', () => {
  it('shows changes readably and filters by entity, action and dates', async () => {
    resetFakeApi([PERMISSIONS.AUDIT_READ]);
    fakeApi.handle = (req, res) => {
      if (req.method === 'GET' && req.url.startsWith('/api/v1/audit?')) {
        sendJson(res, 200, { items: [ENTRY], total: 120 });
        return true;
      }
      return false;
    };
    const user = userEvent.setup();
    renderAdminPage('admin/audit', <AuditLogPage />);
    expect(await screen.findByText('Ann → Anna')).toBeInTheDocument();
    expect(screen.getByText('(empty) → Lead')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Entity' }), 'user');
    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'update');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(requests().map((r) => r.url)).toContain(
        '/api/v1/audit?entity=user&action=update&from=2025-03-01&page=1&take=50',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(requests().map((r) => r.url)).toContain(
        '/api/v1/audit?entity=user&action=update&from=2025-03-01&page=2&take=50',
      ),
    );
  });

  it('without audit.read shows no log', async () => {
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    renderAdminPage('admin/audit', <AuditLogPage />);
    expect(await screen.findByText("You don't have access")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(requests().some((r) => r.url.startsWith('/api/v1/audit'))).toBe(false);
  });
});
