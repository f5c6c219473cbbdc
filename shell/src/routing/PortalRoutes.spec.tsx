/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen } from '@testing-library/react';
import { setApplicantSession, logout, type AppStore } from '@attest/shared-ui';
import type { RemoteLoader } from '../remotes/RemoteArea';
import type { RemoteName } from '../remotes/remote-names';
import { signedInStaffStore } from '@attest/shared-ui/access/testing/staff-access-test-kit';
import { renderPortalRoutes } from '../staff-nav/testing/staff-nav-test-kit';

const HASH = 'Q2xhaW1Ub2tlbl8yMDIzX2FiYw';

/** A loader whose remotes render "<remote>:<path>" for every path the shell may send them. */
function fakeLoader(): jest.Mock<ReturnType<RemoteLoader>, Parameters<RemoteLoader>> {
  return jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>((name: RemoteName) =>
    Promise.resolve({
      remote: name,
      routes: ['home', 'my-profile', 'admin/applicants', 'admin/i9', ':hash'].map((path) => ({
        path,
        element: <p>{`${name}:${path}`}</p>,
      })),
      nav:
        name === 'account_admin'
          ? [{ labelKey: 'nav_applicants', label: 'Applicants', path: 'admin/applicants', permission: 'applicants.read' as const, order: 10 }]
          : [],
    }),
  );
}

function renderAt(url: string, load = fakeLoader(), store?: AppStore) {
  renderPortalRoutes(url, load, store);
  return load;
}

const applicant = { access_token: 'a-token', applicant_id: 7, customer_id: 1, customer_code: 'acme' };

describe('shell route rules', () => {
  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it('opens guest pages without a session', () => {
    const load = renderAt('/acme/hq/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the empty route and applicant routes to login with returnTo when there is no session', () => {
    const load = renderAt('/acme/hq/my-profile?tab=2');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login?returnTo=%2Facme%2Fhq%2Fmy-profile%3Ftab%3D2');
    expect(load).not.toHaveBeenCalled();

    renderAt('/acme/hq/');
    expect(screen.getAllByTestId('url')[1]).toHaveTextContent('/acme/hq/login?returnTo=%2Facme%2Fhq%2F');
  });

  it('needs a staff session for admin routes', () => {
    setApplicantSession(applicant);
    const load = renderAt('/acme/hq/admin/applicants');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login?as=staff&returnTo=%2Facme%2Fhq%2Fadmin%2Fapplicants');
    expect(load).not.toHaveBeenCalled();
  });

  it('does not accept a session of another customer', () => {
    setApplicantSession({ ...applicant, customer_code: 'globex' });
    renderAt('/acme/hq/my-profile');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login?returnTo=');
  });

  it('mounts the owning remote once the session fits', async () => {
    setApplicantSession(applicant);
    const load = renderAt('/acme/hq/my-profile');
    expect(await screen.findByText('applicant:my-profile')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('applicant', { force: false });
  });

  it('sends a signed-in staff user from the empty route through the staff home to the first page they may open', async () => {
    const load = renderAt('/acme/hq/', fakeLoader(), await signedInStaffStore(['applicants.read']));
    expect(await screen.findByText('account_admin:admin/applicants')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/admin/applicants');
    expect(load).toHaveBeenCalledWith('account_admin', { force: false });
  });

  it('opens a second-signer hash without a session, from the i9 remote', async () => {
    const load = renderAt(`/acme/hq/${HASH}`);
    expect(await screen.findByText('i9_everify::hash')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('i9_everify', { force: false });
  });

  it('does not treat a short or route-like single segment as a hash', () => {
    renderAt('/acme/hq/application-self-service');
    expect(screen.getByTestId('url')).toHaveTextContent('/acme/hq/login?returnTo=%2Facme%2Fhq%2Fapplication-self-service');
  });
});
