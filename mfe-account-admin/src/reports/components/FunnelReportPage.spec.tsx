/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_STATUSES, FUNNEL_DOCUMENT_STATES, PERMISSIONS, type FunnelReport, type FunnelStep } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { FunnelReportPage } from './FunnelReportPage';

const requests = serveFakeAccountAdminApi('admin/reports/funnel');

const step = (kind: FunnelStep['kind'], s: string, reached: number, median_hours: number | null = null): FunnelStep => ({
  kind,
  step: s,
  reached,
  percent_of_registered: reached * 25,
  drop_off: 0,
  drop_off_percent: 0,
  median_hours,
});
const REPORT: FunnelReport = {
  from: '2026-03-01',
  to: '2026-03-31',
  location_id: null,
  registered: 4,
  steps: [
    ...APPLICATION_STATUSES.map((s, i) => step('application', s, i === 0 ? 4 : i === 1 ? 3 : 1, i === 1 ? 4 : null)),
    ...FUNNEL_DOCUMENT_STATES.map((s) => step('document', s, 2)),
  ],
};

function answer(body: FunnelReport | null) {
  fakeApi.handle = (req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/v1/reports/funnel')) {
      if (body) {
        sendJson(res, 200, body);
      } else {
        sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', messageKey: 'unexpected_error', details: {} });
      }
      return true;
    }
    return false;
  };
}

describe('FunnelReportPage', () => {
  it('draws the application and document funnels and lists every step with drop-off and median time', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    answer(REPORT);
    const user = userEvent.setup();
    renderAdminPage('admin/reports/funnel', <FunnelReportPage />);
    expect(await screen.findByText('4 applicants registered from 2026-03-01 to 2026-03-31.')).toBeInTheDocument();
    const app = screen.getByRole('img', { name: 'Signed up: 4 applicants; Application complete: 1.' });
    expect(app.querySelectorAll('.recharts-bar-rectangle').length).toBe(10);
    expect(screen.getByRole('img', { name: 'Documents sent: 2 applicants; Documents complete: 2.' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Onboarding funnel steps' })).getAllByRole('row');
    expect(rows).toHaveLength(16);
    expect(rows[2].textContent).toBe('Basic info375%0 (0%)4 h');
    expect(rows[15].textContent).toBe('Documents complete250%0 (0%)—');
    expect(rows[10].textContent).toBe('Application complete125%0 (0%)—');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('Location'), '11');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(requests().map((r) => r.url)).toContain('/api/v1/reports/funnel?to=2026-03-31&location_id=11'));
    expect(screen.getByRole('button', { name: 'Download funnel (CSV)' })).toBeInTheDocument();
  });

  it('says so when nobody registered in the range', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    answer({ ...REPORT, registered: 0, steps: REPORT.steps.map((s) => ({ ...s, reached: 0 })) });
    renderAdminPage('admin/reports/funnel', <FunnelReportPage />);
    expect(await screen.findByText('No applicants registered in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error panel when the funnel cannot be loaded', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    answer(null);
    renderAdminPage('admin/reports/funnel', <FunnelReportPage />);
    expect(await screen.findByText('The funnel could not be loaded')).toBeInTheDocument();
  });
});
