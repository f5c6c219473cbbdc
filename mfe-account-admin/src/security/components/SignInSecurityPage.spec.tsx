/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@attest/contracts';
import { allowedNavEntries, navEntriesOf } from '@attest/shared-ui';
import {
  renderAdminPage,
  resetFakeApi,
  serveFakeAccountAdminApi,
} from '../../testing/account-admin-test-kit';
import { remoteRoutes } from '../../routes';
import {
  blankAudience,
  serveSignInSecurity,
  validationFailed,
  type FakeSecurityServer,
} from '../testing/security-fake-api';
import { SignInSecurityPage } from './SignInSecurityPage';

const ADMIN = [PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE];
const requests = serveFakeAccountAdminApi('admin/security');
const puts = (path: string) => requests().filter((r) => r.method === 'PUT' && r.url === path);

function fakeServer(overrides: Partial<FakeSecurityServer> = {}): FakeSecurityServer {
  resetFakeApi(ADMIN);
  return serveSignInSecurity({
    policy: { require_staff_mfa: false },
    sso: { staff: blankAudience(), applicant: blankAudience() },
    ...overrides,
  });
}

const renderPage = () => renderAdminPage('admin/security', <SignInSecurityPage />);
const ssoForm = (name: RegExp) => screen.findByRole('form', { name });

