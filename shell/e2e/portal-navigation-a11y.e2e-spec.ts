import * as fs from 'fs';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations, sidewaysOverflow } from './support/axe';
import { DEMO, login, sessionStorageOf } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

// One server, one browser; the applicant and the staff user each walk the main pages at 1280 and 375 px.
jest.setTimeout(420_000);

const suite = useE2eSuite();
const shots = path.join(repoRoot, 'var/screenshots/portal');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The page has finished loading: network quiet, no loading bar, some heading drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.at-loading-bar') && document.querySelector('main h1, main h2'), undefined, { timeout: 30_000 });
}

/** What the walk found wrong on any page (all of it is reported at the end, not just the first). */
const problems: unknown[] = [];
let pagesChecked = 0;

/** Every main page passes axe with no serious or critical violation and never scrolls sideways. */
async function check(page: Page, name: string, width: number): Promise<void> {
  await settle(page);
  pagesChecked += 1;
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) {
    problems.push({ page: name, width, sidewaysScroll: overflow });
  }
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    problems.push({ page: name, width, violations });
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

async function open(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

/** Opens a page of the main navigation (through the Menu on a phone). */
async function viaNav(page: Page, label: string, phone: boolean): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (phone) {
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
}

test('a returning applicant lands on Home and reaches every page from the navigation; staff pages too; axe and phone fit on each', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;

  // Staff (admin) turn the I-9 on for acme, so the applicant navigation offers it.
  const staffSide = await open(suite.browser);
  const staff = staffSide.page;
  await login(staff, base, DEMO.staff, true);
  await staff.waitForURL(/\/acme\/hq\/admin\/applicants$/);
  const staffSession = await sessionStorageOf(staff);
  const put = await fetch(`${base}/api/v1/configurations/i9_verification_enabled`, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${staffSession['attest.accessToken']}`,
      'x-requested-by-party': 'user',
      'x-request-customer-id': staffSession['attest.customerId'],
      'content-type': 'application/json',
    },
    body: JSON.stringify({ value: 'true' }),
  });
  expect(put.status).toBe(200);

  // 1. The applicant at 1280: Home is the landing page; the header names the person; the logo goes Home.
  const { context: appContext, page: app } = await open(suite.browser);
  await login(app, base, DEMO.applicant);
  await app.waitForURL(/\/acme\/hq\/home$/);
  await settle(app);
  await expect(app.getByTestId('shell-person').textContent()).resolves.toBe('Dana Demo');
  const nav = app.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Form I-9' }).waitFor();
  await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Application', 'Documents', 'Credentials', 'Form I-9', 'My profile', 'Jobs', 'My jobs', 'Alerts', 'Pay', 'Refer a friend', 'Self-service']);
  await expect(app.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
  // Home: a task dashboard with one primary action.
  await app.getByRole('list', { name: 'To do' }).waitFor();
  await expect(app.getByTestId('home-next').getByRole('link').count()).resolves.toBe(1);
  await expect(app.getByText(/Form I-9, Section 1/).count()).resolves.toBeGreaterThan(0);
  await check(app, 'home', 1280);
  await shot(app, 'home');

  // Focus is visible: a keyboard user sees where they are.
  await app.keyboard.press('Tab');
  const ring = await app.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return style ? { outline: style.outlineStyle, shadow: style.boxShadow } : null;
  });
  expect(ring && (ring.outline !== 'none' || ring.shadow !== 'none')).toBe(true);

  for (const phone of [false, true]) {
    const width = phone ? PHONE.width : DESKTOP.width;
    await app.setViewportSize(phone ? PHONE : DESKTOP);
    await app.goto(`${base}/acme/hq/home`);
    await settle(app);
    if (phone) {
      await check(app, 'home', width);
      await shot(app, 'home');
    }

    // The online application from the navigation: the wizard, its stepper a navigation landmark.
    await viaNav(app, 'Application', phone);
    await app.waitForURL(/\/acme\/hq\/application\/[\w-]+$/);
    await app.getByRole('navigation', { name: 'Application steps' }).waitFor({ state: 'attached' });
    await check(app, 'application', width);
    await shot(app, 'wizard');

    // Documents from the navigation.
    await viaNav(app, 'Documents', phone);
    await app.waitForURL(/\/acme\/hq\/documents$/);
    await app.getByRole('list', { name: 'To do' }).waitFor();
    await check(app, 'documents', width);
    await shot(app, 'documents');

    // Credentials from the navigation (decision 0043).
    await viaNav(app, 'Credentials', phone);
    await app.waitForURL(/\/acme\/hq\/credentials$/);
    await app.getByRole('heading', { name: 'My credentials' }).waitFor();
    await check(app, 'credentials', width);

    await viaNav(app, 'My profile', phone);
    await app.waitForURL(/\/acme\/hq\/my-profile$/);
    await app.locator('input[name="first_name"]').waitFor();
    await check(app, 'my-profile', width);

    // The talent platform (the demo customer has enable_talent_platform on; decision 0041).
    await viaNav(app, 'Jobs', phone);
    await app.waitForURL(/\/acme\/hq\/jobs$/);
    await app.getByRole('heading', { name: 'Results' }).waitFor();
    await check(app, 'jobs', width);

    await viaNav(app, 'My jobs', phone);
    await app.waitForURL(/\/acme\/hq\/my-jobs$/);
    await app.getByRole('heading', { name: 'Interviews' }).waitFor();
    await check(app, 'my-jobs', width);

    await viaNav(app, 'Alerts', phone);
    await app.waitForURL(/\/acme\/hq\/alerts$/);
    await app.getByRole('heading', { name: 'Alerts' }).waitFor();
    await check(app, 'alerts', width);

    // Refer a friend (decision 0044).
    await viaNav(app, 'Refer a friend', phone);
    await app.waitForURL(/\/acme\/hq\/btp\/referrals$/);
    await app.getByRole('heading', { name: 'My referrals' }).waitFor();
    await check(app, 'referrals', width);

    await viaNav(app, 'Pay', phone);
    await app.waitForURL(/\/acme\/hq\/pay$/);
    await app.getByRole('heading', { name: 'Pay history' }).waitFor();
    await check(app, 'pay', width);

    await viaNav(app, 'Self-service', phone);
    await app.waitForURL(/\/acme\/hq\/self-service$/);
    await check(app, 'self-service', width);

    await viaNav(app, 'Form I-9', phone);
    await app.waitForURL(/\/acme\/hq\/i9\/section1$/);
    await app.getByRole('heading', { name: 'Form I-9, Section 1: Employee Information and Attestation' }).waitFor();
    await check(app, 'i9-section1', width);

    // "Page not found" offers the way back; the logo goes Home.
    await app.goto(`${base}/acme/hq/no-such-page`);
    await app.getByRole('heading', { name: 'Page not found' }).waitFor();
    await check(app, 'not-found', width);
    await app.getByRole('link', { name: 'Go to the home page' }).click();
    await app.waitForURL(/\/acme\/hq\/home$/);
    await app.goto(`${base}/acme/hq/documents`);
    await app.getByRole('link', { name: 'Acme Staffing' }).click();
    await app.waitForURL(/\/acme\/hq\/home$/);
  }
  await appContext.close();

  // 2. Staff: every page of the staff navigation (read from it, so pages that land later are walked too),
  // the pages opened from a list, and the person's own account security; at 1280 and 375.
  await staff.goto(`${base}/acme/hq/admin/applicants`);
  const staffNav = staff.getByRole('navigation', { name: 'Staff navigation' });
  await staffNav.getByRole('link', { name: 'Audit log' }).waitFor();
  const navPaths = await staffNav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(navPaths).toEqual(expect.arrayContaining(['/acme/hq/admin/applicants', '/acme/hq/admin/i9', '/acme/hq/admin/users', '/acme/hq/admin/audit']));
  const staffPages: { name: string; open: (p: Page) => Promise<unknown> }[] = [
    ...navPaths.map((href) => ({ name: href.replace('/acme/hq/', ''), open: (p: Page) => p.goto(`${base}${href}`) })),
    {
      name: 'applicant-documents',
      open: async (p: Page) => {
        await p.goto(`${base}/acme/hq/admin/applicants`);
        await p.getByRole('link', { name: /Documents Dana/ }).click();
        await p.getByRole('combobox', { name: 'Package' }).waitFor();
      },
    },
    {
      name: 'i9-record',
      open: async (p: Page) => {
        await p.goto(`${base}/acme/hq/admin/i9`);
        await p.getByRole('link', { name: /Dana/ }).first().click();
        await p.getByRole('heading', { name: 'Audit trail' }).waitFor();
      },
    },
    { name: 'account-security', open: (p: Page) => p.goto(`${base}/acme/hq/account/security`) },
  ];
  for (const size of [DESKTOP, PHONE]) {
    await staff.setViewportSize(size);
    for (const p of staffPages) {
      try {
        await p.open(staff);
        await settle(staff);
      } catch (err) {
        throw new Error(`${p.name} at ${size.width}: ${String(err)} on ${await pageDump(staff)}`);
      }
      await check(staff, p.name, size.width);
      if (p.name === 'admin/applicants') {
        // The application status is a labelled badge, never a raw code.
        await expect(staff.locator('td .at-badge').first().textContent()).resolves.not.toMatch(/^[A-Z]+$/);
        await shot(staff, 'staff-list');
      }
    }
  }
  await staffSide.context.close();
  // 12 applicant pages (with Credentials and Refer a friend) and the not-found page, the staff pages; each at 1280 and 375 px.
  expect(pagesChecked).toBe(2 * 13 + 2 * staffPages.length);
  expect(problems).toEqual([]);
});
