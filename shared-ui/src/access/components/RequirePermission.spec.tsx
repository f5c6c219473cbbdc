/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Permission } from '@attest/contracts';
import { createAppStore, type AppStore } from '../../api/store';
import { logout, setApplicantSession, setStaffSession } from '../../session/session';
import { ROUTER_FUTURE } from '../../remote/router-future';
import { signedInStaffStore } from '../testing/staff-access-test-kit';
import { RequirePermission } from './RequirePermission';

function renderGuarded(store: AppStore, permission: Permission, homeHref?: string) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/acme/hq/admin/audit']} future={ROUTER_FUTURE}>
        <Routes>
          <Route
            path=":customerCode/:locationCode/*"
            element={
              <RequirePermission permission={permission} homeHref={homeHref}>
                <h1>Audit log</h1>
              </RequirePermission>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('RequirePermission', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it('renders the page for a staff user who holds the permission', async () => {
    renderGuarded(await signedInStaffStore(['audit.read']), 'audit.read');
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the \"You don't have access\" panel with a link to the staff home instead of the page", async () => {
    renderGuarded(await signedInStaffStore(['applicants.read']), 'audit.read');
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent("You don't have access");
    expect(panel).toHaveTextContent('Your roles do not allow you to open this page.');
    expect(screen.getByRole('link', { name: 'Back to the staff home' })).toHaveAttribute('href', '/acme/hq/admin');
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('links to the home it is given', async () => {
    renderGuarded(await signedInStaffStore([]), 'audit.read', '/');
    expect(screen.getByRole('link', { name: 'Back to the staff home' })).toHaveAttribute('href', '/');
  });

  it('shows neither the page nor the panel while the permissions load', () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
    // No server in this test: the request stays pending long enough to look at the first render.
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    try {
      renderGuarded(createAppStore(), 'audit.read');
      expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
      expect(screen.queryByText("You don't have access")).not.toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('never shows a staff page to an applicant', () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
    renderGuarded(createAppStore(), 'audit.read');
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access");
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
