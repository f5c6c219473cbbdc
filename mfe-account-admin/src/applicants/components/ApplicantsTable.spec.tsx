/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Permission } from '@attest/contracts';
import { ROUTER_FUTURE, ToastProvider, logout } from '@attest/shared-ui';
import { signedInStaffStore } from '@attest/shared-ui/access/testing/staff-access-test-kit';
import { ApplicantsTable } from './ApplicantsTable';

const rows = [{ applicant_id: 42, first_name: 'Dana', last_name: 'Demo', email: 'dana@acme.test', current_application_status: 'PRESCREEN' }];

async function renderTable(permissions: Permission[]) {
  const store = await signedInStaffStore(permissions);
  render(
    <Provider store={store}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/acme/hq/admin/applicants']} future={ROUTER_FUTURE}>
          <Routes>
            <Route path=":customerCode/:locationCode/admin/applicants" element={<ApplicantsTable rows={rows} />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

describe('ApplicantsTable actions follow the permissions', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it('offers "Log in as applicant" only with applicants.login_as and the documents only with documents.read', async () => {
    await renderTable(['applicants.read', 'applicants.login_as', 'documents.read']);
    expect(screen.getByRole('button', { name: 'Log in as applicant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents Dana Demo' })).toHaveAttribute('href', '/acme/hq/admin/applicants/42/documents');
  });

  it('shows the application status as a labelled badge, never the raw code, and labels each cell for the phone cards', async () => {
    await renderTable(['applicants.read']);
    const badge = screen.getByText('Prescreen questions');
    expect(badge).toHaveClass('at-badge');
    expect(badge).toHaveAttribute('data-status', 'PRESCREEN');
    expect(screen.queryByText('PRESCREEN')).not.toBeInTheDocument();
    expect(badge.closest('td')).toHaveAttribute('data-label', 'Status');
  });

  it('hides both from a user who may only read applicants', async () => {
    await renderTable(['applicants.read']);
    expect(screen.getByText('dana@acme.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in as applicant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Documents/ })).not.toBeInTheDocument();
  });
});
