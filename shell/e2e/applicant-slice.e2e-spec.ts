import * as fs from 'fs';
import * as path from 'path';
import { sessionStorageOf, waitForMail } from './support/browser';
import { useE2eSuite } from './support/suite';
import { repoRoot } from './support/server';

jest.setTimeout(120_000);

const suite = useE2eSuite();

test('register → confirm → login → edit my-profile saves only the changed fields', async () => {
  const base = suite.server.url;
  const email = `e2e.${Date.now()}@example.test`;
  const password = 'E2e-password-2026';
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  // Register
  await page.goto(`${base}/acme/hq/register`);
  await page.locator('input[name="first_name"]').fill('Erin');
  await page.locator('input[name="last_name"]').fill('Tester');
  await page.locator('input[name="mobile_phone"]').fill('406-555-0142');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirm_password"]').fill(password);
  // The terms of service must be accepted (decision 0025): refused beside the checkbox, nothing typed is lost.
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Please accept the Terms of Service to create an account.').waitFor();
  await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe(email);
  // The link opens the terms over the form.
  await page.getByRole('button', { name: 'Read the Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of service' });
  await terms.getByText(/you agree to these terms/).waitFor();
  await terms.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Check your email').waitFor();

  // Confirmation link from the outbox
  const mail = await waitForMail(base, email);
  const link = mail.links.find((l) => l.includes('/confirmation?token='));
  expect(link).toBeDefined();
  const confirmUrl = new URL(link!);
  await page.goto(`${base}${confirmUrl.pathname}${confirmUrl.search}`);
  await page.getByText('Your email is confirmed. You can sign in now.').waitFor();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.waitForURL(/\/acme\/hq\/login/);

  // Login
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A first login goes through the preliminary info page (once), then the online application.
  await page.waitForURL(/\/acme\/hq\/prelim-info$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/acme\/hq\/application\/basic-info$/, { timeout: 30_000 });
  await page.goto(`${base}/acme/hq/my-profile`);
  const firstName = page.locator('input[name="first_name"]');
  await expect(firstName.inputValue()).resolves.toBe('Erin');
  // Banner 5 (myProfilePhone) sits above the profile's phone.
  await expect(page.locator('[data-banner-id="5"]').count()).resolves.toBe(1);

  const session = await sessionStorageOf(page);
  const applicantId = session['attest.applicantId'];
  const customerId = session['attest.customerId'];
  const token = session['attest.accessToken'];
  expect(applicantId).toBeTruthy();
  expect(token).toBeTruthy();

  // Screenshots of my-profile at desktop and phone widths
  const shots = path.join(repoRoot, 'var/screenshots');
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'my-profile-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'my-profile-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Change two fields and save; capture the PUT body
  const putBodies: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().includes(`/api/v2/customers/${customerId}/applicants`)) {
      putBodies.push(req.postDataJSON());
    }
  });
  await page.locator('input[name="first_name"]').fill('Erica');
  await page.locator('input[name="city"]').fill('Springfield');
  const putResponse = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/applicants'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await putResponse).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: 'Changes Saved Successfully' }).waitFor();

  expect(putBodies).toHaveLength(1);
  const sent = putBodies[0] as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['applicant_id', 'city', 'first_name']);
  expect(String(sent.applicant_id)).toBe(applicantId);
  expect(sent).toMatchObject({ first_name: 'Erica', city: 'Springfield' });

  // Reload keeps the values
  await page.reload();
  await expect(page.locator('input[name="first_name"]').inputValue()).resolves.toBe('Erica');
  await expect(page.locator('input[name="city"]').inputValue()).resolves.toBe('Springfield');

  // The API answers the derived full name (first + last, spec staff-side "Derived")
  const res = await fetch(`${base}/api/v2/customers/${customerId}/applicants/${applicantId}`, {
    headers: { Authorization: `Basic ${token}`, 'X-Requested-By-Party': 'applicant' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { full_name: string; city: string };
  expect(body.full_name).toBe('Erica Tester');
  expect(body.city).toBe('Springfield');
  await context.close();
});
