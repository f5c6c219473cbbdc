/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../../routes';
import { renderTalent, resetFakeApi, startFakeApi, type FakeApi } from '../../talent-api/testing/talent-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const SURVEY = {
  survey_type: 2, kind: 'placement', customer_name: 'Acme Staffing', first_name: 'Dana', title: 'Registered Nurse', company: 'Mercy General', date: '2026-11-20',
  questions: [{ code: 'first_day_as_planned', kind: 'yes_no' }, { code: 'site_was_ready', kind: 'yes_no' }], answered: false,
};

describe('guest survey page', () => {
  it('asks the 0–10 score and the yes/no questions, refuses without a score, then sends and thanks', async () => {
    resetFakeApi(api, { 'GET /api/v1/surveys/guest': { body: SURVEY }, 'POST /api/v1/surveys/guest': { body: { id: 1, answered: true } } });
    renderTalent('/acme/hq/satisfaction-survey?token=tok-1', remoteRoutes.routes);
    expect(await screen.findByText('Registered Nurse · Mercy General')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How likely are you to recommend Acme Staffing to a friend or colleague?' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a number from 0 to 10.');
    expect(api.calls('POST /api/v1/surveys/guest')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]);
    await user.type(screen.getByLabelText('Anything else you would like to tell us?'), 'Badge was late');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Thank you! Your answers were sent.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/surveys/guest')[0].body).toEqual({ token: 'tok-1', score: 9, answers: { first_day_as_planned: 'yes' }, comment: 'Badge was late' });
  });

  it('thanks instead of asking again when the link was already answered (or the second submit is refused)', async () => {
    resetFakeApi(api, {
      'GET /api/v1/surveys/guest': { body: SURVEY },
      'POST /api/v1/surveys/guest': { status: 409, body: { statusCode: 409, error: 'Conflict', messageKey: 'survey_already_answered' } },
    });
    renderTalent('/acme/hq/satisfaction-survey?token=tok-1', remoteRoutes.routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('You have already answered this survey. Thank you!')).toBeInTheDocument();
  });

  it('says when the link is expired, invalid or incomplete', async () => {
    resetFakeApi(api, { 'GET /api/v1/surveys/guest': { status: 410, body: { statusCode: 410, error: 'Gone', messageKey: 'survey_link_expired' } } });
    renderTalent('/acme/hq/interview-satisfaction-survey?token=old', remoteRoutes.routes);
    expect(await screen.findByText('This survey link has expired.')).toBeInTheDocument();
    expect(screen.getByText('How was your interview?')).toBeInTheDocument();
  });

  it('says when the link has no token', () => {
    renderTalent('/acme/hq/satisfaction-survey', remoteRoutes.routes);
    expect(screen.getByRole('alert')).toHaveTextContent('This survey link is incomplete.');
  });
});

describe('iframe survey provider page', () => {
  it('starts an order, frames the provider’s page, polls the status and shows done', async () => {
    let status = 'IN_PROGRESS';
    resetFakeApi(api, {
      'POST /api/v1/integrations/iframe/survey': { body: { survey_order_id: 'SURV-1', provider: 'simulator', status: 'WAITING', url: '/_sim/survey/SURV-1?token=t&lang=en' } },
      'GET /api/v1/integrations/iframe/survey/status': () => ({ body: { survey_order_id: 'SURV-1', provider: 'simulator', status, url: null } }),
    });
    renderTalent('/acme/hq/surveys/provider', remoteRoutes.routes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the survey' }));
    expect(await screen.findByTitle('Survey')).toHaveAttribute('src', '/_sim/survey/SURV-1?token=t&lang=en');
    expect(api.calls('POST /api/v1/integrations/iframe/survey')[0].body).toEqual({ SurveyProviderAdapterName: 'simulator' });
    status = 'COMPLETE';
    window.postMessage({ type: 'survey', status: 'COMPLETE' }, window.location.origin);
    expect(await screen.findByText('Done — thank you for your answer!', {}, { timeout: 5000 })).toHaveAttribute('data-survey-status', 'COMPLETE');
    expect(screen.queryByTitle('Survey')).toBeNull();
  });
});
