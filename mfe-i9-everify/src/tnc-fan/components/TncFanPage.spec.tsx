/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tncWorkflow } from '../../testing/everify-fixtures';
import { apiError, renderI9Page, serveFakeI9Api, signInAsApplicant } from '../../testing/i9-test-kit';
import type { TncFanUrl } from '../api/tnc-fan-api';
import { TncFanPage } from './TncFanPage';

const api = serveFakeI9Api('i9/tnc-fan');
const URL_KEY = 'GET /api/v1/everify/tnc-fan-url';
const WORKFLOW = 'GET /api/v1/everify/7/tncfanworkflow';
const ANSWER = 'POST /api/v1/everify/7/tncfanworkflow';

const notice = (over: Partial<TncFanUrl> = {}): TncFanUrl => ({
  case_id: 7,
  file_id: 31,
  language: 'en',
  state: 'ready',
  url: '/api/v1/everify/tnc-fan/31',
  filename: 'everify-further-action-notice-2025123456789AB-en.pdf',
  referral: null,
  ...over,
});

const saved: { name: string; size: number }[] = [];
const open = () =>
  renderI9Page('i9/tnc-fan', [{ path: 'i9/tnc-fan', element: <TncFanPage save={(blob, name) => saved.push({ name, size: blob.size })} /> }]);

beforeEach(() => {
  saved.length = 0;
  signInAsApplicant();
});

describe("the employee's E-Verify notice page (i9/tnc-fan)", () => {
  it('downloads the notice, in Spanish when chosen', async () => {
    const user = userEvent.setup();
    api.handlers[URL_KEY] = (req) => ({ body: notice(req.url.includes('lang=es') ? { language: 'es', file_id: 32, url: '/api/v1/everify/tnc-fan/32', filename: 'fan-es.pdf' } : {}) });
    api.handlers[WORKFLOW] = { body: tncWorkflow() };
    api.handlers['GET /api/v1/everify/tnc-fan/31'] = { body: '%PDF-en' };
    api.handlers['GET /api/v1/everify/tnc-fan/32'] = { body: '%PDF-es' };
    open();
    await user.click(await screen.findByRole('button', { name: 'Download the notice (PDF)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['everify-further-action-notice-2025123456789AB-en.pdf']));
    await user.selectOptions(screen.getByLabelText('Read the notice in'), 'es');
    await waitFor(() => expect(api.calls(URL_KEY).map((c) => c.url)).toContain('/api/v1/everify/tnc-fan-url?lang=es'));
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Download the notice (PDF)' }));
      expect(saved.map((s) => s.name)).toContain('fan-es.pdf');
    });
  });

  it('answers the two steps: step 2 is required once step 1 is yes; the answer is sent and confirmed', async () => {
    const user = userEvent.setup();
    api.handlers[URL_KEY] = { body: notice() };
    let answered = false;
    api.handlers[WORKFLOW] = () => ({ body: answered ? tncWorkflow({ outcome: 'REFER', can_answer: false, answered_by_party: 'applicant' }) : tncWorkflow() });
    api.handlers[ANSWER] = () => {
      answered = true;
      return { body: tncWorkflow({ outcome: 'REFER', can_answer: false }) };
    };
    open();
    const decision = await screen.findByRole('region', { name: 'Your decision' });
    await user.click(within(decision).getByLabelText('Yes, I will take action'));
    expect(within(decision).getByText('Step 2: Will you contact the agency within 8 federal working days after your employer refers your case?')).toBeInTheDocument();
    await user.click(within(decision).getByRole('button', { name: 'Send my answer' }));
    expect(await within(decision).findByText('Required Field')).toBeInTheDocument();
    expect(api.calls(ANSWER)).toEqual([]);
    await user.click(within(decision).getByLabelText('Yes'));
    await user.click(within(decision).getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Your answer was sent')).toBeInTheDocument();
    expect(api.calls(ANSWER)[0].body).toEqual({ tnc_fan_step1: true, tnc_fan_step2: true, tnc_fan_language: 'en' });
    expect(screen.getByText(/^You chose to take action./)).toBeInTheDocument();
  });

  it('says when the notice is not made yet, or when there is none', async () => {
    const user = userEvent.setup();
    api.handlers[URL_KEY] = { body: notice({ url: null, state: 'queued' }) };
    api.handlers[WORKFLOW] = { body: tncWorkflow({ can_answer: false, blocked_by: 'everify_case_awaiting_service' }) };
    open();
    expect(await screen.findByText('The notice is not ready to download yet. Please try again in a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the notice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notice is not ready to download yet.');
    expect(screen.getByText('This case is waiting for E-Verify: try again once it has answered')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('has nothing to show an employee without a notice', async () => {
    api.handlers[URL_KEY] = apiError(404, 'tnc_download_url_missing');
    open();
    expect(await screen.findByText('You have no E-Verify notice to answer.')).toBeInTheDocument();
    expect(api.calls(WORKFLOW)).toEqual([]);
  });
});
