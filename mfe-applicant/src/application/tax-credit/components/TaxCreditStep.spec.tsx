/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import type { WotcSurveyState } from '@attest/contracts';
import { createAppStore, ToastProvider } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { TaxCreditStep } from './TaxCreditStep';

const NONE: WotcSurveyState = { status: null, order_id: null, survey_url: null, error_code: null, enabled: true };

describe('TaxCreditStep (real HTTP server)', () => {
  let server: LocalServer;
  let status: WotcSurveyState;
  let startAnswer: { code: number; body: unknown };

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.method === 'GET' && req.url === '/api/v1/wotc/status') {
        sendJson(res, 200, status);
      } else if (req.method === 'POST' && req.url === '/api/v1/wotc/survey') {
        sendJson(res, startAnswer.code, startAnswer.body);
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/application/tax-credit`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    status = NONE;
    server.requests.length = 0;
    const surveyUrl = `${server.origin}/_sim/wotc/survey?link=abc`;
    startAnswer = { code: 200, body: { status: 'INIT', order_id: 'W1', survey_url: surveyUrl, error_code: null, enabled: true } };
  });

  const renderStep = (inWizard = true) => {
    const onSaved = jest.fn();
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <TaxCreditStep customerId={7} applicantId={42} inWizard={inWizard} onSaved={onSaved} />
        </ToastProvider>
      </Provider>,
    );
    return onSaved;
  };
  const statusReads = () => server.requests.filter((r) => r.url === '/api/v1/wotc/status').length;
  const post = (data: unknown, origin: string, source: Window | null) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });

  const startSurvey = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start screening' }));
    const frame = (await screen.findByTitle('Tax credit screening')) as HTMLIFrameElement;
    // The provider shows its survey in the page's language.
    expect(frame.getAttribute('src')).toBe(`${server.origin}/_sim/wotc/survey?link=abc&lang=en`);
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/v1/wotc/survey']);
    return frame;
  };

  it('Start screening posts the survey and shows its page in a frame; Continue waits', async () => {
    renderStep();
    await startSurvey();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a finished message from the frame refreshes the status; COMPLETE allows Continue', async () => {
    const onSaved = renderStep();
    const frame = await startSurvey();
    const before = statusReads();
    status = { ...NONE, status: 'COMPLETE', order_id: 'W1' };
    await post({ type: 'wotc', status: 'COMPLETE' }, window.location.origin, frame.contentWindow);
    expect(await screen.findByText('Thank you. Your tax credit screening is complete.')).toBeInTheDocument();
    expect(statusReads()).toBe(before + 1);
    expect(screen.queryByTitle('Tax credit screening')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin, from another window, or of another shape', async () => {
    renderStep();
    const frame = await startSurvey();
    const before = statusReads();
    status = { ...NONE, status: 'COMPLETE' };
    await post({ type: 'wotc', status: 'COMPLETE' }, 'https://evil.example', frame.contentWindow);
    await post({ type: 'wotc', status: 'COMPLETE' }, window.location.origin, window);
    await post({ type: 'other', status: 'COMPLETE' }, window.location.origin, frame.contentWindow);
    await post({ type: 'wotc', status: 'DONE!' }, window.location.origin, frame.contentWindow);
    await post('COMPLETE', window.location.origin, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusReads()).toBe(before);
    expect(screen.getByTitle('Tax credit screening')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('OPTED_OUT stored: the note and Continue at once', async () => {
    status = { ...NONE, status: 'OPTED_OUT', order_id: 'W1' };
    const onSaved = renderStep();
    expect(await screen.findByText('You chose not to take part in the tax credit screening.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('ERROR: the message with its code and a retry that starts again', async () => {
    status = { ...NONE, status: 'ERROR', order_id: 'W0', error_code: 'E42' };
    renderStep();
    expect(await screen.findByText('We could not start the screening (E42). Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Tax credit screening')).toBeInTheDocument();
  });

  it('a failed start shows the message with the error key', async () => {
    startAnswer = { code: 502, body: { statusCode: 502, error: 'Bad Gateway', messageKey: 'wotc_unavailable', details: {} } };
    renderStep();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start screening' }));
    expect(await screen.findByText('We could not start the screening (wotc_unavailable). Please contact support.')).toBeInTheDocument();
  });

  it('an unfinished order offers to continue the screening; outside the wizard there is no Continue', async () => {
    status = { ...NONE, status: 'INIT', order_id: 'W1' };
    renderStep(false);
    expect(await screen.findByRole('button', { name: 'Continue screening' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('a finished survey answered 409 on start just reloads the status', async () => {
    startAnswer = { code: 409, body: { statusCode: 409, error: 'Conflict', messageKey: 'wotc_already_done', details: {} } };
    renderStep();
    const button = await screen.findByRole('button', { name: 'Start screening' });
    status = { ...NONE, status: 'COMPLETE' };
    await userEvent.setup().click(button);
    await waitFor(() => expect(screen.getByText('Thank you. Your tax credit screening is complete.')).toBeInTheDocument());
  });
});
