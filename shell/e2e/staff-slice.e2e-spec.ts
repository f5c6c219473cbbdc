import * as fs from 'fs';
import { createConnection } from 'mysql2/promise';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, login, sessionStorageOf } from './support/browser';
import { ensureBuilt, startServer, type RunningServer } from './support/server';

jest.setTimeout(120_000);

const BULK = 3000;
let server: RunningServer;
let browser: Browser;

/** Seeds BULK applicants (last name "Bulkrow") with one multi-row INSERT so the export takes a moment. */
async function seedBulkApplicants(customerId: number): Promise<void> {
  const conn = await createConnection(server.dbUrl);
  try {
    const now = new Date();
    const rows = Array.from({ length: BULK }, (_, i) => [customerId, 'Bulk', 'Bulkrow', `bulk.${i}@seed.test`, now, now]);
    await conn.query(
      'INSERT INTO applicants (customer_id, first_name, last_name, email, date_registered, last_updated) VALUES ?',
      [rows],
    );
  } finally {
    await conn.end();
  }
}

beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
  const ctx = (await (await fetch(`${server.url}/api/v1/customerContext/acme`)).json()) as { customer_id: number };
  await seedBulkApplicants(Number(ctx.customer_id));
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('staff: search, export CSV with progress and download, log in as applicant in a new tab', async () => {
  const base = server.url;
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, DEMO.staff, true);
  await page.waitForURL(/\/acme\/hq\/admin\/applicants$/);

  // Search
  const search = page.getByRole('searchbox', { name: /Search applicants/ });
  await search.fill('Bulkrow');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.locator('table tbody tr');
  // The filtered page replaces the first one: wait for it before reading a row (the demo has other applicants).
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('table tbody tr')).every((r) => r.textContent?.includes('Bulkrow')),
  );
  await expect(rows.first().textContent()).resolves.toContain('bulk.');
  expect(await rows.count()).toBe(20);

  // Export CSV: progress bar while it runs, then the browser download
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('progressbar', { name: 'Exporting…' }).waitFor({ state: 'visible', timeout: 10_000 });
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  const lines = csv.split(/\r?\n/).filter((l) => l.length > 0);
  expect(lines[0].startsWith('applicant_id,first_name')).toBe(true);
  expect(lines).toHaveLength(BULK + 1);
  expect(lines.slice(1).every((l) => l.includes('Bulkrow'))).toBe(true);
  await page.getByRole('progressbar', { name: 'Exporting…' }).waitFor({ state: 'hidden' });

  // Log in as the demo applicant: a new tab opens the applicant portal
  await search.fill(DEMO.applicant.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const demoRow = rows.filter({ hasText: DEMO.applicant.email });
  await demoRow.waitFor();
  expect(await rows.count()).toBe(1);
  const newPage = context.waitForEvent('page');
  await demoRow.getByRole('button', { name: 'Log in as applicant' }).click();
  const applicantTab = await newPage;
  // The applicant's landing page is Home (issue 14); the profile is one click away in the navigation.
  await applicantTab.waitForURL(/\/acme\/hq\/home$/, { timeout: 30_000 });
  await applicantTab.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My profile' }).click();
  await applicantTab.waitForURL(/\/acme\/hq\/my-profile$/);
  await expect(applicantTab.locator('input[name="first_name"]').inputValue()).resolves.toBe('Dana');
  await applicantTab.getByText('Dana Demo').first().waitFor();
  const applicantSession = await sessionStorageOf(applicantTab);
  expect(applicantSession['attest.party']).toBe('applicant');
  expect(applicantSession['attest.applicantLogin']).toBe('true');

  // The staff tab keeps its staff session
  const staffSession = await sessionStorageOf(page);
  expect(staffSession['attest.party']).toBe('user');
  expect(staffSession['attest.userId']).toBeTruthy();
  expect(staffSession['attest.accessToken']).not.toBe(applicantSession['attest.accessToken']);
  await page.reload();
  await page.waitForURL(/\/acme\/hq\/admin\/applicants$/);
  await page.getByRole('button', { name: 'Export CSV' }).waitFor();
  await context.close();
});
