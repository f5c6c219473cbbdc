/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '@attest/shared-ui/testing/local-server';
import { remoteRoutes } from '../../routes';
import { renderTalent, resetFakeApi, startFakeApi, type FakeApi } from '../../talent-api/testing/talent-test-kit';
import { AlertsNavBadge } from './AlertsNavBadge';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const alert = (alert_id: number, type: number, read: boolean, subject: string | null) => ({
  alert_id, type, kind: type <= 8 ? 'placement' : 'interview', status: read ? 2 : 0, read, entity_id: 4, date_created: '2026-11-24T15:00:00.000Z', subject,
});

/** A tiny server-side state: three alerts, two unread; POST read marks them. */
function alertsServer() {
  const items = [alert(1, 2, false, 'RN – Capitol Clinic'), alert(2, 9, false, 'Registered Nurse – ICU'), alert(3, 0, true, 'RN – Capitol Clinic')];
  const unread = () => items.filter((a) => !a.read).length;
  return {
    'GET /api/v1/applicants/alerts': () => ({ body: { items: [...items].sort((a, b) => Number(a.read) - Number(b.read)), unread: unread() } }),
    'GET /api/v1/applicants/alerts/count': () => ({ body: { unread: unread() } }),
    'POST /api/v1/applicants/alerts/read': (req: RecordedRequest) => {
      const body = JSON.parse(req.body ?? '{}') as { alertIds?: number[]; all?: boolean };
      let updated = 0;
      for (const a of items) {
        if (!a.read && (body.all || body.alertIds?.includes(a.alert_id))) {
          a.read = true;
          a.status = 2;
          updated += 1;
        }
      }
      return { body: { updated, unread: unread() } };
    },
  };
}

describe('alerts', () => {
  it('lists unread first with what they are about; marking one read drops the nav badge count, then all', async () => {
    const user = userEvent.setup();
    resetFakeApi(api, alertsServer());
    renderTalent('/acme/hq/alerts', remoteRoutes.routes, <AlertsNavBadge />);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    const badge = await screen.findByTestId('alerts-badge');
    expect(badge).toHaveTextContent('2');
    expect(badge).toHaveTextContent('(2 unread)');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Your placement starts in 48 hours: RN – Capitol Clinic');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('Your interview is in 24 hours: Registered Nurse – ICU');
    expect(items[2]).toHaveTextContent('You have a new placement: RN – Capitol Clinic');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/acme/hq/my-jobs');

    await user.click(within(items[0]).getByRole('button', { name: /^Mark read/ }));
    await waitFor(() => expect(screen.getByTestId('alerts-badge')).toHaveTextContent('1'));
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/applicants/alerts/read')[0].body).toEqual({ alertIds: [1] });
    // The one just read moves below the unread one.
    const after = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(after[0]).toHaveTextContent('Your interview is in 24 hours');

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-badge')).not.toBeInTheDocument());
    expect(screen.getByText('0 unread')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/applicants/alerts/read')[1].body).toEqual({ all: true });
    expect(screen.queryByRole('button', { name: /^Mark read/ })).not.toBeInTheDocument();
  });

  it('says when there are no alerts', async () => {
    resetFakeApi(api, { 'GET /api/v1/applicants/alerts': { body: { items: [], unread: 0 } }, 'GET /api/v1/applicants/alerts/count': { body: { unread: 0 } } });
    renderTalent('/acme/hq/alerts', remoteRoutes.routes, <AlertsNavBadge />);
    expect(await screen.findByText('You have no alerts. Reminders about your placements and interviews show here.')).toBeInTheDocument();
    expect(screen.queryByTestId('alerts-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});

describe('alerts that ask for a survey', () => {
  it('offers the survey on a first-day check-up (its signed link, for that placement) and none on a reminder', async () => {
    const user = userEvent.setup();
    resetFakeApi(api, {
      'GET /api/v1/applicants/alerts': { body: { items: [alert(5, 6, false, 'RN – Capitol Clinic'), alert(6, 2, false, 'RN – Capitol Clinic')], unread: 2 } },
      'GET /api/v1/applicants/alerts/count': { body: { unread: 2 } },
      'GET /api/v1/surveys/link': { status: 404, body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} } },
    });
    renderTalent('/acme/hq/alerts', remoteRoutes.routes);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1]).queryByRole('button', { name: /^Answer the survey/ })).toBeNull();
    await user.click(within(items[0]).getByRole('button', { name: /^Answer the survey/ }));
    await waitFor(() => expect(api.calls('GET /api/v1/surveys/link').map((c) => c.url)).toEqual(['/api/v1/surveys/link?survey_type=2&entity_id=4']));
    // A link the server will not sign (not her placement any more) says so and leaves her on the page.
    expect(await screen.findByText('The survey could not be opened. Please try again.')).toBeInTheDocument();
  });
});
