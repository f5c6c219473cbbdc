/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type NpsTimelineReport, type SurveyAnswerDto } from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import { fakeApi, renderAdminPage, resetFakeApi, serveFakeAccountAdminApi } from '../../testing/account-admin-test-kit';
import { NpsReportPage } from './NpsReportPage';

const requests = serveFakeAccountAdminApi('admin/reports/nps');

const RANGE = { from: '2026-01-01', to: '2026-02-28', location_id: null };
const PERCENTS = { ...RANGE, count: 8, promoters: 4, passives: 1, detractors: 3, percent_promoters: 50, percent_detractors: 37.5, nps: 12.5 };
const TIMELINE: NpsTimelineReport = {
  ...RANGE,
  interval: 'month',
  points: [
    { period: '2026-01', count: 4, promoters: 2, detractors: 2, percent_promoters: 50, percent_detractors: 50, nps: 0 },
    { period: '2026-02', count: 4, promoters: 2, detractors: 1, percent_promoters: 50, percent_detractors: 25, nps: 25 },
  ],
};
const SURVEY: SurveyAnswerDto = { id: 41, applicant_id: 5, applicant_name: 'Ada Tester', kind: 'placement', entity_id: 7, score: 3, comment: 'Late start', hidden: false, created_at: '2026-01-20T12:00:00.000Z' };

function answer(report: { percents?: object; timeline?: object; surveys?: object; fail?: boolean }) {
  fakeApi.handle = (req, res) => {
    const path = req.url.split('?')[0];
    if (report.fail && path.startsWith('/api/v1/reports/')) {
      sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', messageKey: 'unexpected_error', details: {} });
      return true;
    }
    const body = { '/api/v1/reports/nps/percents': report.percents, '/api/v1/reports/nps/timeline': report.timeline, '/api/v1/reports/nps/surveys': report.surveys }[path];
    if (req.method === 'GET' && body) {
      sendJson(res, 200, body);
      return true;
    }
    if (req.method === 'PUT' && path === '/api/v1/surveys/41/hidden') {
      sendJson(res, 200, { id: 41, hidden: true });
      return true;
    }
    return false;
  };
}

describe('NpsReportPage', () => {
  it('shows the figures, the timeline chart with its table, and the surveys; hides a survey', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ, PERMISSIONS.ACCOUNT_MANAGE]);
    answer({ percents: PERCENTS, timeline: TIMELINE, surveys: { items: [SURVEY], total: 1 } });
    const user = userEvent.setup();
    const { container } = renderAdminPage('admin/reports/nps', <NpsReportPage />);
    const figures = await screen.findByRole('list', { name: 'NPS figures' });
    expect(within(figures).getByText('12.5')).toBeInTheDocument();
    expect(within(figures).getByText('37.5%')).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'NPS timeline: 2 periods, from 0 (2026-01) to 25 (2026-02).' });
    expect(chart.querySelectorAll('.recharts-line').length).toBe(3);
    expect(container.querySelector('svg.recharts-surface')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'NPS per period' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['PeriodAnswers% promoters% detractorsNPS', '2026-01450500', '2026-024502525']);
    expect(await screen.findByText('Late start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download surveys (CSV)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(requests().find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/v1/surveys/41/hidden', body: JSON.stringify({ hidden: true }) }));

    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.selectOptions(screen.getByLabelText('Timeline by'), 'week');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(requests().map((r) => r.url)).toContain('/api/v1/reports/nps/timeline?from=2026-01-01&interval=week'));
    expect(requests().map((r) => r.url)).toContain('/api/v1/reports/nps/percents?from=2026-01-01');
  });

  it('says so when the range has no answers, and offers no hide button without account.manage', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    answer({ percents: { ...PERCENTS, count: 0, promoters: 0, passives: 0, detractors: 0, percent_promoters: 0, percent_detractors: 0, nps: 0 }, timeline: { ...TIMELINE, points: [] }, surveys: { items: [SURVEY], total: 1 } });
    renderAdminPage('admin/reports/nps', <NpsReportPage />);
    expect(await screen.findByText('No survey answers in this range yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByText('Late start')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('shows an error panel with retry when the report cannot be loaded', async () => {
    resetFakeApi([PERMISSIONS.REPORTS_READ]);
    answer({ fail: true });
    renderAdminPage('admin/reports/nps', <NpsReportPage />);
    expect(await screen.findByText('The NPS report could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('The surveys could not be loaded')).toBeInTheDocument();
  });
});
