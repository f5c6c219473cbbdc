/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type ExportDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { ExportsPage } from './ExportsPage';

const requests = serveFakeAccountAdminApi('admin/exports');

const row = (export_id: string, status: ExportDto['status'], model: string): ExportDto => ({
  export_id, model, job_name: `export-${model}`, user_id: 900, user_name: 'Ann Owner', filter_summary: { statuses: ['COMPLETE'], term: '(set)' },
  status, rows: status === 'done' ? 12 : null, file_name: 'applicants-2026-11-25.csv', created_at: '2026-11-25T10:00:00.000Z',
  finished_at: null, expires_at: '2026-12-02T10:00:00.000Z', schedule_id: status === 'done' ? 4 : null,
});
const DONE = row('11111111-1111-4111-8111-111111111111', 'done', 'applicants');
const EXPIRED = row('22222222-2222-4222-8222-222222222222', 'expired', 'i9_submissions');

describe('ExportsPage', () => {
  beforeEach(() => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    fakeApi.handle = (req, res) => {
      if (req.method === 'POST' && req.url === '/api/v1/exports/query') {return sendJson(res, 200, { items: [DONE, EXPIRED], total: 2 }), true;}
      if (req.method === 'GET' && req.url === `/api/v1/exports/${DONE.export_id}`) {
        res.writeHead(410, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 410, error: 'Gone', messageKey: 'export_expired', details: {} }));
        return true;
      }
      return false;
    };
  });

  it('lists the exports with their label, who, filter, rows and status, and filters by model and status', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/exports', <ExportsPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]).getByText('Applicants')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ann Owner (schedule)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('statuses: COMPLETE; term: (set)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('12')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ready')).toBeInTheDocument();
    expect(within(rows[1]).getByText('I9 Submissions')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Removed')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Export' }), 'E-Verify Cases');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() =>
      expect(requests().filter((r) => r.url === '/api/v1/exports/query').map((r) => JSON.parse(r.body))).toContainEqual({ model: 'everify_cases', status: 'failed', skip: 0, take: 25 }),
    );
  });

  it('downloads a kept file again and says so when it has been removed', async () => {
    const user = userEvent.setup();
    renderAdminPage('admin/exports', <ExportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Download applicants-2026-11-25.csv' }));
    expect(await screen.findByText('This file has been removed: exports are kept 7 days.')).toBeInTheDocument();
    expect(requests().some((r) => r.method === 'GET' && r.url === `/api/v1/exports/${DONE.export_id}` && r.headers.authorization === 'Basic staff-token')).toBe(true);
  });
});
