import * as fs from 'fs';
import * as path from 'path';
import { apiCall, apiLogin } from './support/api-session';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(240_000);

/**
 * Job administration in Chromium (issue 18, decision 0042): the Admin adds a client, creates a public featured job at
 * a real address (placed on the map by the maps simulator), finds it in the list, turns on the job search settings;
 * a guest lists the public jobs; the demo applicant's page shows her interview. Each screen fits 375 and 1280 px.
 */
const shots = path.join(repoRoot, 'var/screenshots/job-admin');
const suite = useE2eSuite();

beforeAll(() => {
  fs.mkdirSync(shots, { recursive: true });
});

test('clients, a job created and listed, display settings, the public list and the applicant page’s jobs', async () => {
  const base = suite.server.url;
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, DEMO.staff, true);

  await page.goto(`${base}/acme/hq/admin/job-clients`);
  const add = page.getByRole('form', { name: 'Add a client' });
  await add.getByLabel(/Client name/).fill('Capitol Clinic');
  await add.getByLabel('External ID').fill('CC-1');
  await add.getByRole('button', { name: 'Add client' }).click();
  await expectText(page, 'The client has been added.');
  await expectText(page.locator('tbody'), 'Capitol Clinic');
  await shootBothWidths(page, shots, 'job-clients');

  await page.goto(`${base}/acme/hq/admin/jobs/new`);
  await page.getByLabel(/Job title/).fill('E2E Charge Nurse');
  await page.getByLabel('Client').selectOption({ label: 'Capitol Clinic' });
  await page.getByLabel('Category').fill('Nursing');
  await page.getByLabel('Pay from').fill('45');
  await page.getByLabel(/^Pay up to/).fill('40');
  await page.getByRole('button', { name: 'Create job' }).click();
  // Refused before sending; what was typed stays.
  await expect(page.getByLabel(/Job title/).inputValue()).resolves.toBe('E2E Charge Nurse');
  await page.getByLabel(/^Pay up to/).fill('60');
  await page.getByLabel('Address', { exact: true }).fill('1301 East 6th Avenue');
  await page.getByLabel('City', { exact: true }).fill('Helena');
  await page.getByLabel('State', { exact: true }).fill('MT');
  await page.getByLabel('Zip', { exact: true }).fill('59601');
  await page.getByLabel(/^Public/).check();
  await page.getByLabel(/^Featured/).check();
  await page.getByRole('button', { name: 'Create job' }).click();
  await expectText(page, 'The job has been created.');
  await expectText(page, 'Placed at 46.5857, -112.0184.');
  await shootBothWidths(page, shots, 'job-form');

  await page.goto(`${base}/acme/hq/admin/jobs`);
  await page.getByRole('searchbox', { name: /Search title/ }).fill('E2E Charge');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.locator('tbody tr', { hasText: 'E2E Charge Nurse' });
  await row.waitFor();
  await expectText(row, 'Capitol Clinic');
  await expectText(row, 'Featured');
  await shootBothWidths(page, shots, 'jobs');

  await page.goto(`${base}/acme/hq/admin/job-display-settings`);
  await page.getByRole('checkbox', { name: 'Applicants can search jobs' }).check();
  await page.getByLabel('Distance the search starts with').selectOption({ label: '25 miles' });
  await page.getByRole('button', { name: 'Save job search settings' }).click();
  await expectText(page, 'The job search settings have been saved.');
  await shootBothWidths(page, shots, 'job-display-settings');
  const applicant = await apiLogin(base, DEMO.applicant, 'applicant');
  const settings = await apiCall(base, applicant, 'GET', '/api/v1/talent/job-display-settings', undefined, 200);
  expect(settings.body.settings).toMatchObject({ enable_job_search: true, job_search_default_distance: 25 });

  // A guest: the public jobs of acme, featured first; nothing private.
  const guest = await (await fetch(`${base}/api/v1/public/acme/jobs?take=50`)).json();
  const names = guest.items.map((j: { name: string }) => j.name);
  expect(names).toContain('E2E Charge Nurse');
  expect(names).not.toContain('Certified Nursing Assistant');
  expect(guest.items[0].featured).toBe(true);

  // The demo applicant's page: her interview in "Jobs and placements".
  await page.goto(`${base}/acme/hq/admin/applicants/${applicant.applicantId}`);
  const section = page.getByRole('region', { name: 'Interviews' });
  await expectText(section, 'Registered Nurse – ICU');
  await section.scrollIntoViewIfNeeded();
  await shootBothWidths(page, shots, 'applicant-jobs');
  await context.close();
});
