/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE, applicantSelfApi, createAppStore, logout, setApplicantSession, type AppStore } from '@attest/shared-ui';
import { signedInStaffStore } from '@attest/shared-ui/access/testing/staff-access-test-kit';
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
    renderHeader(await signedInStaffStore(['applicants.read'], { full_name: 'Avery Admin' }));
    expect(screen.getByTestId('shell-person')).toHaveTextContent('Avery Admin');
    expect(screen.getByRole('link', { name: 'Attest' })).toHaveAttribute('href', '/acme/hq/admin');
  });

  it("links the staff user's name to their own account security", async () => {
    renderHeader(await signedInStaffStore(['applicants.read'], { full_name: 'Avery Admin' }));
    const person = screen.getByRole('link', { name: 'Avery Admin: your account security' });
    expect(person).toBe(screen.getByTestId('shell-person'));
    expect(person.textContent).toBe('Avery Admin');
    expect(person).toHaveAttribute('href', '/acme/hq/account/security');
    expect(person).toHaveAttribute('title', 'Your account security');
  });

  it("shows an applicant's name (never the word \"Applicant\"), linked to My profile, and the brand leads to Home", async () => {
    setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
    const store = createAppStore();
    await store.dispatch(
      applicantSelfApi.util.upsertQueryData(
        'getApplicant',
        { customerId: '1', applicantId: '7' },
        { applicant_id: 7, first_name: 'Dana', middle_name: null, last_name: 'Demo', email: null, mobile_phone: null, home_phone: null, address1: null, address2: null, city: null, state: null, zip: null },
      ),
    );
    renderHeader(store);
    const person = screen.getByRole('link', { name: 'Dana Demo: your profile' });
    expect(person).toBe(screen.getByTestId('shell-person'));
    expect(person).toHaveAttribute('href', '/acme/hq/my-profile');
    expect(screen.queryByText('Applicant')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Attest' })).toHaveAttribute('href', '/acme/hq/home');
  });
});
