/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../../routes';
import { renderTalent, resetFakeApi, startFakeApi, type FakeApi } from '../../talent-api/testing/talent-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const placement = (over: Record<string, unknown>) => ({
  placement_id: 1, title: 'RN', company: 'Capitol Clinic', company_address: '1301 East 6th Avenue, Helena, MT 59601', status: 'Active',
  start_date: '2026-12-07', end_date: '2026-12-18', pay_rate: 48, directions_url: 'https://www.google.com/maps/dir/?api=1&destination=clinic', ...over,
});

describe('my jobs', () => {
  it('shows current and upcoming placements, interviews with type and status, and applications; downloads an .ics', async () => {
    const user = userEvent.setup();
    const created: string[] = [];
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b.type), 'blob:ics'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    resetFakeApi(api, {
      'GET /api/v1/talent/placements': { body: { current: placement({ placement_id: 3, title: 'CNA', company: 'Helena Care' }), upcoming: placement({ placement_id: 4 }), past: [placement({ placement_id: 2, title: 'Welder', company: 'Butte Works' })] } },
      'GET /api/v1/talent/interviews': { body: { items: [{ interview_id: 9, title: 'Registered Nurse – ICU', company: 'Capitol Clinic', address: '1301 East 6th Avenue', type: 'video', status: 0, start_at: '2026-12-02T17:00:00.000Z', duration_minutes: 45, directions_url: null }], upcoming: null } },
      'GET /api/v1/talent/jobs/applications': { body: [{ log_id: 5, job_id: 11, job_title: 'Registered Nurse – ICU', apply_date: '2026-11-25T10:00:00.000Z', method: 'portal', status: 'applied' }] },
      'GET /api/v1/talent/placements/4/calendar.ics': { contentType: 'text/calendar', body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    });
    renderTalent('/acme/hq/my-jobs', remoteRoutes.routes);
    const upcoming = await screen.findByRole('article', { name: 'Upcoming: RN – Capitol Clinic' });
    expect(upcoming).toHaveTextContent('12/07/2026 to 12/18/2026');
    expect(upcoming).toHaveTextContent('$48.00 an hour');
    expect(within(upcoming).getByRole('link', { name: /Directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=clinic');
    expect(screen.getByRole('article', { name: 'Current: CNA – Helena Care' })).toBeInTheDocument();
    expect(screen.getByText(/Welder – Butte Works/)).toBeInTheDocument();

    const interview = await screen.findByRole('article', { name: 'Registered Nurse – ICU – Capitol Clinic' });
    expect(interview).toHaveTextContent('Scheduled');
    expect(interview).toHaveTextContent('Video');
    expect(interview).toHaveTextContent('45 minutes');

    const row = await screen.findByRole('row', { name: /Registered Nurse – ICU/ });
    expect(row).toHaveTextContent('11/25/2026');
    expect(row).toHaveTextContent('Job search');
    expect(row).toHaveTextContent('Applied');
    expect(within(row).getByRole('link', { name: 'Registered Nurse – ICU' })).toHaveAttribute('href', '/acme/hq/jobs/11');

    await user.click(within(upcoming).getByRole('button', { name: /^Add to calendar \(\.ics\)\s*: RN – Capitol Clinic$/ }));
    await waitFor(() => expect(api.calls('GET /api/v1/talent/placements/4/calendar.ics')).toHaveLength(1));
    await waitFor(() => expect(created).toEqual(['text/calendar']));
    expect(saved).toEqual(['placement-4.ics blob:ics']);
    click.mockRestore();
  });

  it('says when there is nothing yet', async () => {
    resetFakeApi(api, {
      'GET /api/v1/talent/placements': { body: { current: null, upcoming: null, past: [] } },
      'GET /api/v1/talent/interviews': { body: { items: [], upcoming: null } },
      'GET /api/v1/talent/jobs/applications': { body: [] },
    });
    renderTalent('/acme/hq/my-jobs', remoteRoutes.routes);
    expect(await screen.findByText('You have no placements yet. When you are placed on a job it shows here.')).toBeInTheDocument();
    expect(await screen.findByText('You have no interviews yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have not applied for a job yet.')).toBeInTheDocument();
  });

  it('leaves out the jobs applied for when the customer turns them off (enable_jobs_applied_for)', async () => {
    resetFakeApi(api, {
      'GET /api/v1/talent/job-display-settings': { body: { settings: { enable_job_search: true, enable_jobs_applied_for: false, job_search_default_distance: null }, distance_options: [] } },
      'GET /api/v1/talent/placements': { body: { current: null, upcoming: null, past: [] } },
      'GET /api/v1/talent/interviews': { body: { items: [], upcoming: null } },
      'GET /api/v1/talent/jobs/applications': { body: [] },
    });
    renderTalent('/acme/hq/my-jobs', remoteRoutes.routes);
    expect(await screen.findByText('You have no interviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/acme/hq/jobs');
    expect(screen.queryByRole('heading', { name: 'Jobs you applied for' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/talent/jobs/applications')).toHaveLength(0);
  });
});
