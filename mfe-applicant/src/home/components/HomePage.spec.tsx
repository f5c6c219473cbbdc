/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantI9Status, ApplicationStatus, SignatureRequest } from '@attest/contracts';
import { makeSigRequest, makeSigTemplate } from '../../documents/testing/documents-test-kit';
import { remoteRoutes } from '../../routes';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi } from '../../application/wizard/testing/portal-test-kit';
import { defaultWizardState, wizardHandlers } from '../../application/wizard/testing/wizard-handlers';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const NOT_STARTED: ApplicantI9Status = { started: false, status: null, section1: 'not_started', section1_due: null, first_day_of_employment: null, section1_signed_at: null };
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const ymd = (iso: string) => iso.slice(0, 10);
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

interface Setup {
  status: ApplicationStatus | null;
  todo?: SignatureRequest[];
  signed?: SignatureRequest[];
  i9?: ApplicantI9Status | null;
}

async function openHome({ status, todo = [], signed = [], i9 = null }: Setup) {
  const state = defaultWizardState({ status, config: i9 ? { i9_verification_enabled: 'true' } : {} });
  resetFakeApi(api, {
    ...wizardHandlers(state),
    'GET /api/v1/applicants/prelim-info': { body: { prelim_info_complete: true } },
    'GET /api/v1/Applicants/SignatureRequests': { body: { todo, signed } },
    ...(i9 ? { 'GET /api/v1/i9/status': { body: i9 } } : {}),
  });
  renderPortal('/acme/hq/home', remoteRoutes.routes);
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' });
}

const list = (name: string) => screen.getByRole('list', { name });
const rowOf = (scope: HTMLElement, key: string) => scope.querySelector<HTMLElement>(`[data-task="${key}"]`)!;

describe('Home, the task dashboard', () => {
  it('in progress: the application step, documents by due date, the I-9 with its due date; the most urgent is the one primary action', async () => {
    const overdue = makeSigRequest({ sig_request_id: 7, package_name: 'Acme onboarding', expiration_date: days(-1), templates: [makeSigTemplate({ template_id: 1 })] });
    const later = makeSigRequest({ sig_request_id: 8, status: 'OPENED', expiration_date: days(20), templates: [makeSigTemplate({ template_id: 2, name: 'W-4' })] });
    const due = ymd(days(5));
    await openHome({ status: 'JOBPREFS', todo: [later, overdue], i9: { ...NOT_STARTED, started: true, status: 'section1_pending', section1_due: due } });

    const todo = list('To do');
    expect([...todo.querySelectorAll('[data-task]')].map((li) => li.getAttribute('data-task'))).toEqual(['sig-7', 'i9', 'sig-8', 'application']);
    expect(rowOf(todo, 'application')).toHaveTextContent(/Online application.*Step 2 of 5: Job Preferences.*In progress/);
    expect(rowOf(todo, 'sig-7')).toHaveTextContent('Sign Acme onboarding');
    expect(within(rowOf(todo, 'sig-7')).getByText('Overdue')).toHaveClass('at-badge--danger');
    expect(rowOf(todo, 'sig-7')).toHaveTextContent(/Was due \d{2}\/\d{2}\/\d{4}/);
    expect(rowOf(todo, 'i9')).toHaveTextContent(`Form I-9, Section 1Due ${mdy(due)}To do`);
    expect(within(rowOf(todo, 'sig-8')).getByRole('link', { name: 'Sign W-4' })).toHaveAttribute('href', '/acme/hq/documents/8');

    // One primary action: the overdue document.
    const next = screen.getByTestId('home-next');
    expect(within(next).getAllByRole('link')).toHaveLength(1);
    expect(within(next).getByRole('link', { name: 'Sign Acme onboarding' })).toHaveAttribute('href', '/acme/hq/documents/7');
    expect(screen.getByRole('progressbar', { name: '0 of 4 tasks done' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Tasks you finish will appear here.')).toBeInTheDocument();
    // The status call is the read-only one: Home never opens (creates) the I-9.
    expect(api.calls('GET /api/v1/i9/status')).toHaveLength(1);
    expect(api.calls('GET /api/v1/i9')).toHaveLength(0);
  });

  it('a complete application is done: no "Next: Complete — Continue"; a signed document shows no expiry', async () => {
    const signed = makeSigRequest({
      sig_request_id: 9,
      status: 'SIGNED',
      package_name: 'Safety policies',
      expiration_date: days(3),
      applicant_complete_date: days(-1),
      complete_date: days(-1),
      templates: [makeSigTemplate({ template_id: 3 })],
    });
    const todo = makeSigRequest({ sig_request_id: 10, package_name: 'Direct deposit', templates: [makeSigTemplate({ template_id: 4 })] });
    await openHome({ status: 'COMPLETE', todo: [todo], signed: [signed] });

    expect(screen.queryByText(/Next: Complete/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
    const done = list('Done');
    expect(rowOf(done, 'application')).toHaveTextContent(/Online application.*Submitted.*Done/);
    expect(rowOf(done, 'sig-9')).toHaveTextContent('Signed Safety policies');
    expect(done).not.toHaveTextContent(/Due|Expires/);
    expect(within(screen.getByTestId('home-next')).getByRole('link', { name: 'Sign Direct deposit' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2 of 3 tasks done' })).toHaveAttribute('aria-valuenow', '67');
  });

  it('nothing to do: all set, no primary action, the empty To do list says what will appear there', async () => {
    const user = userEvent.setup();
    await openHome({ status: 'COMPLETE', i9: { ...NOT_STARTED, started: true, status: 'section1_signed', section1: 'signed', section1_signed_at: days(-2) } });
    expect(screen.getByTestId('home-all-done')).toHaveTextContent('You are all set.');
    expect(screen.queryByTestId('home-next')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to do right now. New tasks from your employer will appear here.')).toBeInTheDocument();
    expect(rowOf(list('Done'), 'i9')).toHaveTextContent('Signed. Your employer completes Section 2.');
    await user.click(within(rowOf(list('Done'), 'application')).getByRole('link', { name: 'Online application' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/\/acme\/hq\/application/);
  });

  it('a new applicant starts the application; without the I-9 flag there is no I-9 task and no status call', async () => {
    await openHome({ status: null });
    expect(rowOf(list('To do'), 'application')).toHaveTextContent(/Start with Basic Info.*To do/);
    expect(within(screen.getByTestId('home-next')).getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/acme/hq/application');
    expect(screen.queryByText(/Form I-9/)).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/i9/status')).toHaveLength(0);
  });
});
