import * as fs from 'fs';
import * as path from 'path';
import { authenticator } from 'otplib';
import { IMPLICIT_PERMISSIONS, PERMISSIONS as P, SEEDED_ROLE_IDS, SEEDED_ROLES, type Permission } from '@attest/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO, login, sessionStorageOf, waitForMail } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';
import { startTestProvider } from '../../services/identity/src/sso/__tests__/oidc-test-provider';
import { expectText } from './support/expect-page';

jest.setTimeout(120_000);

// Issue 11 in the real product: staff invitations, roles and permissions, two-step sign-in and SSO.
const STAFF_PASSWORD = 'Attest-staff-2026';
const RECRUITER = 'recruiter@acme.test';
const VIEWER = 'viewer@acme.test';
const COMPLIANCE = 'compliance@acme.test';
const shots = path.join(repoRoot, 'var/screenshots/staff-access');

// The staff nav entries of the remotes' routes.tsx (mfe-*/src), in their order, with the permission each needs.
const NAV_ENTRIES: [string, Permission][] = [
  ['Applicants', P.APPLICANTS_READ],
  ['Bulk upload', P.APPLICANTS_WRITE],
  ['Placements', P.APPLICANTS_READ],
  ['Referrals', P.APPLICANTS_READ],
  ['Recruiters', P.APPLICANTS_READ],
  ['Data views', P.APPLICANTS_READ],
  ['Jobs', P.APPLICANTS_READ],
  ['Job clients', P.APPLICANTS_READ],
  ['I-9 and E-Verify', P.I9_READ],
  ['E-Verify cases', P.EVERIFY_READ],
  ['EAD revocations', P.EVERIFY_READ],
  ['EAD extension categories', P.I9_READ],
  ['E-Verify case lists', P.EVERIFY_READ],
  ['E-Verify simulator', P.EVERIFY_MANAGE],
  ['Content', P.CONTENT_READ],
  ['Templates', P.CONTENT_READ],
  ['Packages', P.CONTENT_READ],
  ['Code values', P.CONTENT_READ],
  ['Skills checklists', P.CONTENT_READ],
  ['Entity manager', P.CONTENT_READ],
  ['Blueprints', P.CONTENT_READ],
  ['Bulk transfer', P.CONTENT_READ],
  ['Users', P.ACCOUNT_READ],
  ['Roles', P.ACCOUNT_READ],
  ['Locations', P.ACCOUNT_READ],
  ['Languages', P.ACCOUNT_READ],
  ['Translations', P.ACCOUNT_READ],
  ['Sign-in security', P.ACCOUNT_MANAGE],
  ['Account settings', P.ACCOUNT_READ],
  ['Currency units', P.ACCOUNT_READ],
  ['Job search settings', P.ACCOUNT_READ],
  ['Credentials', P.ACCOUNT_READ],
  ['Certification requirements', P.ACCOUNT_READ],
  ['Integrations', P.INTEGRATIONS_MANAGE],
  ['Failed syncs', P.INTEGRATIONS_MANAGE],
  ['ATS simulator', P.INTEGRATIONS_MANAGE],
  ['Field mappings', P.INTEGRATIONS_MANAGE],
  ['Adapter properties', P.INTEGRATIONS_MANAGE],
  ['Request logs', P.INTEGRATIONS_MANAGE],
  ['Audit log', P.AUDIT_READ],
  ['NPS report', P.REPORTS_READ],
  ['Onboarding funnel', P.REPORTS_READ],
  ['Exports', P.REPORTS_READ],
  ['Schedules', P.REPORTS_READ],
  ['Alerts', P.OWN_ACCOUNT],
];

/** The nav a seeded role's holder sees: the entries whose permission the role holds. */
function navOf(roleId: number): string[] {
  const role = SEEDED_ROLES.find((r) => r.role_id === roleId)!;
  // Every staff user holds the implicit permissions (their own account: alerts) whatever the role.
  return NAV_ENTRIES.filter(([, permission]) => role.permissions.includes(permission) || IMPLICIT_PERMISSIONS.includes(permission)).map(([label]) => label);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Staff navigation' });

/** The staff navigation's links, once it shows `expected`'s last (it fills in as the permissions and remotes arrive). */
async function navLinks(page: Page, expected: string[]): Promise<string[]> {
  const last = expected[expected.length - 1];
  try {
    await nav(page).getByRole('link', { name: last, exact: true }).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`nav link "${last}" not shown on ${await pageDump(page)}`);
  }
  return (await nav(page).getByRole('link').allTextContents()).map((s) => s.trim());
}

