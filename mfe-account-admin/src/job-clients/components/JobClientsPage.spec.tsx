/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { allOff, serveJobs, type FakeJobsServer } from '../../jobs/testing/jobs-fake-api';
import { JobClientsPage } from './JobClientsPage';

const requests = serveFakeAccountAdminApi('admin/job-clients');

function fakeServer(permissions: Permission[] = [PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]): FakeJobsServer {
  resetFakeApi(permissions);
  return serveJobs({
    clients: [{ client_id: 7, client_name: 'Benefis Health', external_id: 'C-7', active: true, date_added: '2026-11-01T00:00:00.000Z', postings: 3 }],
    postings: [],
    settings: allOff(),
    applications: [],
    placements: [],
    interviews: [],
  });
}

describe('JobClientsPage', () => {
  it('lists clients, adds one (checked before sending), edits and deactivates one', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage('admin/job-clients', <JobClientsPage />);
    const row = (await screen.findByText('Benefis Health')).closest('tr')!;
    expect(row).toHaveTextContent('C-7');
    expect(row).toHaveTextContent('11/01/2026');
    expect(within(row).getByText('3').closest('td')).toHaveAttribute('data-label', 'Jobs');

    const add = screen.getByRole('form', { name: 'Add a client' });
    await user.click(within(add).getByRole('button', { name: 'Add client' }));
    expect(await within(add).findByText('Required Field')).toBeInTheDocument();
    expect(requests().filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(within(add).getByRole('textbox', { name: /Client name/ }), 'St. Peter’s');
    await user.click(within(add).getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('The client has been added.')).toBeInTheDocument();
    expect(server.clients.map((c) => c.client_name)).toEqual(['Benefis Health', 'St. Peter’s']);
    expect(await screen.findByText('St. Peter’s')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Benefis Health' }));
    const edit = screen.getByRole('form', { name: 'Edit client Benefis Health' });
    await user.clear(within(edit).getByRole('textbox', { name: 'External ID' }));
    await user.type(within(edit).getByRole('textbox', { name: 'External ID' }), 'C-77');
    await user.click(within(edit).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(server.clients[0].external_id).toBe('C-77'));

    await user.click(await screen.findByRole('button', { name: 'Deactivate Benefis Health' }));
    await waitFor(() => expect(server.clients[0].active).toBe(false));
    expect(await screen.findByRole('button', { name: 'Activate Benefis Health' })).toBeInTheDocument();
  });

  it('shows a read-only user the clients without any form or action', async () => {
    fakeServer([PERMISSIONS.APPLICANTS_READ]);
    renderAdminPage('admin/job-clients', <JobClientsPage />);
    await screen.findByText('Benefis Health');
    expect(screen.queryByRole('form', { name: 'Add a client' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Deactivate/ })).toBeNull();
  });
});
