/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { allOff, serveJobs, type FakeJobsServer } from '../../jobs/testing/jobs-fake-api';
import { JobDisplaySettingsPage } from './JobDisplaySettingsPage';

const requests = serveFakeAccountAdminApi('admin/job-display-settings');

function fakeServer(permissions: Permission[] = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE]): FakeJobsServer {
  resetFakeApi(permissions);
  return serveJobs({ clients: [], postings: [], settings: { ...allOff(), job_list_display_pay_rate: true }, applications: [], placements: [], interviews: [] });
}

describe('JobDisplaySettingsPage', () => {
  it('shows the settings and saves the changed ones with the starting distance', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage('admin/job-display-settings', <JobDisplaySettingsPage />);
    const list = await screen.findByRole('group', { name: 'The job list shows' });
    expect(within(list).getByRole('checkbox', { name: 'Pay rate' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Applicants can search jobs' })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Applicants can search jobs' }));
    await user.click(within(screen.getByRole('group', { name: 'Filters the search offers' })).getByRole('checkbox', { name: 'Specialty' }));
    await user.click(within(screen.getByRole('group', { name: 'The job details show' })).getByRole('checkbox', { name: 'Salary' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance the search starts with' }), '25 miles');
    await user.click(screen.getByRole('button', { name: 'Save job search settings' }));
    expect(await screen.findByText('The job search settings have been saved.')).toBeInTheDocument();
    const put = requests().find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body)).toMatchObject({ enable_job_search: true, enable_job_search_criteria_specialty: true, job_detail_display_salary: true, job_list_display_pay_rate: true, job_search_default_distance: 25 });
    expect(server.settings).toMatchObject({ enable_job_search: true, job_search_default_distance: 25 });
  });

  it('shows a user without account.manage the settings read-only', async () => {
    fakeServer([PERMISSIONS.ACCOUNT_READ]);
    renderAdminPage('admin/job-display-settings', <JobDisplaySettingsPage />);
    expect(await screen.findByRole('checkbox', { name: 'Applicants can search jobs' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save job search settings' })).toBeNull();
  });
});