/** Screenshots at 1280 and 375 px; at both the page fits the width (no horizontal scrolling). */
async function shootBothWidths(page: Page, name: string, ready: Locator): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready.waitFor();
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect({ name, width, fits: overflow.scroll <= overflow.inner, ...overflow }).toMatchObject({ fits: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A session's headers for calling the API from the test, as the shell's fetches send them. */
function apiHeaders(session: { token: string; customerId: string }): Record<string, string> {
  return {
    authorization: `Basic ${session.token}`,
    'x-requested-by-party': 'user',
    'x-request-customer-id': session.customerId,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

async function pageSession(page: Page): Promise<{ token: string; customerId: string }> {
  const s = await sessionStorageOf(page);
  return { token: s['attest.accessToken'], customerId: s['attest.customerId'] };
}

async function apiLogin(base: string, email: string, password: string): Promise<{ token: string; customerId: string }> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer_code: DEMO.customer, email, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; customer_id: number };
  return { token: body.access_token, customerId: String(body.customer_id) };
}

/** The 6-digit code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function totp(secret: string, stepsAhead = 0): string {
  return authenticator.clone({ epoch: Date.now() + stepsAhead * 30_000 }).generate(secret);
}

describe('staff access (issue 11): invitations, roles, permissions, two-step sign-in, SSO', () => {
  const suite = useE2eSuite();
  const contexts: BrowserContext[] = [];
  const newPage = async (browser: Browser): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(() => fs.mkdirSync(shots, { recursive: true }));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  test('an invited recruiter sets a password, turns on TOTP, signs in with a code and sees only what the Recruiter role allows', async () => {
    const base = suite.server.url;
    const invitee = { email: 'nia.newhire@acme.test', password: 'Newhire-pass-2026', name: 'Nia Newhire' };

    // The admin invites Nia with the Recruiter role.
    const admin = await newPage(suite.browser);
    await login(admin, base, DEMO.staff, true);
    await admin.goto(`${base}/acme/hq/admin/users`);
    await admin.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Invite user', exact: true }).click();
    const form = admin.getByRole('form', { name: 'Invite user' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee.email);
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Nia');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Newhire');
    await form.getByRole('button', { name: 'Add a role' }).click();
    await form.getByRole('combobox', { name: 'Role 1' }).selectOption({ label: 'Recruiter' });
    await expect(form.getByRole('combobox', { name: 'Limited to location' }).inputValue()).resolves.toBe('');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expectText(admin, `Invitation sent to ${invitee.email}`);
    const row = admin.locator('tbody tr').filter({ hasText: invitee.email });
    await expectText(row, 'Invited');
    await expect(row.innerText()).resolves.toContain('Recruiter');
    await admin.locator('.at-toast').getByRole('button', { name: 'Dismiss' }).click();
    await shootBothWidths(admin, 'users', row);

    // The invitation email's link opens the set-up page; Nia chooses a password.
    const mail = await waitForMail(base, invitee.email);
    const link = mail.links.find((l) => l.includes('/accept-invitation?token='));
    expect(link).toBeDefined();
    const nia = await newPage(suite.browser);
    await nia.goto(link!);
    await nia.getByRole('heading', { name: 'Set up your staff account' }).waitFor();
    await nia.getByLabel('Create password').fill(invitee.password);
    await nia.getByLabel('Confirm password').fill(invitee.password);
    await nia.getByRole('button', { name: 'Set password' }).click();
    await nia.waitForURL((u) => u.pathname === '/acme/hq/login' && u.searchParams.get('as') === 'staff');
    await expectText(nia, `Your password is set. Sign in with ${invitee.email}`);

    // First sign-in (password only), then TOTP on account/security with the key the page shows.
    await login(nia, base, invitee, true);
    await nia.waitForURL(/\/acme\/hq\/admin\/applicants$/);
    await nia.goto(`${base}/acme/hq/account/security`);
    await nia.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const qr = nia.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    const secret = ((await nia.locator('form code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await nia.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret));
    await nia.getByRole('button', { name: 'Verify' }).click();
    const codes = nia.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    await expect(codes.count()).resolves.toBe(10);
    await nia.getByRole('button', { name: 'I have saved these codes' }).click();
    await expectText(nia, 'Two-step sign-in is on.');

    // Sign out; signing in again asks for the code after the password.
    await nia.getByRole('button', { name: 'Log out' }).click();
    await nia.waitForURL((u) => u.pathname === '/acme/hq/login' && u.searchParams.get('as') === 'staff');
    await nia.locator('input[type="email"]').fill(invitee.email);
    await nia.locator('input[type="password"]').fill(invitee.password);
    await nia.getByRole('button', { name: 'Sign in', exact: true }).click();
    await nia.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(new URL(nia.url()).pathname).toBe('/acme/hq/login');
    // A code is accepted only once per 30-second step and the enrolment used this step's: the app's next
    // code (one step of drift is accepted) signs in without waiting for the clock.
    await nia.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret, 1));
    await nia.getByRole('button', { name: 'Verify' }).click();
    await nia.waitForURL(/\/acme\/hq\/admin\/applicants$/, { timeout: 30_000 });
    await expect(nia.getByTestId('shell-person').textContent()).resolves.toBe(invitee.name);

    // The Recruiter role (applicants, documents, I-9/E-Verify and content read; no account or audit):
    // the nav entries of mfe-*/src/routes.tsx whose permission it holds, in order, and nothing else.
    const recruiterNav = navOf(SEEDED_ROLE_IDS.RECRUITER);
    expect(recruiterNav).toEqual(['Applicants', 'Bulk upload', 'Placements', 'Referrals', 'Recruiters', 'Data views', 'Jobs', 'Job clients', 'I-9 and E-Verify', 'E-Verify cases', 'EAD revocations', 'EAD extension categories', 'E-Verify case lists', 'Content', 'Templates', 'Packages', 'Code values', 'Skills checklists', 'Entity manager', 'Blueprints', 'Bulk transfer', 'NPS report', 'Onboarding funnel', 'Exports', 'Schedules', 'Alerts']);
    expect(await navLinks(nia, recruiterNav)).toEqual(recruiterNav);
    await nia.getByRole('heading', { name: 'Applicants', exact: true }).waitFor();

    // A page the role does not allow: the no-access panel, not the page.
    await nia.goto(`${base}/acme/hq/admin/users`);
    const noAccess = nia.getByTestId('no-access');
    await noAccess.waitFor();
    await expect(noAccess.innerText()).resolves.toContain("You don't have access");
    await expect(nia.getByRole('heading', { name: 'Users', exact: true }).count()).resolves.toBe(0);
    await shootBothWidths(nia, 'no-access', noAccess);

    // On a phone the navigation waits behind Menu.
    await nia.setViewportSize({ width: 375, height: 800 });
    const applicantsLink = nav(nia).getByRole('link', { name: 'Applicants' });
    await applicantsLink.waitFor({ state: 'hidden' });
    await nav(nia).getByRole('button', { name: 'Menu' }).click();
    await applicantsLink.click();
    await nia.waitForURL(/\/acme\/hq\/admin\/applicants$/);
    await applicantsLink.waitFor({ state: 'hidden' });
  });

  test('a viewer reads applicants and users but gets no export, log-in-as, sending or inviting', async () => {
    const base = suite.server.url;
    const viewer = await newPage(suite.browser);
    await login(viewer, base, { email: VIEWER, password: STAFF_PASSWORD }, true);
    await viewer.waitForURL(/\/acme\/hq\/admin\/applicants$/);
    await expect(viewer.getByTestId('shell-person').textContent()).resolves.toBe('Vic Viewer');
    // The nav is complete once the permissions have arrived: what the page hides is decided by then.
    const viewerNav = navOf(SEEDED_ROLE_IDS.VIEWER);
    expect(viewerNav).toEqual(expect.arrayContaining(['Applicants', 'Users', 'Roles']));
    expect(await navLinks(viewer, viewerNav)).toEqual(viewerNav);

    const dana = viewer.locator('tbody tr').filter({ hasText: DEMO.applicant.email });
    await dana.waitFor();
    await dana.getByRole('link', { name: /Documents Dana/ }).waitFor();
    await expect(viewer.getByRole('button', { name: 'Export CSV' }).count()).resolves.toBe(0);
    await expect(viewer.getByRole('button', { name: /Log in as/ }).count()).resolves.toBe(0);

    // Dana's documents: the requests are listed; sending is not offered.
    await dana.getByRole('link', { name: /Documents Dana/ }).click();
    await viewer.locator('tr[data-sig-request]').filter({ hasText: 'Acme onboarding' }).waitFor();
    await expect(viewer.getByText('Send documents').count()).resolves.toBe(0);
    await expect(viewer.getByRole('button', { name: 'Send', exact: true }).count()).resolves.toBe(0);

    // Users: listed, but no inviting; a user's roles are shown but cannot be changed.
    await nav(viewer).getByRole('link', { name: 'Users', exact: true }).click();
    await viewer.getByRole('link', { name: 'Avery Admin' }).waitFor();
    await expect(viewer.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(6);
    await expect(viewer.getByRole('button', { name: 'Invite user' }).count()).resolves.toBe(0);
    await expect(viewer.getByRole('button', { name: 'Bulk add users' }).count()).resolves.toBe(0);
    await viewer.getByRole('link', { name: 'Riley Recruiter' }).click();
    await viewer.getByRole('list', { name: 'Assigned roles' }).getByText('Recruiter').waitFor();
    await expect(viewer.getByRole('form', { name: 'Assign role' }).count()).resolves.toBe(0);
    await expect(viewer.getByRole('button', { name: /^Remove / }).count()).resolves.toBe(0);
  });

  test('an admin copies Recruiter without "Export applicants"; the recruiter with only that role cannot export in the page or the API', async () => {
    const base = suite.server.url;
    const roleName = 'Recruiter (no export)';
    const admin = await newPage(suite.browser);
    await login(admin, base, DEMO.staff, true);

    // Roles: copy the system role Recruiter, untick Export applicants, save.
    await admin.goto(`${base}/acme/hq/admin/roles`);
    await admin.getByRole('button', { name: 'Recruiter System role' }).click();
    await admin.getByRole('heading', { name: 'Recruiter', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Copy role' }).click();
    const copy = admin.getByRole('form', { name: 'Copy role' });
    const nameField = copy.getByRole('textbox', { name: 'Role name' });
    await expect(nameField.inputValue()).resolves.toBe('Copy of Recruiter');
    await nameField.fill(roleName);
    await copy.getByRole('button', { name: 'Create copy' }).click();
    const editor = admin.getByRole('form', { name: 'Edit role' });
    await expect(editor.getByRole('textbox', { name: 'Role name' }).inputValue()).resolves.toBe(roleName);
    const exportBox = editor.getByRole('checkbox', { name: 'Export applicants' });
    await expect(exportBox.isChecked()).resolves.toBe(true);
    await exportBox.uncheck();
    await editor.getByRole('button', { name: 'Save role' }).click();
    await expectText(admin, 'The role has been saved.');
    await admin.reload();
    await admin.getByRole('button', { name: roleName }).click();
    await expect(admin.getByRole('form', { name: 'Edit role' }).getByRole('checkbox', { name: 'Export applicants' }).isChecked()).resolves.toBe(false);
    await shootBothWidths(admin, 'roles', admin.getByRole('form', { name: 'Edit role' }));

    // Riley (Recruiter only) gets the copy instead of Recruiter.
    await admin.goto(`${base}/acme/hq/admin/users`);
    await admin.getByRole('link', { name: 'Riley Recruiter' }).click();
    const assigned = admin.getByRole('list', { name: 'Assigned roles' });
    await assigned.getByText('Recruiter', { exact: true }).waitFor();
    const assign = admin.getByRole('form', { name: 'Assign role' });
    await assign.getByRole('combobox', { name: 'Role' }).selectOption({ label: roleName });
    await assign.getByRole('button', { name: 'Assign role' }).click();
    await assigned.getByText(roleName, { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Remove Recruiter', exact: true }).click();
    await expectText(admin, 'The role has been removed.');
    await admin.waitForFunction(() => document.querySelectorAll('[aria-label="Assigned roles"] > li').length === 1);
    await expect(assigned.getByRole('listitem').innerText()).resolves.toContain(roleName);

    // Riley: the applicants with documents and log-in-as, but no Export CSV.
    const riley = await newPage(suite.browser);
    await login(riley, base, { email: RECRUITER, password: STAFF_PASSWORD }, true);
    await riley.waitForURL(/\/acme\/hq\/admin\/applicants$/);
    expect(await navLinks(riley, navOf(SEEDED_ROLE_IDS.RECRUITER))).toEqual(navOf(SEEDED_ROLE_IDS.RECRUITER));
    const dana = riley.locator('tbody tr').filter({ hasText: DEMO.applicant.email });
    await dana.getByRole('button', { name: 'Log in as applicant' }).waitFor();
    await expect(riley.getByRole('button', { name: 'Export CSV' }).count()).resolves.toBe(0);

    // The API refuses the export to Riley's session; the admin's session may start one.
    const exportAs = (session: { token: string; customerId: string }) =>
      fetch(`${base}/api/v1/applicants/exportasync`, { method: 'POST', headers: apiHeaders(session), body: JSON.stringify({}) });
    const refused = await exportAs(await pageSession(riley));
    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({ messageKey: 'permission_denied' });
    const allowed = await exportAs(await pageSession(admin));
    expect(allowed.status).toBeLessThan(300);
  });

  test('staff sign in with their company account through a real OpenID Connect provider', async () => {
    const base = suite.server.url;
    const provider = await startTestProvider({
      clientId: 'attest-e2e',
      clientSecret: 'e2e-provider-secret',
      redirectUris: [`${base}/api/v1/sso/acme/callback`],
      accounts: [{ email: COMPLIANCE, email_verified: true, name: 'Casey Compliance' }],
    });
    try {
      // The admin connects acme's staff sign-in to the provider (docs/staff-sign-in.md).
      const admin = await apiLogin(base, DEMO.staff.email, DEMO.staff.password);
      const put = await fetch(`${base}/api/v1/sso/settings`, {
        method: 'PUT',
        headers: apiHeaders(admin),
        body: JSON.stringify({ staff: { enable: true, issuer: provider.issuer, client_id: 'attest-e2e', client_secret: 'e2e-provider-secret' } }),
      });
      expect(put.status).toBe(200);
      await expect(put.json()).resolves.toMatchObject({ staff: { enable: true, issuer: provider.issuer, client_secret_set: true } });

      const page = await newPage(suite.browser);
      await page.goto(`${base}/acme/hq/login?as=staff`);
      await page.getByRole('button', { name: 'Sign in with your company account' }).click();
      // The provider's sign-in (the test provider has no form of its own: its login is a POST of the email).
      await page.waitForURL((u) => u.origin === provider.issuer && u.pathname.startsWith('/interaction/'), { timeout: 30_000 });
      await page.evaluate((email) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = `${location.pathname}/login`;
        const input = document.createElement('input');
        input.name = 'email';
        input.value = email;
        form.append(input);
        document.body.append(form);
        form.submit();
      }, COMPLIANCE);
      try {
        await page.waitForURL((u) => u.origin === base && /^\/acme\/hq\/admin\/applicants$/.test(u.pathname), { timeout: 30_000 });
      } catch {
        throw new Error(`SSO did not land on the staff home: ${page.url()} ${await pageDump(page).catch(() => '')}`);
      }
      // No code in the address bar; Casey's session with the Compliance officer's pages.
      expect(new URL(page.url()).hash).toBe('');
      await expect(page.getByTestId('shell-person').textContent()).resolves.toBe('Casey Compliance');
      const complianceNav = navOf(SEEDED_ROLE_IDS.COMPLIANCE_OFFICER);
    expect(await navLinks(page, complianceNav)).toEqual(complianceNav);
      const session = await sessionStorageOf(page);
      expect(session['attest.party']).toBe('user');
    } finally {
      await provider.stop();
    }
  });
});
