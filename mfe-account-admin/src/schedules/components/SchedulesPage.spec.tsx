/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type ScheduleDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import {
  fakeApi,
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
} from '../../testing/account-admin-test-kit';
import { SchedulesPage } from './SchedulesPage';

const requests = serveFakeAccountAdminApi('admin/schedules');

const WEEKLY: ScheduleDto = {
  id: 4,
  name: 'Monday applicants',
  kind: 'export',
  model: 'applicants',
  filter: { statuses: ['COMPLETE'] },
  message: null,
  cron: '0 7 * * 1',
  time_zone: 'America/New_York',
  active: true,
  created_by: 1,
  last_run_at: null,
  last_run_status: null,
  last_run_export_id: null,
  next_run: '2026-11-30T12:00:00.000Z',
};

function serve(permissions: Parameters<typeof resetFakeApi>[0]) {
  resetFakeApi(permissions);
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/schedules') {return (sendJson(res, 200, [WEEKLY]), true);}
    if (req.method === 'POST' && req.url === '/api/v1/schedules') {
      const body = JSON.parse(req.body) as { cron: string };
      return (
        body.cron === 'bad'
          ? sendJson(res, 400, {
              statusCode: 400,
              error: 'Bad Request',
              messageKey: 'validation_failed',
              details: { fields: { cron: 'invalid_cron' } },
            })
          : sendJson(res, 201, { ...WEEKLY, id: 5 }),
        true
      );
    }
    if (req.method === 'PUT' && req.url === '/api/v1/schedules/4') {return (sendJson(res, 200, WEEKLY), true);}
    if (req.method === 'POST' && req.url === '/api/v1/schedules/4/run')
      {return (sendJson(res, 202, { job_id: 'run-now-4-x' }), true);}
    if (req.method === 'DELETE' && req.url === '/api/v1/schedules/4') {return (res.writeHead(204).end(), true);}
    return false;
  };
}

describe('SchedulesPage', () => {
  it('lists schedules with the next run in their time zone, and only reads without account.manage', async () => {
    serve([PERMISSIONS.REPORTS_READ]);
    renderAdminPage('admin/schedules', <SchedulesPage />);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('Export: Applicants')).toBeInTheDocument();
    expect(within(row).getByText('11/30/2026, 07:00 EST')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New schedule' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Run Monday applicants now' })).not.toBeInTheDocument();
  });

  it('creates a weekly export with the cron helper and shows a refused cron', async () => {
    serve([PERMISSIONS.REPORTS_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    const user = userEvent.setup();
    renderAdminPage('admin/schedules', <SchedulesPage />);
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.type(within(form).getByLabelText(/Name/), 'Friday I-9s');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Export' }), 'I9 Submissions');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Day' }), 'Friday');
    await user.clear(within(form).getByLabelText('Time'));
    await user.type(within(form).getByLabelText('Time'), '18:30');
    await user.clear(within(form).getByLabelText('Time zone'));
    await user.type(within(form).getByLabelText('Time zone'), 'America/Chicago');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        requests()
          .filter((r) => r.method === 'POST' && r.url === '/api/v1/schedules')
          .map((r) => JSON.parse(r.body)),
      ).toEqual([
        {
          name: 'Friday I-9s',
          kind: 'export',
          model: 'i9_submissions',
          filter: {},
          cron: '30 18 * * 5',
          time_zone: 'America/Chicago',
          active: true,
        },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const again = screen.getByRole('form', { name: 'New schedule' });
    await user.type(within(again).getByLabelText(/Name/), 'Odd');
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Repeats' }), 'Cron expression');
    await user.clear(within(again).getByRole('textbox', { name: 'Cron expression' }));
    await user.type(within(again).getByRole('textbox', { name: 'Cron expression' }), 'bad');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('Some fields are not valid.')).toBeInTheDocument();
  });

  it('edits, runs now and deletes (after confirming)', async () => {
    serve([PERMISSIONS.REPORTS_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    const user = userEvent.setup();
    renderAdminPage('admin/schedules', <SchedulesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Monday applicants' }));
    const form = screen.getByRole('form', { name: 'Edit schedule' });
    expect(within(form).getByRole('combobox', { name: 'Repeats' })).toHaveValue('weekly');
    expect(within(form).getByLabelText('Time')).toHaveValue('07:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests().find((r) => r.method === 'PUT')?.body).toBe(
        JSON.stringify({
          name: 'Monday applicants',
          kind: 'export',
          cron: '0 7 * * 1',
          time_zone: 'America/New_York',
          active: true,
          model: 'applicants',
          filter: { statuses: ['COMPLETE'] },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Run Monday applicants now' }));
    expect(
      await screen.findByText('Running now. The export appears in the exports list.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Monday applicants' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests().some((r) => r.method === 'DELETE' && r.url === '/api/v1/schedules/4')).toBe(true),
    );
  });
});
