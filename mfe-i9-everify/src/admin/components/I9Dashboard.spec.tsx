/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type Countdown } from '@attest/contracts';
import { renderI9Page, serveFakeI9Api, signInAsStaff } from '../../testing/i9-test-kit';
import type { SubmissionCounts, SubmissionRow } from '../api/submissions-api';
import { I9ListPage } from './I9ListPage';

const api = serveFakeI9Api('admin/i9');
const QUERY = 'POST /api/v1/submissions/query';
const COUNTS = 'POST /api/v1/submissions/counts';

const counts: SubmissionCounts = {
  total: 12,
  section1_pending: 1,
  section2_due_today: 0,
  section2_overdue: 1,
  section2_pending: 2,
  section2_pending_review: 2,
  corrections: 1,
  reverify_overdue: 1,
  reverify_due_30: 2,
  reverify_due_60: 0,
  reverify_due_90: 1,
  complete: 6,
  legal_hold: 0,
};

const days = (
  left: number,
  status: Countdown['status'] = left < 0 ? 'overdue' : left === 0 ? 'due_today' : 'upcoming',
): Countdown => ({
  due: '2025-07-01',
  status,
  businessDaysLeft: left,
  calendarDaysLeft: left,
  overdueBusinessDays: left < 0 ? -left : 0,
});

const row = (id: number, name: string, over: Partial<SubmissionRow>): SubmissionRow => ({
  id,
  applicant_id: 40 + id,
  first_name: name,
  last_name: 'Test',
  location_id: 10,
  edition: '01/20/25',
  status: 'complete',
  first_day_of_employment: '2025-01-06',
  termination_date: null,
  section1_signed_at: '2025-01-03T10:00:00.000Z',
  section2_signed_at: '2025-01-07T10:00:00.000Z',
  section2_due: '2025-01-09',
  section2_countdown: null,
  work_auth_until: null,
  reverify_bucket: null,
  reverify_countdown: null,
  pending_correction: false,
  retention_until: null,
  legal_hold: false,
  ...over,
});

const ROWS = [
  row(1, 'Ada', { reverify_bucket: 'due_30', reverify_countdown: days(12) }),
  row(2, 'Bo', { reverify_bucket: 'overdue', reverify_countdown: days(-3) }),
  row(3, 'Cy', { reverify_bucket: 'due_30', reverify_countdown: days(0) }),
  row(4, 'Di', { reverify_bucket: 'due_90', reverify_countdown: days(75) }),
  row(5, 'Ed', { status: 'section2_pending_review' }),
  row(6, 'Flo', {
    status: 'section1_signed',
    section2_signed_at: null,
    section2_countdown: { ...days(2), businessDaysLeft: 2 },
  }),
];

const open = () =>
  renderI9Page('admin/i9', [
    { path: 'admin/i9', element: <I9ListPage /> },
    { path: 'admin/i9/:recordId', element: <p>record page</p> },
  ]);
const rowOf = (name: string) =>
  screen.getByRole('link', { name: `${name} Test` }).closest('tr') as HTMLElement;

describe('the I-9 dashboard', () => {
  it('counts every state in a labelled card, in the order staff work them; a card filters the list', async () => {
    const user = userEvent.setup();
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    api.handlers[COUNTS] = { body: counts };
    api.handlers[QUERY] = (req) => {
      const { state } = JSON.parse(req.body) as { state?: string };
      const items = ROWS.filter((r) => state !== 'section2_pending_review' || r.status === state);
      return { body: { items, total: items.length } };
    };
    open();
    const cards = await screen.findByRole('group', { name: 'I-9 counts by state' });
    await waitFor(() =>
      expect(within(cards).getAllByRole('button')[0]).toHaveAccessibleName('Section 1 pending: 1'),
    );
    expect(
      within(cards)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Section 1 pending: 1',
      'Section 2 due today: 0',
      'Section 2 overdue: 1',
      'Section 2 waiting for review: 2',
      'Reverification due in 30 days: 2',
      'Reverification due in 31–60 days: 0',
      'Reverification due in 61–90 days: 1',
      'Reverification overdue: 1',
      'Corrections waiting: 1',
    ]);
    await screen.findByRole('link', { name: 'Ada Test' });
    await user.click(within(cards).getByRole('button', { name: 'Section 2 waiting for review: 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Test' })).not.toBeInTheDocument());
    expect(within(rowOf('Ed')).getByText('Section 2 waiting for review')).toBeInTheDocument();
    expect(api.calls(QUERY).at(-1)?.body).toEqual({ state: 'section2_pending_review', take: 25, skip: 0 });
  });

  it('shows each deadline as a labelled countdown badge', async () => {
    signInAsStaff(api, [PERMISSIONS.I9_READ]);
    api.handlers[COUNTS] = { body: counts };
    api.handlers[QUERY] = { body: { items: ROWS, total: ROWS.length } };
    open();
    await screen.findByRole('link', { name: 'Ada Test' });
    expect(within(rowOf('Ada')).getByText('Reverify in 12 days')).toHaveClass('i9-badge--warn');
    expect(within(rowOf('Bo')).getByText('Reverification overdue by 3 days')).toHaveClass('i9-badge--alert');
    expect(within(rowOf('Cy')).getByText('Reverification due today')).toHaveClass('i9-badge--alert');
    expect(within(rowOf('Di')).getByText('Reverify in 75 days')).toHaveClass('i9-badge--info');
    expect(within(rowOf('Flo')).getByText('Section 2 due in 2 business days')).toBeInTheDocument();
    expect(within(rowOf('Ed')).getByText('Nothing due')).toBeInTheDocument();
    expect(within(rowOf('Ada')).getByText('Reverify in 12 days').closest('td')).toHaveAttribute(
      'data-label',
      'Deadlines',
    );
  });
});
