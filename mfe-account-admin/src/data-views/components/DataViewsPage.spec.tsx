/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type CustomDataViewDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { DataViewsPage } from './DataViewsPage';

const requests = serveFakeAccountAdminApi('admin/data-views');

const MINE: CustomDataViewDto = { id: 1, name: 'Complete at HQ', columns: ['full_name', 'email', 'current_application_status'], filter: { statuses: ['COMPLETE'], locations: [10] }, shared: false, owner_user_id: 1, owner_name: 'Admin', mine: true, updated_at: '2026-03-01T00:00:00.000Z' };
const THEIRS: CustomDataViewDto = { ...MINE, id: 2, name: 'West phones', columns: ['last_name', 'primary_phone', 'location_id'], filter: { locations: [11] }, shared: true, owner_user_id: 9, owner_name: 'Raj Peer', mine: false };
const ROWS = [
  { applicant_id: 5, full_name: 'Ada Tester', last_name: 'Tester', email: 'ada@example.test', primary_phone: '406-555-0100', location_id: 11, current_application_status: 'COMPLETE' },
];

function serve(views: CustomDataViewDto[], applicants: { status: number; body: unknown } = { status: 200, body: { items: ROWS, total: 1 } }) {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/customdataviews') {
      sendJson(res, 200, views);
      return true;
    }
    if (req.method === 'POST' && req.url === '/api/v1/customdataviews') {
      const saved = { ...MINE, ...JSON.parse(req.body ?? '{}'), id: 3 } as CustomDataViewDto;
      views.push(saved);
      sendJson(res, 201, saved);
      return true;
    }
    if (req.method === 'POST' && req.url === '/api/v1/applicants/query') {
      sendJson(res, applicants.status, applicants.body);
      return true;
    }
    return false;
  };
}

describe('DataViewsPage', () => {
  it("shows the chosen view's columns over the applicants its filter finds, and a colleague's shared view", async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]);
    serve([MINE, THEIRS]);
    const user = userEvent.setup();
    renderAdminPage('admin/data-views', <DataViewsPage />);
    const table = await screen.findByRole('table', { name: 'Complete at HQ' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Application status']);
    expect(within(table).getByText('Ada Tester')).toBeInTheDocument();
    const query = requests().find((r) => r.url === '/api/v1/applicants/query');
    expect(JSON.parse(query?.body ?? '{}')).toEqual({ statuses: ['COMPLETE'], locations: [10], skip: 0, take: 25 });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('View'), 'West phones (shared by Raj Peer)');
    const theirs = await screen.findByRole('table', { name: 'West phones' });
    expect(within(theirs).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Last name', 'Phone', 'Location']);
    expect(within(theirs).getByText('West')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('creates a view with chosen columns, filter and sharing', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]);
    serve([]);
    const user = userEvent.setup();
    renderAdminPage('admin/data-views', <DataViewsPage />);
    expect(await screen.findByText('No data views yet. A view saves the columns and filter of the applicant list.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New view' }));
    const form = screen.getByRole('form', { name: 'New view' });
    await user.type(within(form).getByLabelText(/View name/), 'Recent');
    await user.click(within(form).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(form).getByRole('checkbox', { name: 'City' }));
    await user.selectOptions(within(form).getByLabelText('Applicants at status'), 'BASICINFO');
    await user.click(within(form).getByRole('checkbox', { name: 'Share with everyone at my company' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests().some((r) => r.method === 'POST' && r.url === '/api/v1/customdataviews')).toBe(true));
    const sent = JSON.parse(requests().find((r) => r.method === 'POST' && r.url === '/api/v1/customdataviews')?.body ?? '{}');
    expect(sent).toEqual({ name: 'Recent', columns: ['full_name', 'city', 'current_application_status', 'date_registered'], filter: { statuses: ['BASICINFO'] }, shared: true });
  });

  it('offers no changes without applicants.write, and shows an error when the applicants cannot be loaded', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ]);
    serve([MINE], { status: 500, body: { statusCode: 500, error: 'x', messageKey: 'unexpected_error', details: {} } });
    renderAdminPage('admin/data-views', <DataViewsPage />);
    expect(await screen.findByText('The applicants could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New view' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
