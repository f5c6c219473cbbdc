import * as fs from 'fs';
import * as path from 'path';
import { createConnection } from 'mysql2/promise';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot, type RunningServer } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(180_000);

/**
 * The staff applicant list (issue 15, decision 0020) in Chromium: the demo recruiter filters by status and text,
 * sorts by a column both ways, saves the filter and gets it back after a reload; the list, placements, referrals
 * and recruiters pages fit 375 px. The applicants below are this suite's fixtures, inserted into its own database.
 */
const RECRUITER = { email: 'recruiter@acme.test', password: 'Attest-staff-2026' };
const shots = path.join(repoRoot, 'var/screenshots/applicant-list');

async function seedFixtures(server: RunningServer): Promise<void> {
  const conn = await createConnection(server.dbUrl);
  try {
    const [[customer]] = (await conn.query('SELECT id FROM customers WHERE customer_code = ?', [DEMO.customer])) as unknown as [{ id: number }[]];
    const [[hq]] = (await conn.query('SELECT location_id FROM locations WHERE customer_id = ? ORDER BY location_id LIMIT 1', [customer.id])) as unknown as [{ location_id: number }[]];
    const now = new Date();
    const people: [string, string, string | null][] = [
      ['Lena', 'Ortiz', 'WORKHIST'],
      ['Abel', 'Ortiz', 'WORKHIST'],
      ['Zoe', 'Ortiz', 'COMPLETE'],
      ['Priya', 'Workman', 'WORKHIST'],
      ['Sam', 'Newcomer', null],
    ];
    const rows = people.map(([first, last, status]) => [customer.id, first, last, `${first}.${last}@list.test`.toLowerCase(), now, now, hq.location_id, status]);
    await conn.query('INSERT INTO applicants (customer_id, first_name, last_name, email, date_registered, last_updated, location_id, current_application_status) VALUES ?', [rows]);
    const [[lena]] = (await conn.query('SELECT applicant_id FROM applicants WHERE email = ?', ['lena.ortiz@list.test'])) as unknown as [{ applicant_id: number }[]];
    await conn.query(
      'INSERT INTO placements (customer_id, applicant_id, location_id, title, company, company_address, status, start_date, end_date, pay_rate, visible_to_applicant, created_at, updated_at) VALUES ?',
      [[[customer.id, lena.applicant_id, hq.location_id, 'Warehouse associate (night shift)', 'Northwind Logistics International', '100 Harbor Way, Long Beach, CA 90802', 'Active', '2026-03-02', null, 21.5, 1, now, now]]],
    );
    await conn.query('INSERT INTO apl_referrals (customer_id, applicant_id, created, first_name, last_name, email, status) VALUES ?', [
      [[customer.id, lena.applicant_id, now, 'Maximiliano', 'Fernández-Castellanos', 'maximiliano.fernandez-castellanos@example.test', 0]],
    ]);
  } finally {
    await conn.end();
  }
}

const suite = useE2eSuite({ afterStart: seedFixtures });

/** Reads until `ok` holds (the list refetches after each action), then hands back the last reading to assert on. */
async function settled<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}
const same = (want: string[]) => (got: string[]) => JSON.stringify(got) === JSON.stringify(want);

const rows = (page: Page) => page.locator('.aa-table tbody tr');
const emails = async (page: Page) => (await page.locator('.aa-table tbody td[data-label="Email"]').allInnerTexts()).map((s) => s.trim());

test('a recruiter filters the list by status and text, sorts, saves the filter, and the lists fit 375 px', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, RECRUITER, true);
  await page.goto(`${base}/acme/hq/admin/applicants`);
  await page.getByRole('heading', { name: 'Applicants', exact: true }).waitFor();

  // Text and status: three Ortizes, two of them at the work-history step.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search applicants').fill('ortiz');
  await filters.getByLabel('Application status').selectOption({ label: 'Work history' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  expect((await settled(() => emails(page), (e) => e.length === 2)).sort()).toEqual(['abel.ortiz@list.test', 'lena.ortiz@list.test']);
  // The chips count every status of the other filters (the text): two at work history, one complete.
  const chips = page.getByRole('group', { name: 'Applicants by application status' });
  await expect(chips.locator('[data-status="WORKHIST"] .aa-chip__count').innerText()).resolves.toBe('2');
  await expect(chips.locator('[data-status="COMPLETE"] .aa-chip__count').innerText()).resolves.toBe('1');
  await expect(rows(page).first().innerText()).resolves.toContain('Work history');

  // Sort by email, then the other way round.
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  expect(await settled(() => emails(page), same(['abel.ortiz@list.test', 'lena.ortiz@list.test']))).toEqual(['abel.ortiz@list.test', 'lena.ortiz@list.test']);
  await expect(page.getByRole('columnheader', { name: 'Email', exact: true }).getAttribute('aria-sort')).resolves.toBe('ascending');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  expect(await settled(() => emails(page), same(['lena.ortiz@list.test', 'abel.ortiz@list.test']))).toEqual(['lena.ortiz@list.test', 'abel.ortiz@list.test']);
  await expect(page.getByRole('columnheader', { name: 'Email', exact: true }).getAttribute('aria-sort')).resolves.toBe('descending');

  // Save it, and it is stored for this recruiter on the server.
  await page.getByLabel('Name of this filter').fill('Ortiz at work history');
  await page.getByRole('button', { name: 'Save filter' }).click();
  await expectText(page, 'Filter saved');
  const session = await apiLogin(base, RECRUITER, 'user');
  const stored = await apiCall(base, session, 'GET', '/api/v1/applicants/saved-filters', undefined, 200);
  expect(stored.body).toEqual([
    expect.objectContaining({ name: 'Ortiz at work history', filter: expect.objectContaining({ term: 'ortiz', statuses: ['WORKHIST'], sort: 'email', direction: 'desc' }) }),
  ]);

  // After a reload the list shows everyone again; picking the saved filter brings back the filter and the order.
  await page.reload();
  await page.getByRole('heading', { name: 'Applicants', exact: true }).waitFor();
  expect(await settled(() => rows(page).count(), (n) => n >= 6)).toBeGreaterThanOrEqual(6);
  await page.getByLabel('Saved filters').selectOption({ label: 'Ortiz at work history' });
  expect(await settled(() => emails(page), same(['lena.ortiz@list.test', 'abel.ortiz@list.test']))).toEqual(['lena.ortiz@list.test', 'abel.ortiz@list.test']);
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Search applicants').inputValue()).resolves.toBe('ortiz');
  await shootBothWidths(page, shots, 'applicants-filtered');

  // The other lists of the recruiter's nav, with long values, fit both widths.
  for (const [nav, ready, name] of [
    ['Placements', 'Northwind Logistics International', 'placements'],
    ['Referrals', 'maximiliano.fernandez-castellanos@example.test', 'referrals'],
    ['Recruiters', 'recruiter@acme.test', 'recruiters'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: nav, exact: true }).click();
    await page.getByRole('heading', { name: nav, exact: true }).waitFor();
    await expectText(page, ready);
    await shootBothWidths(page, shots, name);
  }
  // The recruiters list holds the staff who work applicants, not the viewer or the content manager.
  const recruiters = await page.locator('.aa-table tbody td[data-label="Email"]').allInnerTexts();
  expect(recruiters).toEqual(expect.arrayContaining(['recruiter@acme.test', 'west.recruiter@acme.test', 'admin@acme.test']));
  expect(recruiters).not.toContain('viewer@acme.test');
  expect(recruiters).not.toContain('content@acme.test');
  await context.close();
});
