/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { act, screen } from '@testing-library/react';
import { logout, setApplicantSession } from '@attest/shared-ui';
import {
  sendJson,
  setDocumentUrl,
  startLocalServer,
  type LocalServer,
} from '@attest/shared-ui/testing/local-server';
import { renderPortalRoutes, renderStaffPortal, staffLoader } from '../staff-nav/testing/staff-nav-test-kit';

describe('account/security (the staff header links a staff user there)', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/api/v1/users/me/mfa') {
        sendJson(res, 200, { totp_enabled: false, recovery_codes_left: 0, required: false });
      } else {
        sendJson(res, 404, { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
      }
    });
    setDocumentUrl(`${server.origin}/acme/hq/account/security`);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    logout();
    window.sessionStorage.clear();
  });

  it('is a staff page: shown beside the staff navigation', async () => {
    // Rendered in act: the fake remotes' entries arrive at once, the menu settles inside it.
    await act(async () => {
      await renderStaffPortal('/acme/hq/account/security', ['account.read']);
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in security' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Staff navigation' });
    expect(await screen.findByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/acme/hq/admin/users',
    );
    expect(nav.closest('.shell-staff')).toContainElement(
      screen.getByRole('heading', { name: 'Sign-in security' }),
    );
  });

  it('sends an applicant to the staff login', async () => {
    setApplicantSession({ access_token: 'a-token', applicant_id: 7, customer_id: 1, customer_code: 'acme' });
    renderPortalRoutes('/acme/hq/account/security', staffLoader());
    expect(await screen.findByTestId('url')).toHaveTextContent('/acme/hq/login?');
    expect(screen.getByTestId('url')).toHaveTextContent('as=staff');
    expect(screen.queryByRole('navigation', { name: 'Staff navigation' })).not.toBeInTheDocument();
  });
});
