import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(300_000);

/**
 * Integrations in Chromium (issue 19, decision 0046): the Admin runs the category sync and sees its 3 result
 * messages and the outcome; a job order added in the ATS simulator arrives by the job order sync in the applicant's
 * job search; a forced 429 is waited out and the sync still succeeds. Each screen fits 375 and 1280 px.
 */
const shots = path.join(repoRoot, 'var/screenshots/integrations');
const suite = useE2eSuite();

beforeAll(() => {
  fs.mkdirSync(shots, { recursive: true });
});

async function runSync(page: Page, button: string): Promise<string> {
  const start = page.getByRole('button', { name: button });
  await start.waitFor();
  await page.waitForFunction((name: string) => [...document.querySelectorAll('button')].some((b) => b.textContent === name && !b.disabled), button);
  await start.click();
  const outcome = page.getByTestId('sync-outcome');
  await outcome.waitFor({ timeout: 60_000 });
  return (await outcome.textContent()) ?? '';
}

test('category sync with its 3 results, a job order synced into the job search, a forced 429 waited out', async () => {
  const base = suite.server.url;
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, DEMO.staff, true);

  // The overview: the ATS (the simulator) and WOTC with their health.
  await page.goto(`${base}/acme/hq/admin/integrations`);
  const health = page.locator('table').first();
  await expectText(health, 'ATS');
  await expectText(health, 'simulator');

  // Category sync: three result messages, then the outcome with the counts.
  const first = await runSync(page, 'Sync categories');
  expect(first).toMatch(/^Categories, Skills, Specialties and Industries synchronization completed\. Added: \d+ Updated: \d+ Deleted: \d+$/);
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results.allTextContents()).resolves.toEqual([
    expect.stringMatching(/^Categories: inserted \d+, updated \d+, deleted 0, failed 0$/),
    expect.stringMatching(/^Skills and specialties: inserted \d+, updated 0, deleted 0, failed 0$/),
    'Industries: inserted 4, updated 0, deleted 0, failed 0',
  ]);
  await shootBothWidths(page, shots, 'category-sync');

  // A job order added in the ATS, then the job order sync: it is in the applicant's job search.
  await page.goto(`${base}/acme/hq/admin/integrations/ats-simulator`);
  await page.getByTestId('sim-counters').waitFor();
  await page.getByRole('textbox', { name: /^Title/ }).fill('E2E Night Picker');
  await page.getByRole('textbox', { name: 'Address' }).fill('100 Last Chance Gulch');
  await page.getByRole('textbox', { name: /^City/ }).fill('Helena');
  await page.getByRole('textbox', { name: /^State/ }).fill('MT');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('59601');
  await page.getByRole('textbox', { name: 'Pay rate' }).fill('20');
  await page.getByRole('button', { name: 'Add job order' }).click();
  await expectText(page, 'added in the ATS. A job order sync brings it in.');
  await shootBothWidths(page, shots, 'ats-simulator');

  await page.goto(`${base}/acme/hq/admin/integrations`);
  expect(await runSync(page, 'Sync job order changes')).toMatch(/^Job order synchronization completed\. Added: [1-9]\d* Updated: \d+ Deleted: \d+$/);
  const applicant = await apiLogin(base, DEMO.applicant, 'applicant');
  const search = await apiCall(base, applicant, 'GET', '/api/v1/talent/jobs?term=E2E%20Night%20Picker', undefined, 200);
  expect((search.body.items as { name: string; job_city: string }[]).map((j) => [j.name, j.job_city])).toContainEqual(['E2E Night Picker', 'Helena']);

  // A forced 429 (Retry-After 2 s) on the next call: the sync says it waited, then succeeds.
  await page.goto(`${base}/acme/hq/admin/integrations/ats-simulator`);
  await page.getByTestId('sim-counters').waitFor();
  await page.getByRole('combobox', { name: 'Answer' }).selectOption('429');
  await page.getByRole('textbox', { name: 'Next calls' }).fill('1');
  await page.getByRole('textbox', { name: 'Retry-After (seconds)' }).fill('2');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectText(page.getByTestId('sim-counters'), 'The next 1 calls answer 429');
  await page.goto(`${base}/acme/hq/admin/integrations`);
  const started = Date.now();
  expect(await runSync(page, 'Sync categories')).toBe('Categories, Skills, Specialties and Industries synchronization completed: everything is already up to date.');
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expectText(page.getByTestId('sync-retried'), 'waited 2 s in all');
  await shootBothWidths(page, shots, 'sync-after-429');

  await page.goto(`${base}/acme/hq/admin/integrations/failed-syncs`);
  await expectText(page, 'Failed syncs');
  await shootBothWidths(page, shots, 'failed-syncs');
  await context.close();
});
