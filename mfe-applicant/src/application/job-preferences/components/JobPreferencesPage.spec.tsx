/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { createAppStore, setApplicantSession, ToastProvider } from '@attest/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { startJobPrefsBackend, type JobPrefsBackend } from '../testing/job-prefs-test-kit';
import { JobPreferencesPage } from './JobPreferencesPage';

describe('JobPreferencesPage (standalone, real HTTP server)', () => {
  let backend: JobPrefsBackend;

  beforeAll(async () => {
    backend = await startJobPrefsBackend();
  });
  afterAll(() => backend.server.close());
  beforeEach(() => {
    backend.reset();
    window.sessionStorage.clear();
  });

  const renderPage = () =>
    render(
      <Provider store={createAppStore()}>
        <ToastProvider>
          <JobPreferencesPage />
        </ToastProvider>
      </Provider>,
    );

  it('uses the signed-in applicant and saves with a plain Save', async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 42, customer_id: 7, customer_code: 'acme' });
    backend.props = { selected_categories: '1' };
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.writes()).toHaveLength(1));
    expect(backend.server.requests.find((r) => r.method === 'PATCH')?.headers.authorization).toBe('Basic tok-a');
  });

  it('without a session: not found', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