describe('SignInSecurityPage', () => {
  it('saves the two-factor requirement when the box is ticked, explains it and confirms with a toast', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for all staff' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/asked to set it up .* at their next sign-in/);

    await user.click(box);
    expect(await screen.findByText('Two-factor sign-in is now required for all staff.')).toBeInTheDocument();
    await waitFor(() => {
      expect(box).toBeEnabled();
      expect(box).toBeChecked();
    });
    expect(puts('/api/v1/mfa/policy').map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { require_staff_mfa: true },
    ]);
    expect(server.policy).toEqual({ require_staff_mfa: true });

    await user.click(box);
    expect(
      await screen.findByText('Two-factor sign-in is no longer required for all staff.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(server.policy).toEqual({ require_staff_mfa: false });
  });

  it('keeps the requirement as saved when the server refuses the change, and says why', async () => {
    fakeServer({
      refusePolicy: {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', messageKey: 'permission_denied', details: {} },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for all staff' });
    await user.click(box);
    expect(await screen.findByText('You do not have permission to do this.')).toHaveAttribute(
      'role',
      'alert',
    );
    await waitFor(() => {
      expect(box).toBeEnabled();
      expect(box).not.toBeChecked();
    });
  });

  it('keeps what was typed and shows the server field error inline after a 400, then saves', async () => {
    const server = fakeServer({ refuseNextSsoSave: validationFailed({ 'staff.issuer': 'invalid_entry' }) });
    const user = userEvent.setup();
    renderPage();
    const form = await ssoForm(/for staff$/);
    const issuer = within(form).getByRole('textbox', { name: /^Issuer URL/ });
    await user.click(within(form).getByRole('checkbox', { name: 'Turn on single sign-on for staff' }));
    await user.type(issuer, 'https://login.example.com/realms/acme');
    await user.type(within(form).getByRole('textbox', { name: /^Client ID/ }), 'attest-portal');
    await user.type(within(form).getByLabelText(/^Client secret/), 'typed-secret-1');
    await user.type(
      within(form).getByRole('textbox', { name: /^Logout URL/ }),
      'https://login.example.com/logout',
    );
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on for staff' }));

    expect(await within(form).findByRole('textbox', { name: /^Issuer URL.*Invalid entry/ })).toHaveValue(
      'https://login.example.com/realms/acme',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(within(form).getByRole('textbox', { name: /^Client ID/ })).toHaveValue('attest-portal');
    expect(within(form).getByLabelText(/^Client secret/)).toHaveValue('typed-secret-1');
    expect(within(form).getByRole('checkbox', { name: 'Turn on single sign-on for staff' })).toBeChecked();
    expect(JSON.parse(puts('/api/v1/sso/settings')[0].body)).toEqual({
      staff: {
        enable: true,
        issuer: 'https://login.example.com/realms/acme',
        client_id: 'attest-portal',
        client_secret: 'typed-secret-1',
        disable_password_login: false,
        logout_url: 'https://login.example.com/logout',
      },
    });

    // Editing the field clears its error; the next save goes through and the secret field empties.
    await user.type(issuer, '/');
    expect(issuer).not.toHaveAccessibleName(/Invalid entry/);
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on for staff' }));
    expect(await screen.findByText('Single sign-on for staff has been saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Client secret/)).toHaveAccessibleDescription(/A secret is set/),
    );
    expect(within(form).getByLabelText(/^Client secret/)).toHaveValue('');
    expect(server.sso.staff).toMatchObject({
      enable: true,
      issuer: 'https://login.example.com/realms/acme/',
      client_id: 'attest-portal',
      client_secret: 'typed-secret-1',
    });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the issuer URL before sending, as the server would', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    const form = await ssoForm(/for applicants$/);
    await user.type(within(form).getByRole('textbox', { name: /^Issuer URL/ }), 'not a url');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on for applicants' }));
    expect(await within(form).findByRole('textbox', { name: /^Issuer URL.*Invalid entry/ })).toHaveValue(
      'not a url',
    );
    expect(puts('/api/v1/sso/settings')).toHaveLength(0);
  });

  it('never shows a client secret: the field starts empty, is masked, and "Remove secret" sends ""', async () => {
    const server = fakeServer();
    server.sso.applicant = {
      ...blankAudience(),
      enable: true,
      issuer: 'https://id.example.com',
      client_id: 'applicants',
      client_secret: 'stored-s3cret',
    };
    const user = userEvent.setup();
    const { container } = renderPage();
    const form = await ssoForm(/for applicants$/);
    const secret = within(form).getByLabelText(/^Client secret/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('A secret is set. Leave this field empty to keep it.');
    expect(container.innerHTML).not.toContain('stored-s3cret');

    // Saving other fields with the field empty keeps the secret: it is not sent.
    await user.clear(within(form).getByRole('textbox', { name: /^Client ID/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Client ID/ }), 'applicants-2');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on for applicants' }));
    expect(await screen.findByText('Single sign-on for applicants has been saved.')).toBeInTheDocument();
    expect(JSON.parse(puts('/api/v1/sso/settings')[0].body)).not.toHaveProperty('applicant.client_secret');
    expect(server.sso.applicant.client_secret).toBe('stored-s3cret');

    await user.click(within(form).getByRole('button', { name: 'Remove secret' }));
    expect(secret).toBeDisabled();
    expect(secret).toHaveAccessibleDescription('The secret will be removed when you save.');
    await user.click(within(form).getByRole('button', { name: 'Save single sign-on for applicants' }));
    await waitFor(() => expect(secret).toHaveAccessibleDescription('No secret is set (a public client).'));
    expect(JSON.parse(puts('/api/v1/sso/settings')[1].body)).toMatchObject({
      applicant: { client_secret: '' },
    });
    expect(server.sso.applicant.client_secret).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Remove secret' })).not.toBeInTheDocument();
  });

  it('warns that turning off password sign-in needs single sign-on fully set up, and each audience saves apart', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const staff = await ssoForm(/for staff$/);
    const applicants = await ssoForm(/for applicants$/);
    const noPassword = within(applicants).getByRole('checkbox', {
      name: 'Turn off password sign-in for applicants',
    });
    expect(noPassword).toHaveAccessibleDescription(/only while single sign-on is fully set up/);
    expect(
      within(staff).getByRole('checkbox', { name: 'Turn off password sign-in for staff' }),
    ).toHaveAccessibleDescription(/only while single sign-on is fully set up/);

    // Typed but unsaved staff values survive a save of the applicant form.
    await user.type(within(staff).getByRole('textbox', { name: /^Client ID/ }), 'staff-client');
    await user.click(noPassword);
    await user.click(within(applicants).getByRole('button', { name: 'Save single sign-on for applicants' }));
    expect(await screen.findByText('Single sign-on for applicants has been saved.')).toBeInTheDocument();
    expect(Object.keys(JSON.parse(puts('/api/v1/sso/settings')[0].body) as object)).toEqual(['applicant']);
    expect(server.sso.applicant.disable_password_login).toBe(true);
    expect(server.sso.staff.client_id).toBeNull();
    expect(within(staff).getByRole('textbox', { name: /^Client ID/ })).toHaveValue('staff-client');
  });

  it('shows the redirect URLs to register at the provider, and copies them', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage();
    const origin = window.location.origin;
    const staff = await ssoForm(/for staff$/);
    expect(await screen.findByTestId('sso-callback-staff')).toHaveTextContent(
      `${origin}/api/v1/sso/acme/callback`,
    );
    expect(screen.getByTestId('sso-callback-applicant')).toHaveTextContent(
      `${origin}/api/v1/sso/acme/applicant/callback`,
    );
    const section = staff.closest('section') as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Copy redirect URL' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${origin}/api/v1/sso/acme/callback`);
  });

  it('is not offered without account.manage: no menu entry, and the page shows the no-access panel', async () => {
    fakeServer();
    resetFakeApi([PERMISSIONS.ACCOUNT_READ]);
    renderPage();
    expect(await screen.findByText("You don't have access")).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(requests().some((r) => r.url.startsWith('/api/v1/sso') || r.url.startsWith('/api/v1/mfa'))).toBe(
      false,
    );

    const route = remoteRoutes.routes.find((r) => r.path === 'admin/security');
    expect(route?.permission).toBe(PERMISSIONS.ACCOUNT_MANAGE);
    const paths = (held: string[]) =>
      allowedNavEntries(navEntriesOf([remoteRoutes]), (p) => held.includes(p)).map((e) => e.path);
    expect(paths([PERMISSIONS.ACCOUNT_READ])).not.toContain('admin/security');
    const admin = paths([PERMISSIONS.ACCOUNT_READ, PERMISSIONS.ACCOUNT_MANAGE, PERMISSIONS.AUDIT_READ]);
    // Sign-in security sits with the account's settings, between the languages and the settings page.
    expect(admin.slice(admin.indexOf('admin/roles'))).toEqual([
      'admin/roles',
      'admin/locations',
      'admin/languages',
      'admin/translations',
      'admin/security',
      'admin/settings',
      'admin/currency',
      'admin/job-display-settings',
      'admin/credential-types',
      'admin/certification-requirements',
      'admin/audit',
    ]);
  });
});
