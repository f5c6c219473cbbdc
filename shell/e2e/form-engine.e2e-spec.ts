import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { DEMO, login, sessionStorageOf } from './support/browser';
import { useE2eSuite } from './support/suite';
import { repoRoot } from './support/server';

jest.setTimeout(180_000);

// The showcase is a test fixture, not product content: the server seeds it only when asked.
const suite = useE2eSuite({ env: { SEED_FIXTURES: 'true' } });

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const input = (page: Page, name: string) => page.locator(`[data-field="${name}"] [name="${name}"]`).first();
const errorOf = (page: Page, name: string) => page.locator(`[data-field="${name}"] .at-field__error`);

async function apiGet(token: string, customerId: string, url: string) {
  const res = await fetch(suite.server.url + url, {
    headers: { authorization: `Basic ${token}`, 'x-requested-by-party': 'applicant', 'x-request-customer-id': customerId },
  });
  expect(res.status).toBe(200);
  return res.json();
}

test('the showcase form: wrong values show the right messages, right values are stored where the spec says', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, suite.server.url, DEMO.applicant);
  await page.goto(`${suite.server.url}/acme/hq/home`);
  await page.getByRole('link', { name: 'Form engine showcase' }).click();
  await page.waitForURL(/\/acme\/hq\/forms\/\d+$/);
  await field(page, 'first_name').waitFor();
  const formId = page.url().split('/').pop()!;
  const session = await sessionStorageOf(page);
  const token = session['attest.accessToken'];
  const customerId = session['attest.customerId'];

  // Applicant mode: REQUESTER fields and min_ot_pay are not shown; a trigger-hidden field neither.
  await expect(field(page, 'supervisor_notes').count()).resolves.toBe(0);
  await expect(field(page, 'approved_rate').count()).resolves.toBe(0);
  await expect(field(page, 'min_ot_pay').count()).resolves.toBe(0);
  await expect(field(page, 'license_number').count()).resolves.toBe(0);
  // Section titles of the configurable layout.
  await expect(page.locator('.at-dyn-section__title').allTextContents()).resolves.toEqual([
    'About you',
    'Experience',
    'Hours and pay',
    'Preferences',
    'Tax',
    'Agreement',
  ]);

  // Wrong values, one per rule.
  await input(page, 'first_name').fill('A');
  await input(page, 'email').fill('not-an-email');
  await input(page, 'confirm_email').fill('someone@else.test');
  await input(page, 'employee_code').fill('abc');
  await input(page, 'mobile_phone').fill('12345');
  await input(page, 'about_you').fill('short');
  // Concealed: a password input with no mask until revealed with the eye toggle.
  await expect(input(page, 'ssn').getAttribute('type')).resolves.toBe('password');
  await page.getByRole('button', { name: 'Show Social Security number' }).click();
  await expect(input(page, 'ssn').getAttribute('type')).resolves.toBe('text');
  // Revealed, the SSN mask drops what does not fit (lower-case letters).
  await input(page, 'ssn').pressSequentially('ab12');
  await expect(input(page, 'ssn').inputValue()).resolves.toBe('12');
  // The concealed SSN is a password input (spec §2), so Chromium's password manager opens its bubble on
  // the next click, which takes the window's focus and swallows that click. A click on the form's title
  // lets the bubble take it, as a person would dismiss it.
  await page.locator('.at-dyn-section__title').first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(errorOf(page, 'first_name').textContent()).resolves.toBe('Enter at least 2 characters');
  await expect(errorOf(page, 'email').textContent()).resolves.toBe('Invalid Email');
  await expect(errorOf(page, 'confirm_email').textContent()).resolves.toBe('Values do not match');
  await expect(errorOf(page, 'employee_code').textContent()).resolves.toBe('Invalid entry');
  await expect(errorOf(page, 'mobile_phone').textContent()).resolves.toBe('Invalid Phone Number');
  await expect(errorOf(page, 'about_you').textContent()).resolves.toBe('Enter at least 10 characters');
  await expect(errorOf(page, 'hours_per_week').textContent()).resolves.toBe('Required Field');
  // A single checkbox defaults to '0', and '0' counts as a value (spec §5), so an unticked required box passes.
  await expect(errorOf(page, 'agree_terms').count()).resolves.toBe(0);

  // Screenshots with the errors, desktop and phone (kept out of the repo).
  const shots = path.join(repoRoot, 'var/screenshots');
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'form-showcase-errors-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'form-showcase-errors-390.png'), fullPage: true });
  await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Right values.
  await input(page, 'first_name').fill('Dana');
  await input(page, 'last_name').fill('Formfill');
  const email = `dana.${Date.now()}@example.test`;
  await input(page, 'email').fill(email);
  await input(page, 'confirm_email').fill(email);
  await input(page, 'ssn').fill('');
  await input(page, 'ssn').pressSequentially('123456789');
  await expect(input(page, 'ssn').inputValue()).resolves.toBe('123-45-6789');
  await input(page, 'mobile_phone').fill('(406) 555-0199');
  await input(page, 'employee_code').fill('ABC-123');
  await input(page, 'about_you').fill('I like building things that last.');
  await input(page, 'hours_per_week').fill('40');
  await input(page, 'hourly_rate').fill('20.50');
  // The calculated money field: 40 × 20.50.
  await page.waitForFunction(() => (document.querySelector('[name="weekly_pay"]') as HTMLInputElement | null)?.value === '820.00');
  await input(page, 'minimum_pay').fill('18');
  // Typed MM/DD/YYYY: the slashes come by themselves.
  await input(page, 'start_date').pressSequentially('12012026');
  await expect(input(page, 'start_date').inputValue()).resolves.toBe('12/01/2026');
  // Triggers: EMAIL hides best_call_time (the default radio), PHONE shows it.
  await expect(field(page, 'best_call_time').count()).resolves.toBe(0);
  await page.locator('[data-field="contact_pref"] input[value="PHONE"]').check();
  await input(page, 'best_call_time').fill('Mornings');
  // Yes on has_license shows the required license_number.
  await page.locator('[data-field="has_license"] input[value="1"]').check();
  await input(page, 'license_number').fill('MT-445566');
  // OTHER in the checkbox group shows other_skill.
  await page.locator('[data-field="skills"] input[value="FORKLIFT"]').check();
  await page.locator('[data-field="skills"] input[value="OTHER"]').check();
  await input(page, 'other_skill').fill('Crane');
  await input(page, 'tshirt_size').selectOption('M');
  await input(page, 'work_state').selectOption('MT');
  await input(page, 'MT_allowances').fill('2');
  // agree_terms enables signature_name.
  await expect(input(page, 'signature_name').isDisabled()).resolves.toBe(true);
  await input(page, 'agree_terms').check();
  await expect(input(page, 'signature_name').isDisabled()).resolves.toBe(false);
  await input(page, 'signature_name').fill('Dana Formfill');

  const submitted = page.waitForResponse((r) => r.url().endsWith(`/forms/${formId}/submit`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  await page.getByText('Changes Saved Successfully').waitFor();
  await expect(page.locator('.at-field__error').count()).resolves.toBe(0);

  // What the server stored.
  const template = await apiGet(token, customerId, `/api/v1/Applicants/SignatureRequests/forms/${formId}`);
  const values = Object.fromEntries(template.fields.map((f: { name: string; value: unknown }) => [f.name, f.value]));
  expect(values.first_name).toBe('Dana');
  expect(values.weekly_pay).toBe('820.00');
  expect(values.skills).toEqual(['FORKLIFT', 'OTHER']);
  expect(values.min_ot_pay).toBe('27.00');
  expect(values.MT_allowances).toBe('2');
  expect(values.ssn).not.toBe('123-45-6789'); // masked in answers
  const applicant = await apiGet(token, customerId, `/api/v2/customers/${customerId}/applicants/${session['attest.applicantId']}`);
  expect(applicant.first_name).toBe('Dana');
  expect(applicant.mobile_phone).toContain('406');
  expect(applicant.props.tshirt_size).toBe('M');
  expect(applicant.props.tax_state).toBe('MT');
  expect(applicant.state_props.MT.allowances).toBe('2');
  expect(applicant.fed_tax.fed_id).toMatch(/6789$/);
  expect(applicant.fed_tax.fed_id).not.toContain('123');
  await context.close();
});
