/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, within } from '@testing-library/react';
import type { SelfServiceOverview, SignatureRequest } from '@attest/contracts';
import { makeSigRequest, makeSigTemplate } from '../documents/testing/documents-test-kit';
import { remoteRoutes } from '../routes';
import { renderPortal, resetFakeApi, startFakeApi, type FakeApi } from '../application/wizard/testing/portal-test-kit';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const TASKS = [
  { key: 'application', titleKey: 'online_application', title: 'Online application', path: 'application', done: false },
  { key: 'tax', titleKey: 'tax_exemptions', title: 'Tax Exemptions', path: '/tax-exemptions', done: true },
];
const COMPLETED = [{ key: 'i9', titleKey: 'i9_section1', title: 'I-9 Section 1', path: 'forms/12', done: true, completed_date: '2025-03-04' }];

const open = async (overview: SelfServiceOverview, documents?: { todo: SignatureRequest[]; signed: SignatureRequest[] }) => {
  resetFakeApi(api, {
    'GET /api/v1/applicants/self-service': { body: overview },
    ...(documents ? { 'GET /api/v1/Applicants/SignatureRequests': { body: documents } } : {}),
  });
  renderPortal('/acme/hq/self-service', remoteRoutes.routes);
  await screen.findAllByRole('heading', { level: 2 });
};

describe('self-service page', () => {
  it('shows tasks with links, completed tasks with dates and the instructions HTML; a finished task is listed once, under Completed', async () => {
    const taxDone = { ...TASKS[1], completed_date: '2025-03-01' };
    await open({ tasks: TASKS, completed: [...COMPLETED, taxDone], instructions_html: '<p>Bring <strong>two</strong> IDs.</p>' });
    const tasks = screen.getByRole('list', { name: 'My tasks' });
    const completed = screen.getByRole('list', { name: 'Completed tasks' });
    expect(screen.getByRole('link', { name: 'Online application' })).toHaveAttribute('href', '/acme/hq/application');
    expect(screen.getAllByRole('link', { name: 'Tax Exemptions' })).toHaveLength(1);
    expect(within(completed).getByRole('link', { name: 'Tax Exemptions' })).toHaveAttribute('href', '/acme/hq/tax-exemptions');
    expect(tasks).not.toHaveTextContent('Tax Exemptions');
    expect(tasks).not.toHaveTextContent('Done');
    expect(completed).toHaveTextContent('I-9 Section 103/04/2025');
    expect(screen.getByRole('link', { name: 'I-9 Section 1' })).toHaveAttribute('href', '/acme/hq/forms/12');
    const instructions = screen.getByTestId('applicant-instructions');
    expect(instructions.querySelector('strong')).toHaveTextContent('two');
  });

  it('without the completed view, a finished task stays in My tasks with a Done badge', async () => {
    await open({ tasks: TASKS, completed: null, instructions_html: null });
    const tasks = screen.getByRole('list', { name: 'My tasks' });
    expect(within(tasks).getByRole('link', { name: 'Tax Exemptions' })).toBeInTheDocument();
    expect(within(tasks).getByText('Done')).toHaveClass('at-badge', 'at-badge--success');
  });

  it('hides each part the server answers null for', async () => {
    await open({ tasks: TASKS, completed: null, instructions_html: null });
    expect(screen.getByRole('heading', { name: 'My tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Completed tasks' })).toBeNull();
    expect(screen.queryByTestId('applicant-instructions')).toBeNull();
  });

  it('completed tasks and instructions without tasks', async () => {
    await open({ tasks: null, completed: [], instructions_html: '<p>Welcome</p>' });
    expect(screen.queryByRole('heading', { name: 'My tasks' })).toBeNull();
    expect(screen.getByText('No completed tasks yet.')).toBeInTheDocument();
    expect(screen.getByTestId('applicant-instructions')).toHaveTextContent('Welcome');
  });

  it('lists open signature requests as tasks and completed ones with their date', async () => {
    const todo = makeSigRequest({ sig_request_id: 7, package_name: 'Acme onboarding', templates: [makeSigTemplate({ template_id: 1 })] });
    const done = makeSigRequest({ sig_request_id: 8, package_name: null, complete_date: '2026-11-20T18:00:00.000Z', templates: [makeSigTemplate({ template_id: 2, name: 'W-4' })] });
    await open({ tasks: [], completed: [], instructions_html: null }, { todo: [todo], signed: [done] });
    expect(await screen.findByRole('link', { name: 'Sign Acme onboarding' })).toHaveAttribute('href', '/acme/hq/documents/7');
    expect(screen.queryByText('You have no open tasks.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Signed W-4' })).toHaveAttribute('href', '/acme/hq/documents/8');
    expect(screen.getByRole('list', { name: 'Completed tasks' })).toHaveTextContent(/Signed W-411\/2[01]\/2026/);
  });

  it('a documents list that cannot be loaded adds nothing; the other tasks still show', async () => {
    await open({ tasks: TASKS, completed: [], instructions_html: null });
    expect(screen.getByRole('link', { name: 'Online application' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign / })).toBeNull();
  });

  it('everything switched off: a short note instead of empty cards', async () => {
    await open({ tasks: null, completed: null, instructions_html: null });
    expect(screen.getByText('There is nothing for you here right now.')).toBeInTheDocument();
  });
});
