/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteRoutes } from '../../routes';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi } from './testing/portal-test-kit';
import { defaultWizardState, wizardHandlers, type WizardServerState } from './testing/wizard-handlers';

let api: FakeApi;
let state: WizardServerState;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const open = (url: string, over: Partial<WizardServerState> = {}) => {
  state = defaultWizardState(over);
  resetFakeApi(api, wizardHandlers(state));
  return renderPortal(url, remoteRoutes.routes);
};
const location = () => screen.getByTestId('location').textContent;
const stepTitles = () =>
  within(screen.getByRole('navigation', { name: 'Application steps' }))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.getAttribute('data-status'));
// The step list is hidden on phones (mobile-first CSS; jsdom applies no media query), so it is queried hidden.
const currentStep = () => screen.getByRole('listitem', { current: 'step', hidden: true });
const statusPuts = () => api.calls('PUT /api/v1/applicants/application-status').map((c) => c.body);

describe('online application wizard', () => {
  it('`application` resumes at the first section for SIGNUP and saves BASICINFO with the session token', async () => {
    open('/acme/hq/application');
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
    await waitFor(() => expect(statusPuts()).toEqual([{ applicant_id: 42, session_token: 'tok-a', current_application_status: 'BASICINFO' }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Info' })).toBeInTheDocument();
    expect(currentStep()).toHaveAttribute('data-status', 'BASICINFO');
    expect(screen.getByTestId('wizard-compact-step')).toHaveTextContent('Step 1 of 5 · Basic Info');
  });

  it('no stored status (404) counts as SIGNUP', async () => {
    open('/acme/hq/application', { status: null });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
    await waitFor(() => expect(statusPuts()).toHaveLength(1));
  });

  it('a section beyond the progress redirects to the resume section; done sections are marked', async () => {
    open('/acme/hq/application/work-history', { status: 'JOBPREFS' });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/job-preferences'));
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(nav).getByText('Basic Info').closest('li')).toHaveClass('aw-step--done');
    expect(within(nav).getByText('Job Preferences').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByText('Work History').closest('a')).toBeNull();
    expect(within(nav).getByRole('link', { name: /Basic Info/, hidden: true })).toHaveAttribute('href', '/acme/hq/application/basic-info');
    expect(statusPuts()).toEqual([]);
  });

  it('an unknown or switched-off segment goes to the resume section', async () => {
    open('/acme/hq/application/tax-exemptions', { status: 'BASICINFO' });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
  });

  it('editing an earlier section again does not lower the status', async () => {
    open('/acme/hq/application/basic-info', { status: 'EDUHIST' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic Info' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    expect(statusPuts()).toEqual([]);
  });

  it('shows the sections the switches turn on, in order', async () => {
    open('/acme/hq/application', {
      config: { enable_presceening_tax_exemptions: '1', disable_job_preferences: '1' },
      checklists: [{ id: 1, state: 'ADDED' }],
      wotcEnabled: true,
      forms: [{ template_id: 3, template_type_id: 11, name: 'Prescreen questions' }],
    });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
    expect(stepTitles()).toEqual(['BASICINFO', 'TAXEXEMPT', 'EDUHIST', 'WORKHIST', 'SKILLCHECKLIST', 'TAXCREDIT', 'PRESCREEN', 'COMPLETE']);
    expect(screen.getByTestId('wizard-compact-step')).toHaveTextContent('Step 1 of 8 · Basic Info');
    await waitFor(() => expect(statusPuts()).toHaveLength(1));
  });

  it('off switches leave the optional sections out (job preferences shown unless disabled)', async () => {
    open('/acme/hq/application', { forms: [{ template_id: 4, template_type_id: 4, name: 'Employer form' }] });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
    expect(stepTitles()).toEqual(['BASICINFO', 'JOBPREFS', 'EDUHIST', 'WORKHIST', 'COMPLETE']);
    await waitFor(() => expect(statusPuts()).toHaveLength(1));
  });

  it('entering a section above the stored status saves it (resume after a switched-off section)', async () => {
    // TAXEXEMPT stored but tax exemptions now off: the applicant resumes at job preferences, which is saved.
    open('/acme/hq/application', { status: 'TAXEXEMPT' });
    await waitFor(() => expect(location()).toBe('/acme/hq/application/job-preferences'));
    await waitFor(() => expect(statusPuts()).toEqual([{ applicant_id: 42, session_token: 'tok-a', current_application_status: 'JOBPREFS' }]));
  });

  it('a saved section moves the status to the next section and opens it', async () => {
    const user = userEvent.setup();
    open('/acme/hq/application/tax-exemptions', { status: 'TAXEXEMPT', config: { enable_presceening_tax_exemptions: 'true' } });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location()).toBe('/acme/hq/application/job-preferences'));
    expect(api.calls('PATCH /api/v1/properties/multi')).toHaveLength(1);
    expect(statusPuts()).toEqual([{ applicant_id: 42, session_token: 'tok-a', current_application_status: 'JOBPREFS' }]);
    expect(state.status).toBe('JOBPREFS');
    expect(currentStep()).toHaveAttribute('data-status', 'JOBPREFS');
  });

  it('the status PUT failing after a save keeps the applicant on the section with an error toast', async () => {
    const user = userEvent.setup();
    open('/acme/hq/application/tax-exemptions', { status: 'TAXEXEMPT', config: { enable_presceening_tax_exemptions: 'true' } });
    api.handlers['PUT /api/v1/applicants/application-status'] = { status: 500, body: { statusCode: 500, messageKey: 'unexpected_error' } };
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('An Error Occurred')).toBeInTheDocument();
    expect(location()).toBe('/acme/hq/application/tax-exemptions');
  });
});

describe('home page', () => {
  it("shows the online application where it stands, and its primary action opens the wizard there", async () => {
    const user = userEvent.setup();
    open('/acme/hq/home', { status: 'BASICINFO' });
    const row = await screen.findByText('Online application');
    const task = row.closest('li') as HTMLElement;
    expect(task).toHaveTextContent(/Step 1 of \d+: Basic Info/);
    await user.click(within(screen.getByTestId('home-next')).getByRole('link', { name: 'Continue your application' }));
    // BASICINFO stored: the applicant is in basic info.
    await waitFor(() => expect(location()).toBe('/acme/hq/application/basic-info'));
  });

  it("a new applicant's next step is to start with Basic Info", async () => {
    open('/acme/hq/home', { status: null });
    expect((await screen.findByText('Online application')).closest('li')).toHaveTextContent('Start with Basic Info');
  });
});
