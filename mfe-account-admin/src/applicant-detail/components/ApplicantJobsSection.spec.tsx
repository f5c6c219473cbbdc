/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@attest/contracts';
import { renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { allOff, serveJobs } from '../../jobs/testing/jobs-fake-api';
import { ApplicantJobsSection } from './ApplicantJobsSection';

serveFakeAccountAdminApi('admin/applicants/42');

describe('the jobs and placements section of the applicant detail page', () => {
  it('lists the applicant’s job applications, placements (visible or hidden) and interviews', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ]);
    serveJobs({
      clients: [], postings: [], settings: allOff(),
      applications: [{ log_id: 1, job_id: 5, job_title: 'ICU Nurse', apply_date: '2026-11-20T15:00:00.000Z', method: 'portal', status: 'applied' }],
      placements: [
        { placement_id: 3, job_id: 5, title: 'ICU Nurse', company: 'Capitol Clinic', status: 'Active', start_date: '2026-12-01', end_date: '2027-02-28', pay_rate: 48, visible_to_applicant: true },
        { placement_id: 4, job_id: null, title: 'Night cover', company: null, status: 'Pending', start_date: null, end_date: null, pay_rate: null, visible_to_applicant: false },
      ],
      interviews: [{ interview_id: 9, job_id: 5, title: 'ICU Nurse interview', company: 'Capitol Clinic', type: 'Phone', status: 2, start_at: '2026-11-30T16:00:00.000Z', duration_minutes: 30 }],
    });
    renderAdminPage('admin/applicants/42', <ApplicantJobsSection applicantId="42" />);
    const applied = screen.getByRole('region', { name: 'Jobs applied for' });
    expect(await within(applied).findByText('ICU Nurse')).toBeInTheDocument();
    expect(within(applied).getByRole('listitem')).toHaveTextContent('ICU Nurse · 11/20/2026portal · applied');
    const placements = screen.getByRole('region', { name: 'Placements' });
    const [first, second] = await within(placements).findAllByRole('listitem');
    expect(first).toHaveTextContent('ICU Nurse · Capitol Clinic · 12/01/2026 – 02/28/2027 · $48.00');
    expect(first).toHaveTextContent('Visible to the applicant');
    expect(second).toHaveTextContent('Night cover · — – —');
    expect(second).toHaveTextContent('Hidden from the applicant');
    const interviews = screen.getByRole('region', { name: 'Interviews' });
    expect(await within(interviews).findByRole('listitem')).toHaveTextContent(/ICU Nurse interview · Capitol Clinic · .+ · 30 min/);
    expect(within(interviews).getByRole('listitem')).toHaveTextContent('Phone No-show');
  });

  it('says when there is nothing, and when the lists could not be loaded', async () => {
    resetFakeApi([PERMISSIONS.APPLICANTS_READ]);
    serveJobs({ clients: [], postings: [], settings: allOff(), applications: [], placements: [], interviews: [] });
    const first = renderAdminPage('admin/applicants/42', <ApplicantJobsSection applicantId="42" />);
    expect(await screen.findByText('No job applications.')).toBeInTheDocument();
    expect(await screen.findByText('No placements.')).toBeInTheDocument();
    expect(await screen.findByText('No interviews.')).toBeInTheDocument();
    first.unmount();
    renderAdminPage('admin/applicants/43', <ApplicantJobsSection applicantId="43" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The jobs and placements could not be loaded.');
  });
});
