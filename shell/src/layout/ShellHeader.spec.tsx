/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE, createAppStore, logout, setApplicantSession, setStaffSession, type AppStore } from '@attest/shared-ui';
import { seedStaffAccess, staffAccess } from '@attest/shared-ui/access/testing/staff-access-test-kit';
import { PortalContext } from '../portal/PortalContext';
import { ShellHeader } from './ShellHeader';

function renderHeader(store: AppStore) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/acme/hq/admin/applicants']} future={ROUTER_FUTURE}>
        <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: null }}>
          <ShellHeader />
        </PortalContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('ShellHeader', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it("shows the staff user's full name and links the brand to the staff home", async () => {
    setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
    const store = createAppStore();
    await seedStaffAccess(store, staffAccess(['applicants.read'], { full_name: 'Avery Admin' }));
    renderHeader(store);
    expect(screen.getByTestId('shell-person')).toHaveTextContent('Avery Admin');
    expect(screen.getByRole('link', { name: 'Attest' })).toHaveAttribute('href', '/acme/hq/admin');
  });

  it('says "Applicant" for an applicant', () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
    renderHeader(createAppStore());
    expect(screen.getByTestId('shell-person')).toHaveTextContent('Applicant');
    expect(screen.getByRole('link', { name: 'Attest' })).toHaveAttribute('href', '/acme/hq/my-profile');
  });
});
