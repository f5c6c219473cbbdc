import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { Locator, Page } from 'playwright-core';
import { DEMO, drawStroke, login, sessionStorageOf } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';
import { pdfText } from '../../services/edocs/src/signing/__tests__/pdf-drawn-text';
import { expectText } from './support/expect-page';

jest.setTimeout(300_000);

const suite = useE2eSuite();
const shots = path.join(repoRoot, 'var/screenshots/documents');

const part = (page: Page, name: string) => page.locator('.applicant-sig-part').filter({ hasText: name });

async function saveForm(page: Page, name: string, fill: (p: Locator) => Promise<void>): Promise<void> {
  const p = part(page, name);
  await fill(p);
  await p.getByRole('button', { name: 'Save', exact: true }).click();
  await expectText(p, 'Complete');
}

/** GET with a party's session, answering the body bytes. */
async function fetchAs(session: Record<string, string>, party: 'applicant' | 'user', url: string): Promise<Response> {
  return fetch(suite.server.url + url, {
    headers: {
      authorization: `Basic ${session['attest.accessToken']}`,
      'x-requested-by-party': party,
      'x-request-customer-id': session['attest.customerId'],
    },
  });
}

/** The staff page's row of a request (it polls every 3 s) reaches a status. */
async function expectStaffStatus(staff: Page, packageName: string, status: string): Promise<void> {
  const badge = staff.locator('tr[data-sig-request]').filter({ hasText: packageName }).locator('[data-status]');
  try {
    await staff.waitForFunction(
      ([name, want]) =>
        [...document.querySelectorAll('tr[data-sig-request]')].some((row) => row.textContent?.includes(name) && row.querySelector(`[data-status="${want}"]`)),
      [packageName, status] as const,
      { timeout: 20_000 },
    );
  } catch {
    throw new Error(`${packageName}: expected ${status}, shows ${await badge.getAttribute('data-status')} on ${await pageDump(staff)}`);
  }
}

async function verify(bytes: Buffer): Promise<{ produced_by_us: boolean; unchanged: boolean }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'signed.pdf');
  const res = await fetch(`${suite.server.url}/api/v1/verify`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as { produced_by_us: boolean; unchanged: boolean };
}

