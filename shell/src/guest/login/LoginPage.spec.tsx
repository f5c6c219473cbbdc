/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSession, logout } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { PortalContext } from '../../portal/PortalContext';
import { ROUTER_FUTURE } from '../../routing/router-future';
import { SsoLandingPage } from '../sso/SsoLandingPage';
import { LoginPage } from './LoginPage';

const acme = { customer_id: 1, customer_code: 'acme', name: 'Acme Staffing', locations: [{ location_id: 1, location_code: 'hq', name: 'HQ' }] };
const session = { access_token: 'tok-staff', party: 'user', user_id: 3, customer_id: 1, customer_code: 'acme', customers: [], full_name: 'Rita R', expires_at: '2030-01-01T00:00:00Z' };
let server: LocalServer;

function Url() {
  const l = useLocation();
  return <output data-testid="url">{l.pathname + l.search}</output>;
}

function renderAt(url: string) {
  render(
    <PortalContext.Provider value={{ customerCode: 'acme', locationCode: 'hq', customer: acme }}>
      <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/acme/hq/login" element={<LoginPage />} />
          <Route path="/acme/hq/sso" element={<SsoLandingPage />} />
          <Route path="*" element={<Url />} />
        </Routes>
      </MemoryRouter>
    </PortalContext.Provider>,
  );
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const body = req.body ? (JSON.parse(req.body) as Record<string, string>) : {};
    if (req.url === '/api/v1/sso/acme/options') {
      sendJson(res, 200, { staff: { enabled: true, password_login_disabled: false }, applicant: { enabled: false, password_login_disabled: false, logout_url: null } });
    } else if (req.url === '/api/v1/login') {
      sendJson(res, 200, { mfa_required: true, mfa_token: 'mfa-1' });
    } else if (req.url === '/api/v1/login/mfa' && body.mfa_token === 'mfa-1' && body.code === '123456') {
      sendJson(res, 200, session);
    } else if (req.url === '/api/v1/sso/exchange' && body.code === 'one-time') {
      sendJson(res, 200, session);
    } else {
      sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', messageKey: 'mfa_code_invalid', details: {} });
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  logout();
  window.sessionStorage.clear();
});

describe('staff login with two-step sign-in', () => {
  it('offers company sign-in, then asks for the code after the password and starts the session with the right one', async () => {
    setDocumentUrl(`${server.origin}/acme/hq/login?as=staff`);
    const user = userEvent.setup();
    renderAt('/acme/hq/login?as=staff&returnTo=%2Facme%2Fhq%2Fadmin%2Fusers');
    expect(await screen.findByRole('button', { name: 'Sign in with your company account' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email/), 'rita@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'Staff-Password-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/Authentication code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    expect(getSession().accessToken).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('url')).toHaveTextContent('/acme/hq/admin/users');
    expect(getSession()).toMatchObject({ accessToken: 'tok-staff', party: 'user', userId: '3' });
  });
});

describe('SSO landing page', () => {
  it('exchanges the fragment code for the session, removes it from the address bar and opens return_to', async () => {
    setDocumentUrl(`${server.origin}/acme/hq/sso#code=one-time&return_to=%2Facme%2Fhq%2Fadmin%2Froles`);
    renderAt('/acme/hq/sso');
    expect(await screen.findByTestId('url')).toHaveTextContent('/acme/hq/admin/roles');
    expect(window.location.hash).toBe('');
    expect(getSession()).toMatchObject({ accessToken: 'tok-staff', party: 'user' });
    const exchange = server.requests.find((r) => r.url === '/api/v1/sso/exchange');
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ code: 'one-time' });
  });

  it('shows why SSO failed', async () => {
    setDocumentUrl(`${server.origin}/acme/hq/sso#error=sso_user_not_found`);
    renderAt('/acme/hq/sso');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your company account is not linked to an account here.');
    expect(server.requests.filter((r) => r.url === '/api/v1/sso/exchange')).toHaveLength(1);
  });
});
