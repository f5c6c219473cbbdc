/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import type { SelfServiceOverview } from '@attest/contracts';
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

const open = async (overview: SelfServiceOverview) => {
  resetFakeApi(api, { 'GET /api/v1/applicants/self-service': { body: overview } });
  renderPortal('/acme/hq/self-service', remoteRoutes.routes);
  await screen.findAllByRole('heading', { level: 2 });
};

describe('self-service page', () => {
  it('shows tasks with links, completed tasks with dates and the instructions HTML', async () => {
    await open({ tasks: TASKS, completed: COMPLETED, instructions_html: '<p>Bring <strong>two</strong> IDs.</p>' });
    const tasks = screen.getByRole('list', { name: 'My tasks' });
    expect(screen.getByRole('link', { name: 'Online application' })).toHaveAttribute('href', '/acme/hq/application');
    expect(screen.getByRole('link', { name: 'Tax Exemptions' })).toHaveAttribute('href', '/acme/hq/tax-exemptions');
    expect(tasks).toHaveTextContent('Done');
    expect(screen.getByRole('list', { name: 'Completed tasks' })).toHaveTextContent('I-9 Section 103/04/2025');
    expect(screen.getByRole('link', { name: 'I-9 Section 1' })).toHaveAttribute('href', '/acme/hq/forms/12');
    const instructions = screen.getByTestId('applicant-instructions');
    expect(instructions.querySelector('strong')).toHaveTextContent('two');
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

  it('everything switched off: a short note instead of empty cards', async () => {
    await open({ tasks: null, completed: null, instructions_html: null });
    expect(screen.getByText('There is nothing for you here right now.')).toBeInTheDocument();
  });
});
