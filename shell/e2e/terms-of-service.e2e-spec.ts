import * as fs from 'fs';
import * as path from 'path';
import { createConnection } from 'mysql2/promise';
import { TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { hashPassword } from '@attest/platform';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot, type RunningServer } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(180_000);

/**
 * Terms of service in Chromium (decision 0025): an applicant created by staff (as bulk upload, the recruiter tab or
 * an ATS would) meets the blocking terms step on every applicant page; staff viewing the portal as her see it
 * read-only and cannot accept; she accepts and the portal continues; staff then see the version and date.
 */
const TARA = { email: 'tara.terms@staff-created.test', password: 'Tara-terms-2026' };
const shots = path.join(repoRoot, 'var/screenshots/terms-of-service');
let taraId = 0;

async function seedTara(server: RunningServer): Promise<void> {
  const conn = await createConnection(server.dbUrl);
  try {
    const [[customer]] = (await conn.query('SELECT id FROM customers WHERE customer_code = ?', [DEMO.customer])) as unknown as [{ id: number }[]];
    const [[hq]] = (await conn.query("SELECT location_id FROM locations WHERE customer_id = ? AND location_code = 'hq'", [customer.id])) as unknown as [{ location_id: number }[]];
    const now = new Date();
    const [inserted] = (await conn.query(
      'INSERT INTO applicants (customer_id, location_id, first_name, last_name, email, password_hash, verified, active, locked, failed_login_count, date_registered, last_updated, source) VALUES (?, ?, ?, ?, ?, ?, 1, 1, 0, 0, ?, ?, ?)',
      [customer.id, hq.location_id, 'Tara', 'Terms', TARA.email, await hashPassword(TARA.password), now, now, 'bulk_upload'],
    )) as unknown as [{ insertId: number }];
    taraId = inserted.insertId;
    // Her preliminary info is done, so after the terms she lands on Home itself.
    await conn.query("INSERT INTO applicant_props (customer_id, applicant_id, state, code, value) VALUES (?, ?, '', 'prelim_info_complete', '1')", [customer.id, taraId]);
  } finally {
    await conn.end();
  }
}

const suite = useE2eSuite({ afterStart: seedTara });

beforeAll(() => {
  fs.mkdirSync(shots, { recursive: true });
});

test('staff viewing as the applicant see the terms read-only; she accepts them and the portal continues', async () => {
  const base = suite.server.url;
  const staff = await apiLogin(base, DEMO.staff, 'user');
  const tos = () => apiCall(base, staff, 'GET', `/api/v1/applicants/${taraId}/TOS`, undefined, 200);
  expect((await tos()).body).toMatchObject({ accepted: false, accepted_current: false });

  // Log in as applicant (the staff page's single-use link): the step, read-only, with the staff banner.
  const link = await apiCall(base, staff, 'POST', '/api/v1/login/sut', { applicant_id: taraId }, 200);
  const viewing = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await viewing.newPage();
  await staffPage.goto(`${base}/acme/hq/user-applicant-login?token=${encodeURIComponent(String(link.body.value))}`);
  await staffPage.getByTestId('staff-viewing-banner').waitFor({ timeout: 30_000 });
  await staffPage.getByRole('region', { name: 'Full text of the terms' }).waitFor({ timeout: 30_000 });
  await expectText(staffPage, 'Only the applicant can accept the terms of service');
  await expect(staffPage.getByRole('button', { name: 'I accept the terms of service' }).count()).resolves.toBe(0);
  await shootBothWidths(staffPage, shots, 'staff-view');
  await viewing.close();
  expect((await tos()).body).toMatchObject({ accepted: false });

  // Tara signs in: Home is replaced by the terms step, and so is every other page of the portal.
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, TARA);
  await page.waitForURL(/\/acme\/hq\/home$/);
  await expectText(page, 'Please read and accept the terms of service to continue.');
  await expectText(page, '3. Electronic records and signatures.');
  await expectText(page, `Version ${TERMS_OF_SERVICE_VERSION}`);
  await expect(page.getByRole('heading', { name: 'To do' }).count()).resolves.toBe(0);
  await shootBothWidths(page, shots, 'step');
  await page.goto(`${base}/acme/hq/documents`);
  await page.getByRole('button', { name: 'I accept the terms of service' }).waitFor();

  await page.goto(`${base}/acme/hq/home`);
  await page.getByRole('button', { name: 'I accept the terms of service' }).click();
  await page.getByRole('heading', { name: 'To do' }).waitFor({ timeout: 30_000 });
  await page.goto(`${base}/acme/hq/my-profile`);
  await page.locator('input[name="first_name"]').waitFor();
  await expect(page.getByRole('button', { name: 'I accept the terms of service' }).count()).resolves.toBe(0);
  await context.close();

  const after = (await tos()).body;
  expect(after).toMatchObject({ accepted: true, accepted_current: true, version: TERMS_OF_SERVICE_VERSION });

  // Staff see the date and version on the applicant's page.
  const staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const detail = await staffContext.newPage();
  await login(detail, base, DEMO.staff, true);
  await detail.goto(`${base}/acme/hq/admin/applicants/${taraId}`);
  await expectText(detail, `(version ${TERMS_OF_SERVICE_VERSION})`, 30_000);
  await staffContext.close();
});
