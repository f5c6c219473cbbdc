/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { SubmissionCounts, SubmissionRow } from '../api/submissions-api';
import { I9ListPage } from './I9ListPage';

const api = serveFakeI9Api('admin/i9');
const QUERY = 'POST /api/v1/submissions/query';
const COUNTS = 'POST /api/v1/submissions/counts';

const counts: SubmissionCounts = {
  total: 9,
  section1_pending: 2,
  section2_due_today: 1,
  section2_overdue: 3,
  section2_pending: 4,
  section2_pending_review: 0,
  corrections: 1,
  reverify_overdue: 0,
  reverify_due_30: 1,
  reverify_due_60: 0,
  reverify_due_90: 2,
  complete: 3,
  legal_hold: 0,
};

const row = (over: Partial<SubmissionRow>): SubmissionRow => ({
  id: 1,
  applicant_id: 42,
  first_name: 'Ana',
  last_name: 'Diaz',
  location_id: 10,
  edition: '01/20/25',
  status: 'section1_signed',
  first_day_of_employment: '2025-06-02',
  termination_date: null,
  section1_signed_at: '2025-05-30T10:00:00.000Z',
  section2_signed_at: null,
  section2_due: '2025-06-05',
  section2_countdown: null,
  work_auth_until: null,
  reverify_bucket: null,
  pending_correction: false,
  retention_until: null,
  legal_hold: false,
  ...over,
});

const ROWS = [
  row({
    id: 11,
    section2_countdown: {
      due: '2025-06-05',
      status: 'upcoming',
      businessDaysLeft: 3,
      calendarDaysLeft: 3,
      overdueBusinessDays: 0,
    },
  }),
  row({
    id: 12,
    first_name: 'Bo',
    last_name: 'Stone',
    section2_countdown: {
      due: '2025-05-28',
      status: 'overdue',
      businessDaysLeft: -4,
      calendarDaysLeft: -5,
      overdueBusinessDays: 4,
    },
  }),
  row({
    id: 13,
    first_name: 'Cy',
    last_name: 'Wu',
    status: 'complete',
    section2_signed_at: '2025-05-01T10:00:00.000Z',
    reverify_bucket: 'due_30',
    pending_correction: true,
  }),
  row({
    id: 14,
    first_name: 'Di',
    last_name: 'Ng',
    status: 'section1_pending',
    section1_signed_at: null,
    first_day_of_employment: null,
    section2_due: null,
  }),
];

function serve() {
  signInAsStaff(api, [PERMISSIONS.I9_READ]);
  api.handlers[COUNTS] = { body: counts };
  api.handlers[QUERY] = (req) => {
    const body = JSON.parse(req.body) as { state?: string; search?: string };
    const items = ROWS.filter((r) => (body.state === 'section2_overdue' ? r.id === 12 : true)).filter(
      (r) => !body.search || r.first_name?.toLowerCase().includes(body.search.toLowerCase()),
    );
    return { body: { items, total: items.length } };
  };
}

const open = () =>
  renderI9Page('admin/i9', [
    { path: 'admin/i9', element: <I9ListPage /> },
    { path: 'admin/i9/:recordId', element: <p>record page</p> },
  ]);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the staff I-9 list', () => {
  it('shows the counts as labelled cards and each row with labelled status and deadline badges', async () => {
    serve();
    open();
    expect(await screen.findByRole('button', { name: 'Section 1 pending: 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Section 2 due today: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Section 2 overdue: 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverification due in 30 days: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverification due in 61–90 days: 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Corrections waiting: 1' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ana Diaz' });
    expect(within(rowOf('Ana Diaz')).getByText('Section 2 due in 3 business days')).toBeInTheDocument();
    expect(within(rowOf('Ana Diaz')).getByText('Section 1 signed')).toBeInTheDocument();
    expect(within(rowOf('Bo Stone')).getByText('Section 2 overdue by 4 business days')).toBeInTheDocument();
    expect(within(rowOf('Cy Wu')).getByText('Complete')).toBeInTheDocument();
    expect(within(rowOf('Cy Wu')).getByText('Reverify within 30 days')).toBeInTheDocument();
    expect(within(rowOf('Cy Wu')).getByText('Correction waiting')).toBeInTheDocument();
    expect(within(rowOf('Di Ng')).getByText('Section 1 pending')).toBeInTheDocument();
    expect(within(rowOf('Di Ng')).getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByText(/section1_|section2_|due_30/)).not.toBeInTheDocument();
  });

  it('a card filters the list by its state, a search by name; a row opens the record', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Section 2 overdue: 3' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Diaz' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Section 2 overdue: 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls(QUERY).at(-1)?.body).toEqual({ state: 'section2_overdue', take: 25, skip: 0 });
    await user.click(screen.getByRole('button', { name: 'Show all I-9s' }));
    await screen.findByRole('link', { name: 'Ana Diaz' });
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'cy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Diaz' })).not.toBeInTheDocument());
    expect(api.calls(COUNTS).at(-1)?.body).toEqual({ search: 'cy' });
    await user.click(within(rowOf('Cy Wu')).getByText('Complete'));
    expect(await screen.findByText('record page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/acme/hq/admin/i9/13');
  });

  it('without i9.read the page shows the no-access panel and asks for nothing', async () => {
    signInAsStaff(api, [PERMISSIONS.APPLICANTS_READ]);
    open();
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect(api.calls(QUERY)).toEqual([]);
  });
});
