/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Permission } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { allOff, posting, serveJobs, type FakeJobsServer } from '../testing/jobs-fake-api';
import { JobFormPage } from './JobFormPage';
import { JobsPage } from './JobsPage';

const requests = serveFakeAccountAdminApi('admin/jobs');

function fakeServer(permissions: Permission[] = [PERMISSIONS.APPLICANTS_READ, PERMISSIONS.APPLICANTS_WRITE]): FakeJobsServer {
  resetFakeApi(permissions);
  return serveJobs({
    clients: [{ client_id: 7, client_name: 'Benefis Health', external_id: 'C-7', active: true, date_added: '2026-11-01T00:00:00.000Z', postings: 1 }],
    postings: [
      posting({ job_id: 1, name: 'ICU Nurse', client_id: 7, client_name: 'Benefis Health', job_city: 'Helena', job_state: 'MT', pay_low: 40, pay_high: 55, featured: true }),
      posting({ job_id: 2, name: 'Welder', job_city: 'Butte', pay_rate: 30, active: false }),
    ],
    settings: allOff(),
    applications: [],
    placements: [],
    interviews: [],
  });
}

const jobRequests = (method: string, path: string) => requests().filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('JobsPage', () => {
  it('lists the jobs with client, pay and state, filters by text, and switches a job’s flags', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage('admin/jobs', <JobsPage />);
    const nurse = (await screen.findByRole('link', { name: 'ICU Nurse' })).closest('tr')!;
    expect(nurse).toHaveTextContent('Benefis Health');
    expect(nurse).toHaveTextContent('Helena, MT');
    expect(nurse).toHaveTextContent('$40.00 – $55.00');
    expect(within(nurse).getByText('Featured')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Welder' }).closest('tr')!).getByText('Inactive')).toBeInTheDocument();
    // A phone shows the rows as cards labelled by their column.
    expect(within(nurse).getByText('Benefis Health').closest('td')).toHaveAttribute('data-label', 'Client');

    await user.type(screen.getByRole('searchbox', { name: /Search title/ }), 'weld');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ICU Nurse' })).toBeNull());
    expect(JSON.parse(jobRequests('POST', '/api/v1/jobpostings/query').at(-1)!.body)).toMatchObject({ term: 'weld', skip: 0, take: 20 });

    await user.click(screen.getByRole('button', { name: 'Activate Welder' }));
    await waitFor(() => expect(server.postings[1].active).toBe(true));
    expect(JSON.parse(jobRequests('PATCH', '/api/v1/jobpostings/2/flags')[0].body)).toEqual({ active: true });
    await user.click(await screen.findByRole('button', { name: 'Make Welder public' }));
    await waitFor(() => expect(server.postings[1].public).toBe(true));
  });

  it('shows a read-only user the jobs without New job or flag buttons', async () => {
    fakeServer([PERMISSIONS.APPLICANTS_READ]);
    renderAdminPage('admin/jobs', <JobsPage />);
    await screen.findByRole('link', { name: 'ICU Nurse' });
    expect(screen.queryByRole('link', { name: 'New job' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Deactivate|Activate|public|Feature/ })).toBeNull();
  });
});

describe('JobFormPage', () => {
  const renderForm = (id: string) => renderAdminPage(`admin/jobs/${id}`, <JobFormPage />, 'admin/jobs/:jobId');

  it('checks the form before sending, then creates a job with every field typed', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderForm('new');
    await screen.findByRole('option', { name: 'Benefis Health' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Job title/ })).toBeEnabled());
    await user.type(screen.getByRole('spinbutton', { name: 'Pay from' }), '50');
    await user.type(screen.getByRole('spinbutton', { name: 'Pay up to' }), '40');
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(jobRequests('POST', '/api/v1/jobpostings')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 'Night nurse');
    await user.clear(screen.getByRole('spinbutton', { name: /^Pay up to/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Pay up to/ }), '62.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Benefis Health');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Nursing');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Nights on the ward.');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1301 East 6th Avenue');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Helena');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '59601');
    await user.click(screen.getByRole('checkbox', { name: /Public/ }));
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('The job has been created.')).toBeInTheDocument();
    expect(JSON.parse(jobRequests('POST', '/api/v1/jobpostings')[0].body)).toMatchObject({
      name: 'Night nurse', client_id: 7, pay_low: 50, pay_high: 62.5, category: 'Nursing', desc: 'Nights on the ward.', job_address1: '1301 East 6th Avenue',
      job_city: 'Helena', job_zip: 59601, brief_desc: null, location_id: null, active: true, public: true, featured: false,
    });
    expect(server.postings.at(-1)).toMatchObject({ name: 'Night nurse', public: true });
  });

  it('keeps what was typed and says why when the server refuses the save', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderForm('1');
    const title = await screen.findByRole('textbox', { name: /Job title/ });
    expect(title).toHaveValue('ICU Nurse');
    await waitFor(() => expect(title).toBeEnabled());
    server.refuse = { status: 400, messageKey: 'validation_failed', fields: { client_id: 'job_client_not_found' } };
    await user.clear(title);
    await user.type(title, 'ICU Nurse (nights)');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This client is not one of yours any more. Pick another client.');
    expect(screen.getByRole('textbox', { name: /Job title/ })).toHaveValue('ICU Nurse (nights)');
    server.refuse = undefined;
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('The job has been saved.')).toBeInTheDocument();
    expect(server.postings[0].name).toBe('ICU Nurse (nights)');
  });
});