test('staff send a second package; the demo applicant fills both and signs them with one signature, then quick-signs a third; staff see each status and download', async () => {
  fs.mkdirSync(shots, { recursive: true });
  // Staff: Dana has the seeded onboarding request (Sent); they send the safety policies as well.
  const staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await login(staff, suite.server.url, DEMO.staff, true);
  await staff.goto(`${suite.server.url}/acme/hq/admin/applicants`);
  await staff.getByRole('link', { name: /Documents Dana/ }).click();
  await expectStaffStatus(staff, 'Acme onboarding', 'SENT');
  await staff.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Acme safety policies' });
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await expectStaffStatus(staff, 'Acme safety policies', 'SENT');

  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, suite.server.url, DEMO.applicant);
  await page.goto(`${suite.server.url}/acme/hq/documents`);
  await page.getByRole('link', { name: 'Acme safety policies' }).click();
  await saveForm(page, 'Workplace safety policy', async (p) => {
    await p.locator('input[name="safety_acknowledge"]').check();
  });
  await expectStaffStatus(staff, 'Acme safety policies', 'OPENED');
  await page.getByRole('link', { name: 'Back to my documents' }).click();
  await page.getByRole('link', { name: 'Acme onboarding' }).click();
  await part(page, 'Offer letter').waitFor();
  await expectStaffStatus(staff, 'Acme onboarding', 'OPENED');

  // Offer letter: the start date and pay rate are the employer's (filled when the request was sent) and
  // read-only here; a wrong entry first (nothing typed), then the applicant's own part.
  const offer = part(page, 'Offer letter');
  await expect(offer.locator('[name="pay_rate"]').inputValue()).resolves.toBe('18.50');
  await expect(offer.locator('[name="pay_rate"]').isDisabled()).resolves.toBe(true);
  await expect(offer.locator('[name="start_date"]').first().isDisabled()).resolves.toBe(true);
  await expectText(offer, 'Filled in by Acme when the offer was sent.');
  await offer.getByRole('button', { name: 'Save', exact: true }).click();
  await expectText(offer, 'Required Field');
  await saveForm(page, 'Offer letter', async (p) => {
    await p.locator('[name="signature"]').fill('Dana Demo');
  });
  await saveForm(page, 'Federal W-4 withholding', async (p) => {
    await p.locator('input[name="filing_status"][value="SINGLE"]').check();
  });
  await saveForm(page, 'Montana 2025 state tax', async (p) => {
    await p.locator('[name="allowances"]').fill('1');
    await p.locator('input[name="exempt"][value="0"]').check();
  });
  await saveForm(page, 'Handbook acknowledgement', async (p) => {
    await p.locator('input[name="acknowledge"]').check();
  });

  // Paper sign: download the blank form, then upload; a renamed executable is refused first.
  const paper = part(page, 'Direct deposit (paper sign)');
  const [download] = await Promise.all([page.waitForEvent('download'), paper.getByRole('button', { name: 'Download' }).click()]);
  const blank = fs.readFileSync((await download.path())!);
  expect(blank.subarray(0, 5).toString()).toBe('%PDF-');
  await paper.locator('input[type="file"]').setInputFiles({ name: 'direct-deposit.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]) });
  await paper.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(paper, 'does not match');
  await paper.locator('input[type="file"]').setInputFiles({ name: 'direct-deposit.pdf', mimeType: 'application/pdf', buffer: blank });
  await paper.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(paper, 'Complete');

  const licence = part(page, 'Upload your driver licence');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await licence.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
  await licence.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectText(licence, 'Complete');
  await page.screenshot({ path: path.join(shots, 'request-1280.png'), fullPage: true });

  // Review and sign in our signing page, inside the frame.
  await page.getByRole('button', { name: 'Review and sign' }).click();
  const frame = page.frameLocator('iframe[title="Sign your documents"]');
  await frame.getByRole('checkbox', { name: 'I agree to sign electronically' }).waitFor();
  // One signature signs both open requests; the frame shows no second portal header.
  await expectText(page.locator('iframe[title="Sign your documents"]').contentFrame().locator('body'), 'This signature signs 2 document sets together');
  await frame.getByRole('region', { name: 'Acme safety policies' }).getByRole('heading', { name: 'Workplace safety policy' }).waitFor();
  await expect(frame.getByRole('button', { name: /log out/i }).count()).resolves.toBe(0);
  await expect(frame.locator('header').count()).resolves.toBe(0);
  await expectStaffStatus(staff, 'Acme onboarding', 'VIEWED');
  await expectStaffStatus(staff, 'Acme safety policies', 'VIEWED');
  // On a phone the page and the signing page inside its frame fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('iframe[title="Sign your documents"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'signing-frame-390.png') });
  await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
  const inner = page.locator('iframe[title="Sign your documents"]').contentFrame().locator('html');
  await expect(inner.evaluate((html) => html.scrollWidth - html.clientWidth)).resolves.toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expectText(page.locator('iframe[title="Sign your documents"]').contentFrame().locator('body'), 'A signature is required');
  await frame.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await drawStroke(page, frame.locator('canvas'));
  await frame.getByRole('checkbox', { name: 'Save this signature for next time' }).check();
  await page.screenshot({ path: path.join(shots, 'signing-frame-1280.png'), fullPage: true });
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  try {
    await expectText(page, 'You have completed these documents.', 60_000);
  } catch (error) {
    throw new Error(`${String(error)}\n--- body: ${await page.locator('body').innerText()}\n--- server: ${suite.server.output().slice(-3000)}`);
  }
  const applicantSession = await sessionStorageOf(page);

  // Staff: both requests complete; the signed PDF and the audit trail download.
  await expectStaffStatus(staff, 'Acme onboarding', 'COMPLETE');
  await expectStaffStatus(staff, 'Acme safety policies', 'COMPLETE');
  await expectText(staff, 'Signed PDF');
  // Expiration in the applicant's time zone and date format.
  await expect(staff.locator('tr[data-sig-request]').filter({ hasText: 'Acme onboarding' }).innerText()).resolves.toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);
  await staff.screenshot({ path: path.join(shots, 'staff-1280.png'), fullPage: true });
  const staffSession = await sessionStorageOf(staff);
  const applicantId = applicantSession['attest.applicantId'];
  const sigRequestId = await staff.locator('tr[data-sig-request]').filter({ hasText: 'Acme onboarding' }).getAttribute('data-sig-request');
  await expect(staff.locator('tr[data-sig-request]').filter({ hasText: 'Acme onboarding' }).locator('[data-status]').textContent()).resolves.toBe('Complete');
  const signedUrl = (await (await fetchAs(staffSession, 'user', `/api/v1/applicants/${applicantId}/documents/${sigRequestId}/signatureRequest/fileUrl`)).json()) as { url: string };
  const auditUrl = (await (await fetchAs(staffSession, 'user', `/api/v1/applicants/${applicantId}/signatureRequest/${sigRequestId}/audit/fileUrl`)).json()) as { url: string };
  const signed = Buffer.from(await (await fetch(suite.server.url + signedUrl.url)).arrayBuffer());
  const audit = Buffer.from(await (await fetch(suite.server.url + auditUrl.url)).arrayBuffer());
  expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(audit.subarray(0, 5).toString()).toBe('%PDF-');
  // Every step the request went through is on its audit trail, in order.
  const trail = pdfText(audit);
  fs.writeFileSync(path.join(shots, 'audit-trail.txt'), trail);
  const steps = ['status:OPENED', 'status:VIEWED', 'status:SIGNED', 'signed', 'status:PROCESSING'].map((step) => trail.indexOf(`Z ${step} IP`));
  expect(steps.every((at, i) => at >= 0 && (i === 0 || at > steps[i - 1]))).toBe(true);
  fs.writeFileSync(path.join(shots, 'signed.pdf'), signed);
  spawnSync('pdftoppm', ['-png', '-r', '60', path.join(shots, 'signed.pdf'), path.join(shots, 'signed')]);

  // Verification: the file as produced passes; one byte changed does not.
  await expect(verify(signed)).resolves.toMatchObject({ produced_by_us: true, unchanged: true });
  const tampered = Buffer.from(signed);
  tampered[Math.floor(tampered.length / 2)] ^= 0x01;
  await expect(verify(tampered)).resolves.toMatchObject({ unchanged: false });

  // Quick sign: staff send the safety policies again; the applicant signs them with the saved signature.
  await staff.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Acme safety policies' });
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await staff.waitForFunction(() => document.querySelectorAll('tr[data-sig-request]').length === 3);
  await page.goto(`${suite.server.url}/acme/hq/documents`);
  await page.getByRole('list', { name: 'To do' }).getByRole('link', { name: 'Acme safety policies' }).click();
  await saveForm(page, 'Workplace safety policy', async (p) => {
    await p.locator('input[name="safety_acknowledge"]').check();
  });
  await page.getByRole('button', { name: 'Review and sign' }).click();
  const again = page.frameLocator('iframe[title="Sign your documents"]');
  await again.getByRole('checkbox', { name: 'I agree to sign electronically' }).waitFor();
  await expect(again.getByRole('radio', { name: 'Use my saved signature' }).isChecked()).resolves.toBe(true);
  await again.getByRole('img', { name: 'Your saved signature' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'quick-sign-1280.png'), fullPage: true });
  // Headless Chromium drops the first click into the frame after the embedded PDF viewer has loaded (no
  // pointer event reaches the frame's document; seen with event listeners). A click on the heading takes it.
  await again.getByRole('heading', { name: 'Sign your documents' }).click();
  await again.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
  await again.getByRole('button', { name: 'Sign', exact: true }).click();
  await expectText(page, 'You have completed these documents.', 60_000);
  await staff.waitForFunction(() => document.querySelectorAll('tr[data-sig-request] [data-status="COMPLETE"]').length === 3, undefined, { timeout: 20_000 });
  await context.close();
  await staffContext.close();
});
