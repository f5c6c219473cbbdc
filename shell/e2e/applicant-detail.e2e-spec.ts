import * as fs from 'fs';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, type ApiSession } from './support/api-session';
import { DEMO, login } from './support/browser';
import { expectText, shootBothWidths as shootAt } from './support/expect-page';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(180_000);

/**
 * The applicant detail workspace (issue 15, decision 0021) in Chromium: the demo recruiter finds Dana in the list,
 * opens her page, edits two fields (only those two are sent), adds a note, views her licence front and back in the
 * page, sends a package from the embedded signature requests, logs in as her (the portal shows the staff banner)
 * and exits back. The licence pictures, work history and reference are set up through the API as staff would.
 */
const RECRUITER = { email: 'recruiter@acme.test', password: 'Attest-staff-2026' };
const shots = path.join(repoRoot, 'var/screenshots/applicant-detail');
const suite = useE2eSuite();

/** A small picture of a card with `label` written on it, as a PNG. */
async function cardPicture(browser: Browser, label: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 420, height: 260 } });
  await page.setContent(`<body style="margin:0;background:#dfe8f1;font:28px sans-serif"><div style="margin:24px;padding:24px;border:3px solid #234;border-radius:16px;background:#fff">${label}</div></body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

async function upload(base: string, staff: ApiSession, applicantId: number, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('doc_type', 'license');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${base}/api/employees/setdocs/${applicantId}`, { method: 'POST', headers: staff.headers, body: form });
  const body = (await res.json()) as { document_id?: number };
  if (res.status !== 200 || !body.document_id) {
    throw new Error(`upload of ${name} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return body.document_id;
}

/** Dana's nursing licence with a front and a back picture, one job and one reference, entered through the API. */
async function setUpDana(base: string, browser: Browser): Promise<number> {
  const dana = await apiLogin(base, DEMO.applicant, 'applicant');
  const applicantId = Number(dana.applicantId);
  const staff = await apiLogin(base, RECRUITER, 'user');
  const customerId = staff.headers['x-request-customer-id'];
  const front = await upload(base, staff, applicantId, 'licence-front.png', await cardPicture(browser, 'RN licence · FRONT'));
  const back = await upload(base, staff, applicantId, 'licence-back.png', await cardPicture(browser, 'RN licence · BACK'));
  const v2 = `/api/v2/customers/${customerId}/applicants/${applicantId}`;
  await apiCall(base, staff, 'POST', `${v2}/licenses`, [{ license_type: 'RN', license_number: 'RN-12345678', state: 'MT', expiration_date: '2030-06-30' }], 200);
  // Licence pictures live under `licenses` (decision 0043); `credentials` is the credential-type model.
  const licences = await apiCall(base, staff, 'GET', `/api/v1/applicants/${applicantId}/licenses`, undefined, 200);
  const [licence] = licences.body as unknown as { id: number }[];
  await apiCall(base, staff, 'PUT', `/api/v1/applicants/${applicantId}/licenses/${licence.id}/images`, { front_document_id: front, back_document_id: back }, 200);
  await apiCall(base, staff, 'POST', `${v2}/workHistory`, [
    { temp_id: 1, active: 1, custom_fields: [], employer: 'Last Chance Logistics', title: 'Forklift operator', city: 'Helena', state: 'MT', start_date: '2015-01-05', end_date: '2020-06-30' },
  ], 200);
  await apiCall(base, staff, 'POST', `/api/v2/customers/${customerId}/aplreference/multi`, [
    { applicant_id: applicantId, first_name: 'Grace', last_name: 'Hopper', company: 'Navy Yard', email: 'grace.hopper@reference.test' },
  ], 200);
  return applicantId;
}

const shootBothWidths = (page: Page, name: string) => shootAt(page, shots, name);

/** Waits for the in-page viewer to show a loaded picture titled `title`. */
async function expectPicture(page: Page, title: string): Promise<void> {
  const image = page.getByRole('img', { name: title });
  try {
    await image.waitFor({ timeout: 15_000 });
    await page.waitForFunction((t) => Array.from(document.images).some((i) => i.alt === t && i.complete && i.naturalWidth > 100), title, { timeout: 15_000 });
  } catch {
    throw new Error(`picture "${title}" not shown on ${await pageDump(page)}`);
  }
}

test('a recruiter finds an applicant, edits two fields, adds a note, views a licence, sends a package, logs in as the applicant and back', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;
  const applicantId = await setUpDana(base, suite.browser);
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, base, RECRUITER, true);
  await page.goto(`${base}/acme/hq/admin/applicants`);

  // Search the list and open Dana's page.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search applicants').fill('Dana');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.locator('.aa-table tbody').getByRole('link', { name: 'Dana Demo', exact: true }).click();
  await page.waitForURL(new RegExp(`/acme/hq/admin/applicants/${applicantId}$`));
  await page.getByRole('heading', { name: 'Dana Demo', level: 1 }).waitFor();

  // Edit two fields: only those two are sent, and they are saved.
  await page.getByLabel('City', { exact: true }).fill('Missoula');
  await page.getByLabel('Mobile phone', { exact: true }).fill('406-555-0199');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/v1/applicants/${applicantId}`));
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ city: 'Missoula', mobile_phone: '406-555-0199' });
  await expectText(page, 'Changes Saved Successfully');
  const staff = await apiLogin(base, RECRUITER, 'user');
  const customerId = staff.headers['x-request-customer-id'];
  const saved = await apiCall(base, staff, 'GET', `/api/v2/customers/${customerId}/applicants/${applicantId}`, undefined, 200);
  expect(saved.body).toMatchObject({ first_name: 'Dana', city: 'Missoula', mobile_phone: '406-555-0199' });

  // Add a note.
  await page.getByLabel('Note', { exact: true }).fill('Called Dana: she can start on Monday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('list', { name: 'Notes' }).getByText('Called Dana: she can start on Monday.').waitFor();
  await expect(page.getByLabel('Note', { exact: true }).inputValue()).resolves.toBe('');

  // Work history and references show.
  await expectText(page, 'Forklift operator, Last Chance Logistics');
  await expectText(page, 'Grace Hopper, Navy Yard');

  // The licence, front then back, in the page's viewer (its pictures are read from `licenses/{id}/fileUrl`).
  const licenceSection = page.getByRole('region', { name: 'Licenses and documents' });
  const frontUrl = page.waitForResponse((r) => new RegExp(`/api/v1/applicants/${applicantId}/licenses/\\d+/fileUrl$`).test(r.url()));
  await licenceSection.getByRole('button', { name: 'View front' }).click();
  expect((await frontUrl).status()).toBe(200);
  await expectPicture(page, 'RN · Front');
  await shootBothWidths(page, 'detail-licence-front');
  await licenceSection.getByRole('button', { name: 'View back' }).click();
  await expectPicture(page, 'RN · Back');
  await expect(page.getByRole('img', { name: 'RN · Front' }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // Send a package from the embedded signature requests.
  await page.getByRole('combobox', { name: 'Package' }).selectOption({ label: 'Acme safety policies' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('tr[data-sig-request]').filter({ hasText: 'Acme safety policies' }).waitFor({ timeout: 15_000 });
  await shootBothWidths(page, 'detail');
  // On a phone the embedded signature requests stack as cards: no table scrolls sideways inside the page either.
  await page.setViewportSize({ width: 375, height: 900 });
  const sideways = await page.$$eval('.ad-page .aa-table-wrap', (wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).length);
  expect(sideways).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Log in as Dana: her portal opens in a new tab with the staff banner; exit closes it and revokes the token.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Log in as applicant' }).click();
  const portal = await opened;
  await portal.waitForURL(/\/acme\/hq\/home$/, { timeout: 30_000 });
  const banner = portal.getByTestId('staff-viewing-banner');
  await banner.getByText('You are viewing the portal as this applicant (staff view).').waitFor();
  await shootBothWidths(portal, 'portal-staff-banner');
  const applicantToken = await portal.evaluate(() => sessionStorage.getItem('attest.accessToken'));
  const closed = portal.waitForEvent('close');
  await banner.getByRole('button', { name: 'Exit to staff' }).click();
  await closed;
  const revoked = await fetch(`${base}/api/v2/customers/${customerId}/applicants/${applicantId}`, {
    headers: { authorization: `Basic ${applicantToken}`, 'x-requested-by-party': 'applicant', 'x-request-customer-id': customerId },
  });
  expect(revoked.status).toBe(401);

  // Back on the staff page: still signed in as staff, with the saved values.
  await page.reload();
  await page.getByRole('heading', { name: 'Dana Demo', level: 1 }).waitFor();
  await expect(page.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Missoula');
  await context.close();
});
