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

const HELENA = { lat: 46.5927, lng: -112.0361 };
const job = (over: Record<string, unknown>) => ({
  job_id: 1, name: 'Job', desc: null, brief_desc: null, functions: null, requirements: null, start_date: null, posted_date: null,
  pay_low: null, pay_high: null, pay_rate: null, salary: null, job_type: null, job_address1: null, job_address2: null,
  job_city: 'Helena', job_state: 'MT', job_zip: 59601, job_country: 'US', category: null, specialty: null, featured: false,
  lat: null, lng: null, distance: null, directions_url: null, ...over,
});
const RN = job({ job_id: 11, name: 'Registered Nurse – ICU', featured: true, pay_low: 42, pay_high: 55, category: 'Nursing', specialty: 'ICU', lat: 46.5857, lng: -112.0184, distance: 1, brief_desc: 'Night shifts.' });
const WELDER = job({ job_id: 12, name: 'Welder', pay_low: 26, pay_high: 34, job_city: 'Butte', lat: 46.013, lng: -112.5366, distance: 47.4 });
const FILTERS = {
  categories: [{ name: 'Industrial', specialties: ['Welding'] }, { name: 'Nursing', specialties: ['ICU', 'Long-term care'] }],
  job_types: ['Contract', 'Temp'],
  distance_options: [5, 10, 15, 20, 25, 30, 40, 50, 100],
  pay_types: ['hourly', 'salary'],
};

const searchAnswer = (items: unknown[], extra: Record<string, unknown> = {}) => ({ body: { items, total: items.length, origin_found: true, origin: HELENA, ...extra } });

