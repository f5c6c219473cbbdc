import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { Queue, QueueEvents } from 'bullmq';
import type { Browser, Page } from 'playwright-core';
import { DEMO, login } from './support/browser';
import { dayFromToday, expectText, shootBothWidths as shootAt } from './support/expect-page';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(240_000);

/**
 * Credentials (issue 18, decisions 0039 and 0043) in Chromium: the admin adds a credential type on
 * admin/credential-types, requests it from the demo applicant on her page with a due date; Dana uploads it from
 * her Credentials page with an expiration date ten days out; the daily `credential-automation` job, run through
 * the server's own Schedules queue for fixed days (a scheduler slot, as the daily scheduler adds it), marks it
 * expiring soon and then expired, and each time a reminder reaches her mailbox; staff then see the credential,
 * its status and its picture on her page. Every screen at 1280 and 375 px without sideways scrolling.
 */
const QUEUE_PREFIX = `attest-e2e-cred-${randomBytes(4).toString('hex')}`;
const suite = useE2eSuite({ env: { QUEUE_PREFIX } });
const shots = path.join(repoRoot, 'var/screenshots/credentials');
const shootBothWidths = (page: Page, name: string) => shootAt(page, shots, name);
const TYPE = 'Forklift licence';

/** A small picture of a card, as a PNG. */
async function cardPicture(browser: Browser, label: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 420, height: 260 } });
  await page.setContent(`<body style="margin:0;background:#f1e8df;font:28px sans-serif"><div style="margin:24px;padding:24px;border:3px solid #432;border-radius:16px;background:#fff">${label}</div></body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

interface Mail { to: string; subject: string; body: string }

/** Polls the outbox until a message to `to` with `subject` arrives. */
async function waitForSubject(base: string, to: string, subject: string): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${base}/_mailbox.json?to=${encodeURIComponent(to)}`);
    const found = res.ok ? ((await res.json()) as { messages: Mail[] }).messages.find((m) => m.subject === subject) : undefined;
    if (found) {
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail "${subject}" to ${to}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Runs the daily automation for the slot `day` 06:30 UTC through the server's Schedules queue: the job id is a
 * scheduler slot's (`repeat:<id>:<ms>`), so the worker hands the processor that day, as for the cron's own slots.
 */
async function runAutomationFor(day: string): Promise<unknown> {
  const connection = { host: '127.0.0.1', port: 6379 };
  const queue = new Queue('schedules', { connection, prefix: QUEUE_PREFIX });
  const events = new QueueEvents('schedules', { connection, prefix: QUEUE_PREFIX });
  try {
    await events.waitUntilReady();
    const slot = new Date(`${day}T06:30:00Z`).getTime();
    const job = await queue.add('credential-automation', { customerId: 0, version: 1 }, { jobId: `repeat:credential-automation-e2e:${slot}` });
    return await job.waitUntilFinished(events, 60_000);
  } finally {
    await events.close();
    await queue.close();
  }
}

test('staff request a credential, the applicant uploads it, the daily job reminds her as it nears and passes expiry, staff see it', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;
  const expires = dayFromToday(10).iso;
  const due = dayFromToday(7).iso;

  // 1. The admin adds the credential type.
  const staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await login(staff, base, DEMO.staff, true);
  await staff.getByRole('navigation', { name: 'Staff navigation' }).getByRole('link', { name: 'Credentials', exact: true }).click();
  await staff.waitForURL(/\/acme\/hq\/admin\/credential-types$/);
  await staff.getByRole('button', { name: 'New credential' }).click();
  const form = staff.getByRole('form', { name: 'New credential' });
  await form.getByLabel('Name').fill(TYPE);
  await form.getByLabel('Alt ID').fill('FL');
  await form.getByLabel('Expiration date required').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await staff.getByRole('table', { name: 'Credentials' }).getByText(TYPE).waitFor();
  await shootBothWidths(staff, 'admin-credential-types');

  // The certification requirements page lists the spec's default automation.
  await staff.goto(`${base}/acme/hq/admin/certification-requirements`);
  await staff.getByRole('checkbox', { name: 'Expiring soon: Resend task' }).waitFor();
  await expect(staff.getByRole('checkbox', { name: 'Expiring soon: Resend task' }).isChecked()).resolves.toBe(true);
  await shootBothWidths(staff, 'admin-certification-requirements');

  // 2. Staff request it from Dana with a due date, on her page.
  await staff.goto(`${base}/acme/hq/admin/applicants`);
  const filters = staff.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search applicants').fill('Dana');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await staff.locator('.aa-table tbody').getByRole('link', { name: 'Dana Demo', exact: true }).click();
  await staff.getByRole('heading', { name: 'Dana Demo', level: 1 }).waitFor();
  const request = staff.getByRole('form', { name: 'Request a credential' });
  await request.getByRole('option', { name: TYPE }).waitFor({ state: 'attached' });
  await request.getByRole('combobox', { name: /Credential/ }).selectOption({ label: TYPE });
  await request.getByLabel('Due date').fill(due);
  await request.getByRole('button', { name: 'Request' }).click();
  const section = staff.locator('.ad-credentials');
  await section.locator(`li[data-credential="${TYPE}"]`).getByText('Requested', { exact: true }).waitFor();

  // 3. Dana sees the request on her Credentials page and uploads the front with an expiration date.
  const danaContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dana = await danaContext.newPage();
  await login(dana, base, DEMO.applicant);
  await dana.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credentials' }).click();
  await dana.waitForURL(/\/acme\/hq\/credentials$/);
  const requested = dana.getByRole('list', { name: 'Requested from you' }).getByRole('listitem').filter({ hasText: TYPE });
  await requested.getByText(/^Due /).waitFor();
  await shootBothWidths(dana, 'applicant-requested');
  await requested.getByLabel(/Expiration date/).fill(expires);
  await requested.getByLabel('Front (photo or PDF)').setInputFiles({ name: 'forklift-front.png', mimeType: 'image/png', buffer: await cardPicture(suite.browser, 'FORKLIFT · FRONT') });
  await requested.getByRole('button', { name: 'Upload' }).click();
  await expectText(dana, `${TYPE} uploaded.`);
  const mine = dana.getByRole('list', { name: 'My credentials' }).getByRole('listitem').filter({ hasText: TYPE });
  await mine.getByText('Uploaded', { exact: true }).waitFor();
  await shootBothWidths(dana, 'applicant-uploaded');

  // 4. The daily job for today: within 30 days of expiry → EXPIRING_SOON, one reminder email.
  const danaEmail = DEMO.applicant.email;
  expect(await runAutomationFor(dayFromToday(0).iso)).toMatchObject({ expiringSoon: 1 });
  const soon = await waitForSubject(base, danaEmail, `Your ${TYPE} expires soon`);
  expect(soon.body).toContain(expires);
  await dana.reload();
  await mine.getByText('Expires soon', { exact: true }).waitFor();

  // The day after its expiration: EXPIRED, and a second email.
  expect(await runAutomationFor(dayFromToday(11).iso)).toMatchObject({ expired: 1 });
  await waitForSubject(base, danaEmail, `Your ${TYPE} has expired`);
  await dana.reload();
  await mine.getByText('Expired', { exact: true }).waitFor();
  await shootBothWidths(dana, 'applicant-expired');

  // 5. Staff see it with its status on her page, and its front in the page's viewer.
  await staff.reload();
  const row = staff.locator('.ad-credentials').locator(`li[data-credential="${TYPE}"]`);
  try {
    await row.getByText('Expired', { exact: true }).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`the staff page does not show the credential as Expired: ${await pageDump(staff)}`);
  }
  await row.getByRole('button', { name: `View front of ${TYPE}` }).click();
  const picture = staff.getByRole('img', { name: `${TYPE} · Front` });
  await picture.waitFor();
  await staff.waitForFunction((t) => Array.from(document.images).some((i) => i.alt === t && i.complete && i.naturalWidth > 100), `${TYPE} · Front`);
  await row.scrollIntoViewIfNeeded();
  await shootBothWidths(staff, 'staff-applicant-credentials');
  // The section itself, close up, on a phone and a desktop (the full page is long).
  for (const width of [375, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.locator('.ad-credentials').screenshot({ path: `${shots}/staff-credentials-section-${width}.png` });
  }
  await danaContext.close();
  await staffContext.close();
});
