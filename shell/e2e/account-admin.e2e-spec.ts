import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { DEMO, login } from './support/browser';
import { expectText } from './support/expect-page';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(300_000);

// Issue 17 in the real product: an admin runs the account (locations, texts, settings, schedules, reports).
const shots = path.join(repoRoot, 'var/screenshots/account-admin');
const suite = useE2eSuite();

/** A screenshot at both widths; the page must not scroll sideways at either. */
async function shootBoth(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect({ name, width, fits: overflow.scroll <= overflow.inner, ...overflow }).toMatchObject({ fits: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function staffPage(): Promise<Page> {
  const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, suite.server.url, DEMO.staff, true);
  return page;
}

describe('account administration (issue 17)', () => {
  beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

  it('a new location offers Spanish to its applicants; an overridden text reaches an open applicant page without a rebuild', async () => {
    const base = suite.server.url;
    const admin = await staffPage();
    await admin.goto(`${base}/acme/hq/admin/locations`);
    const bulk = admin.getByRole('form', { name: 'Add locations' });
    await bulk.getByRole('textbox').fill('north, North Branch, America/Denver, en es');
    await bulk.getByRole('button', { name: 'Add locations' }).click();
    await admin.getByRole('button', { name: 'Edit North Branch' }).waitFor();
    await shootBoth(admin, 'locations');

    // The new location's sign-up offers its two languages, not the account's French.
    const guest = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await guest.goto(`${base}/acme/north/register`);
    const language = guest.getByRole('combobox', { name: 'Language' });
    await language.waitFor();
    expect(await language.locator('option').allTextContents()).toEqual(expect.arrayContaining(['English', 'Español']));
    expect(await language.locator('option').allTextContents()).not.toContain('Français');
    await language.selectOption({ label: 'Español' });
    await guest.getByRole('combobox', { name: 'Idioma' }).waitFor();

    // An applicant page is open when the admin overrides one of its texts; it changes without a reload.
    const applicant = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await applicant.goto(`${base}/acme/hq/login`);
    await applicant.getByText('Create an account', { exact: true }).waitFor();
    await admin.goto(`${base}/acme/hq/admin/translations`);
    await admin.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
    await admin.getByRole('searchbox', { name: 'Search keys and texts' }).fill('create_account');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const override = admin.getByRole('form', { name: 'Override for create_account' });
    await override.getByRole('textbox').fill('Join Acme today');
    await override.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(override.getByRole('status'), 'Saved.');
    await shootBoth(admin, 'translations');
    // Coming back to the tab is when an open page asks whether its texts changed.
    await applicant.evaluate(() => window.dispatchEvent(new Event('focus')));
    try {
      await applicant.getByText('Join Acme today', { exact: true }).waitFor({ timeout: 20_000 });
    } catch {
      throw new Error(`override not shown: ${await pageDump(applicant)}`);
    }
    expect(await applicant.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('turning on disable_international_phone_numbers makes the sign-up refuse a +44 number', async () => {
    const base = suite.server.url;
    const phoneError = async () => {
      const guest = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await guest.goto(`${base}/acme/hq/register`);
      const phone = guest.locator('input[name="mobile_phone"]');
      await phone.fill('+44 20 7946 0958');
      await guest.locator('input[name="email"]').click();
      await guest.waitForTimeout(300);
      const text = await guest.locator('form').innerText();
      await guest.context().close();
      return text.includes('Invalid Phone Number');
    };
    expect(await phoneError()).toBe(false);

    const admin = await staffPage();
    await admin.goto(`${base}/acme/hq/admin/settings`);
    const row = admin.locator('li').filter({ has: admin.locator('code', { hasText: /^disable_international_phone_numbers$/ }) });
    await row.getByLabel('New value').selectOption('On');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(row.getByRole('status'), 'Saved.');
    await shootBoth(admin, 'settings');
    expect(await phoneError()).toBe(true);
  });

  it('a weekly export schedule runs now and its file is in the exports list; the NPS chart and the funnel read the demo answers', async () => {
    const base = suite.server.url;
    const admin = await staffPage();
    await admin.goto(`${base}/acme/hq/admin/schedules`);
    await admin.getByRole('button', { name: 'New schedule' }).click();
    const form = admin.getByRole('form', { name: 'New schedule' });
    await form.getByLabel(/Name/).fill('Monday applicants');
    await form.getByRole('combobox', { name: 'Export' }).selectOption({ label: 'Applicants' });
    await form.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Monday' });
    await form.getByLabel('Time', { exact: true }).fill('07:00');
    await form.getByLabel('Time zone').fill('America/Denver');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByRole('button', { name: 'Run Monday applicants now' }).click();
    await shootBoth(admin, 'schedules');
    await admin.goto(`${base}/acme/hq/admin/exports`);
    const row = admin.locator('tbody tr').filter({ hasText: 'Applicants' }).filter({ hasText: 'schedule' });
    for (let i = 0; i < 20 && !(await row.getByRole('button', { name: /^Download/ }).count()); i += 1) {
      await admin.waitForTimeout(1000);
      await admin.reload();
    }
    await row.getByRole('button', { name: /^Download/ }).waitFor();
    expect(await row.innerText()).toMatch(/Ready/);
    await shootBoth(admin, 'exports');

    await admin.goto(`${base}/acme/hq/admin/reports/nps`);
    const figures = admin.getByRole('list', { name: 'NPS figures' });
    await figures.waitFor();
    expect(await figures.innerText()).toMatch(/NPS/);
    const chart = admin.getByRole('region', { name: 'NPS timeline' }).getByRole('img', { name: /^NPS timeline:/ });
    await chart.locator('svg').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/^NPS timeline: \d+ periods/);
    await shootBoth(admin, 'nps');

    await admin.goto(`${base}/acme/hq/admin/reports/funnel`);
    const steps = admin.getByRole('table', { name: 'Onboarding funnel steps' });
    await steps.waitFor();
    expect(await steps.locator('tbody tr').count()).toBeGreaterThan(3);
    await admin.locator('[role="img"] svg.recharts-surface').first().waitFor();
    await shootBoth(admin, 'funnel');
  });
});