describe('job search', () => {
  it('lists jobs featured first with distance and pay, draws them on a map whose markers link to each job', async () => {
    resetFakeApi(api, { 'GET /api/v1/talent/jobs/filters': { body: FILTERS }, 'GET /api/v1/talent/jobs': searchAnswer([RN, WELDER]) });
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    expect(await screen.findByText('Jobs found: 2')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Registered Nurse – ICU');
    expect(cards[0]).toHaveTextContent('Featured');
    expect(cards[0]).toHaveTextContent('1 mi away');
    expect(cards[0]).toHaveTextContent('$42.00–$55.00 an hour');
    expect(cards[1]).toHaveTextContent('47.4 mi away');
    const map = screen.getByRole('group', { name: 'Map of the jobs found around your address' });
    const marker = within(map).getByRole('link', { name: 'Welder, 47.4 mi' });
    expect(marker).toHaveAttribute('href', '/acme/hq/jobs/12');
    expect(within(map).getByRole('link', { name: 'Registered Nurse – ICU, 1 mi' })).toHaveAttribute('href', '/acme/hq/jobs/11');
    // The scale bar names its miles; Butte lies south-west of Helena: left of and below the centre.
    expect(map).toHaveTextContent(/\d+ mi/);
    const circle = marker.querySelector('circle');
    expect(Number(circle?.getAttribute('cx'))).toBeLessThan(240);
    expect(Number(circle?.getAttribute('cy'))).toBeGreaterThan(160);
  });

  it('sends the criteria (category then its specialties, distance, pay type and range) and keeps them in the address', async () => {
    const user = userEvent.setup();
    resetFakeApi(api, { 'GET /api/v1/talent/jobs/filters': { body: FILTERS }, 'GET /api/v1/talent/jobs': searchAnswer([RN]) });
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    await screen.findByText('Jobs found: 1');
    expect(screen.getByLabelText('Specialty')).toBeDisabled();
    await user.type(screen.getByLabelText('Keyword'), 'nurse');
    await user.selectOptions(screen.getByLabelText('Category'), 'Nursing');
    await user.selectOptions(screen.getByLabelText('Specialty'), 'ICU');
    await user.selectOptions(screen.getByLabelText('Distance from your address'), 'Within 25 miles');
    await user.selectOptions(screen.getByLabelText('Pay type'), 'Hourly');
    await user.type(screen.getByLabelText('Pay at least'), '30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('distance=25'));
    await waitFor(() => expect(api.calls('GET /api/v1/talent/jobs').some((c) => c.url.includes('category=Nursing'))).toBe(true));
    const url = new URL(api.calls('GET /api/v1/talent/jobs').slice(-1)[0].url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ term: 'nurse', category: 'Nursing', specialty: 'ICU', distance: '25', pay_type: 'hourly', pay_min: '30', take: '25' });
    // The form still shows what was chosen.
    expect(screen.getByLabelText('Keyword')).toHaveValue('nurse');
    expect(screen.getByLabelText('Specialty')).toHaveValue('ICU');
  });

  it('bad pay input: an inline message, nothing sent, nothing lost', async () => {
    const user = userEvent.setup();
    resetFakeApi(api, { 'GET /api/v1/talent/jobs/filters': { body: FILTERS }, 'GET /api/v1/talent/jobs': searchAnswer([]) });
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    expect(await screen.findByText('No jobs match these criteria. Try a wider distance or fewer criteria.')).toBeInTheDocument();
    const sent = api.calls('GET /api/v1/talent/jobs').length;
    await user.type(screen.getByLabelText('Keyword'), 'welder');
    await user.type(screen.getByLabelText('Pay at least'), '40');
    await user.type(screen.getByLabelText('Pay at most'), '20');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Must not be less than “Pay at least”.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pay at most'));
    await user.type(screen.getByLabelText('Pay at most'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter an amount, e.g. 25 or 25.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pay at most')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Keyword')).toHaveValue('welder');
    expect(api.calls('GET /api/v1/talent/jobs')).toHaveLength(sent);
  });

  it('a criterion the server refuses shows beside its field; an address that cannot be placed says so', async () => {
    resetFakeApi(api, {
      'GET /api/v1/talent/jobs/filters': { body: FILTERS },
      'GET /api/v1/talent/jobs': (req) =>
        req.url.includes('distance=7')
          ? { status: 400, body: { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields: { distance: 'invalid_entry' } } } }
          : searchAnswer([job({ job_id: 3, name: 'Far job' })], { origin_found: false, origin: null }),
    });
    const { unmount } = renderTalent('/acme/hq/jobs?distance=7&term=rn', remoteRoutes.routes);
    expect(await screen.findByText('Invalid entry')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the criteria marked above.');
    expect(screen.getByLabelText('Keyword')).toHaveValue('rn');
    unmount();
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    expect(await screen.findByText(/We could not place your address/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Map of the jobs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Far job' })).toHaveAttribute('href', '/acme/hq/jobs/3');
  });
});

describe('the customer’s job search display settings', () => {
  const settings = (over: Record<string, unknown>) => ({
    body: {
      settings: {
        enable_job_search: true, enable_job_search_criteria_category: true, enable_job_search_criteria_skill: false, enable_job_search_criteria_specialty: true,
        enable_job_search_criteria_industry: false, enable_job_search_criteria_emp_type: true, job_list_display_start_date: true, job_list_display_end_date: true,
        job_list_display_job_city: true, job_list_display_pay_rate: true, job_list_display_salary: true, job_detail_display_start_date: true,
        job_detail_display_end_date: true, job_detail_display_job_city: true, job_detail_display_pay_rate: true, job_detail_display_salary: true,
        enable_jobs_applied_for: true, job_search_default_distance: null, ...over,
      },
      distance_options: [5, 10, 15, 20, 25, 30, 40, 50, 100],
    },
  });

  it('starts at the default distance, offers only the criteria turned on, and hides the fields turned off', async () => {
    resetFakeApi(api, {
      'GET /api/v1/talent/job-display-settings': settings({ job_search_default_distance: 50, enable_job_search_criteria_emp_type: false, enable_job_search_criteria_specialty: false, job_list_display_pay_rate: false, job_list_display_job_city: false }),
      'GET /api/v1/talent/jobs/filters': { body: FILTERS },
      'GET /api/v1/talent/jobs': searchAnswer([RN, WELDER]),
    });
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    expect(await screen.findByText('Jobs found: 2')).toBeInTheDocument();
    expect(new URL(api.calls('GET /api/v1/talent/jobs')[0].url, 'http://x').searchParams.get('distance')).toBe('50');
    expect(screen.getByLabelText('Distance from your address')).toHaveValue('50');
    expect(screen.getByLabelText('Category')).toBeInTheDocument();
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Job type')).not.toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0];
    expect(first).not.toHaveTextContent('an hour');
    expect(first).not.toHaveTextContent('Helena, MT');
    expect(first).toHaveTextContent('1 mi away');
  });

  it('"Any distance" overrides the default; a customer without job search says so', async () => {
    const user = userEvent.setup();
    resetFakeApi(api, {
      'GET /api/v1/talent/job-display-settings': settings({ job_search_default_distance: 50 }),
      'GET /api/v1/talent/jobs/filters': { body: FILTERS },
      'GET /api/v1/talent/jobs': searchAnswer([RN]),
    });
    const { unmount } = renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    await screen.findByText('Jobs found: 1');
    await user.selectOptions(screen.getByLabelText('Distance from your address'), 'Any distance');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('distance=any'));
    await waitFor(() => expect(api.calls('GET /api/v1/talent/jobs').slice(-1)[0].url).not.toContain('distance'));
    expect(screen.getByLabelText('Distance from your address')).toHaveValue('');
    unmount();
    resetFakeApi(api, { 'GET /api/v1/talent/job-display-settings': settings({ enable_job_search: false }) });
    renderTalent('/acme/hq/jobs', remoteRoutes.routes);
    expect(await screen.findByText('Job search is not offered here.')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/talent/jobs')).toHaveLength(0);
  });
});

describe('job detail', () => {
  it('shows the applicant-visible fields, applies (then shows Applied) and links directions', async () => {
    const user = userEvent.setup();
    const detail = { ...RN, applied: false, desc: 'ICU nursing at the capitol campus.', requirements: 'RN licence (MT).', job_type: 'Contract', start_date: '2026-12-14', job_address1: '1301 East 6th Avenue', directions_url: 'https://www.google.com/maps/dir/?api=1&destination=x' };
    resetFakeApi(api, {
      'GET /api/v1/talent/jobs/11': { body: detail },
      'POST /api/v1/talent/jobs/11/apply': { body: { log_id: 5, job_id: 11, job_title: RN.name, apply_date: '2026-11-25T10:00:00.000Z', method: 'portal', status: 'applied' } },
    });
    renderTalent('/acme/hq/jobs/11', remoteRoutes.routes);
    expect(await screen.findByRole('heading', { name: 'Registered Nurse – ICU' })).toBeInTheDocument();
    expect(screen.getByText('ICU nursing at the capitol campus.')).toBeInTheDocument();
    expect(screen.getByText('RN licence (MT).')).toBeInTheDocument();
    expect(screen.getByText('1301 East 6th Avenue')).toBeInTheDocument();
    expect(screen.getByText('Helena, MT 59601')).toBeInTheDocument();
    expect(screen.getByText('$42.00–$55.00 an hour')).toBeInTheDocument();
    expect(screen.getByText('12/14/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', detail.directions_url);
    await user.click(screen.getByRole('button', { name: 'Apply for this job' }));
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for this job' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/v1/talent/jobs/11/apply')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/acme/hq/my-jobs');
  });

  it('a job that is gone says so and offers the way back', async () => {
    resetFakeApi(api, { 'GET /api/v1/talent/jobs/99': { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'job_not_found', details: {} } } });
    renderTalent('/acme/hq/jobs/99', remoteRoutes.routes);
    expect(await screen.findByText('We could not find this job, or it is no longer open.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job search' })).toHaveAttribute('href', '/acme/hq/jobs');
  });
});
