import * as fs from 'fs';
import * as path from 'path';
import { createConnection } from 'mysql2/promise';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths } from './support/expect-page';
import { repoRoot, type RunningServer } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(240_000);

/**
 * The applicant's talent screens in Chromium (decision 0041): the demo applicant (Helena) searches jobs within
 * 5 miles of her address, sees them on the map drawn by us, opens one from its marker and applies; her placement
 * (staff or the ATS made it: seeded here) is under My jobs with a calendar file that parses; she reads an alert
 * and the unread count on the Alerts entry drops.
 */
const shots = path.join(repoRoot, 'var/screenshots/talent-jobs');
const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function seedPlacementAndAlerts(server: RunningServer): Promise<void> {
  const conn = await createConnection(server.dbUrl);
  try {
    const [[dana]] = (await conn.query('SELECT a.applicant_id, a.customer_id FROM applicants a JOIN customers c ON c.id = a.customer_id WHERE c.customer_code = ? AND a.email = ?', [
      DEMO.customer,
      DEMO.applicant.email,
    ])) as unknown as [{ applicant_id: number; customer_id: number }[]];
    const now = new Date();
    const [placed] = (await conn.query(
      'INSERT INTO placements (customer_id, applicant_id, title, company, company_address, status, start_date, end_date, pay_rate, visible_to_applicant, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
      [dana.customer_id, dana.applicant_id, 'Certified Nursing Assistant', 'Helena Care Center', '316 North Park Avenue, Helena, MT 59623', 'Confirmed', ymd(Date.now() + 5 * DAY), ymd(Date.now() + 40 * DAY), 19.5, now, now],
    )) as unknown as [{ insertId: number }];
    const [[interview]] = (await conn.query('SELECT interview_id FROM interviews WHERE applicant_id = ?', [dana.applicant_id])) as unknown as [{ interview_id: number }[]];
    // "You have a new placement" and "You have a new interview", both unread.
    await conn.query('INSERT INTO apl_alerts (customer_id, applicant_id, type, status, entity_id, date_created) VALUES (?, ?, 0, 0, ?, ?), (?, ?, 14, 0, ?, ?)', [
      dana.customer_id, dana.applicant_id, placed.insertId, now,
      dana.customer_id, dana.applicant_id, interview.interview_id, now,
    ]);
  } finally {
    await conn.end();
  }
}

const suite = useE2eSuite({ afterStart: seedPlacementAndAlerts });

beforeAll(() => {
  fs.mkdirSync(shots, { recursive: true });
});

test('the demo applicant finds jobs near her address on a map, applies, downloads her placement’s .ics and reads an alert', async () => {
  const base = suite.server.url;
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await login(page, base, DEMO.applicant);
  await page.waitForURL(/\/acme\/hq\/home$/);

  // The demo customer runs the talent platform: Jobs, My jobs and Alerts (with its unread count) in the navigation.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const alertsEntry = nav.getByRole('link', { name: /^Alerts/ });
  await alertsEntry.waitFor();
  await expect(alertsEntry.getByTestId('alerts-badge').textContent()).resolves.toContain('2');

  // Job search near her address (100 Last Chance Gulch, Helena): within 5 miles only the two Helena jobs.
  await nav.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.waitForURL(/\/acme\/hq\/jobs$/);
  await expectText(page, 'Jobs found: 5');
  await page.getByLabel('Distance from your address').selectOption('5');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/distance=5/);
  await expectText(page, 'Jobs found: 2');
  const results = page.getByRole('list').filter({ hasText: 'mi away' });
  await expect(results.getByRole('heading').allTextContents()).resolves.toEqual(['Registered Nurse – ICUFeatured', 'Certified Nursing Assistant']);
  const map = page.getByRole('group', { name: 'Map of the jobs found around your address' });
  await map.waitFor();
  await expect(map.getByRole('link').count()).resolves.toBe(2);
  // Bad input keeps what was typed and says what is wrong.
  await page.getByLabel('Keyword').fill('nurse');
  await page.getByLabel('Pay at least').fill('40');
  await page.getByLabel('Pay at most').fill('20');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectText(page, 'Must not be less than “Pay at least”.');
  await expect(page.getByLabel('Keyword').inputValue()).resolves.toBe('nurse');
  await page.getByLabel('Pay at most').fill('');
  await page.getByLabel('Pay at least').fill('');
  await page.getByLabel('Keyword').fill('');
  await shootBothWidths(page, shots, 'job-search-5-miles');

  // A marker on the map opens its job; she applies.
  await map.getByRole('link', { name: /^Certified Nursing Assistant, \d+(\.\d)? mi$/ }).click();
  await page.waitForURL(/\/acme\/hq\/jobs\/\d+$/);
  await page.getByRole('heading', { name: 'Certified Nursing Assistant' }).waitFor();
  await expectText(page, '$19.50 an hour');
  await expect(page.getByRole('link', { name: /^Directions/ }).getAttribute('href')).resolves.toContain('https://www.google.com/maps/dir/');
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  await expectText(page, 'Your application was sent.');
  await expect(page.getByRole('button', { name: 'Apply for this job' }).count()).resolves.toBe(0);
  await shootBothWidths(page, shots, 'job-detail-applied');

  // My jobs: the upcoming placement with its calendar file, the interview, the application.
  await nav.getByRole('link', { name: 'My jobs', exact: true }).click();
  await page.waitForURL(/\/acme\/hq\/my-jobs$/);
  const placement = page.getByRole('article', { name: 'Upcoming: Certified Nursing Assistant – Helena Care Center' });
  await placement.waitFor();
  await expectText(page, 'Registered Nurse – ICU – Capitol Clinic');
  await expectText(page, 'In person');
  await page.getByRole('row', { name: /Certified Nursing Assistant/ }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), placement.getByRole('button', { name: /^Add to calendar/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^placement-\d+\.ics$/);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  expect(ics).toMatch(/\r?\nBEGIN:VEVENT\r?\n/);
  expect(ics).toMatch(/\r?\nDTSTART:\d{8}T\d{6}Z\r?\n/);
  expect(ics).toMatch(/\r?\nSUMMARY:Certified Nursing Assistant/);
  expect(ics).toMatch(/END:VCALENDAR\s*$/);
  await shootBothWidths(page, shots, 'my-jobs');

  // Alerts: unread first; reading one drops the count on the navigation entry.
  await alertsEntry.click();
  await page.waitForURL(/\/acme\/hq\/alerts$/);
  await expectText(page, '2 unread');
  await expectText(page, 'You have a new placement: Certified Nursing Assistant – Helena Care Center');
  await page.getByRole('button', { name: /^Mark read\s*: You have a new placement/ }).click();
  await expectText(page, '1 unread');
  await expect(alertsEntry.getByTestId('alerts-badge').textContent()).resolves.toContain('1');
  await shootBothWidths(page, shots, 'alerts');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expectText(page, '0 unread');
  await expect(alertsEntry.getByTestId('alerts-badge').count()).resolves.toBe(0);
  await context.close();
});
