/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, logout, setApplicantSession } from '@attest/shared-ui';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { LogoutButton } from './LogoutButton';

let server: LocalServer;
let logoutUrl: string | null = null;
const assign = jest.fn();

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url === '/api/v1/logout') {
      sendJson(res, 200, { logged_out: true });
    } else if (req.url === '/api/v1/sso/acme/options') {
      sendJson(res, 200, { staff: { enabled: false, password_login_disabled: false }, applicant: { enabled: logoutUrl !== null, password_login_disabled: false, logout_url: logoutUrl } });
    } else {
      sendJson(res, 404, { statusCode: 404, messageKey: 'not_found' });
    }
  });
  setDocumentUrl(`${server.origin}/acme/hq/home`);
});
afterAll(() => server.close());

beforeEach(() => {
  logout();
  assign.mockReset();
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true, configurable: true });
  setApplicantSession({ access_token: 'tok-a', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
});

describe('LogoutButton', () => {
  it("sends an applicant of a single sign-on customer to the provider's logout page (applicant_sso_logout_url)", async () => {
    logoutUrl = 'https://login.acme.example/logout';
    render(<LogoutButton customerCode="acme" locationCode="hq" staff={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.acme.example/logout'));
    expect(getSession().accessToken).toBeNull();
  });

  it('goes to the login page without single sign-on', async () => {
    logoutUrl = null;
    render(<LogoutButton customerCode="acme" locationCode="hq" staff={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/acme\/hq\/login/)));
  });
});
