import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { DEMO, login, sessionStorageOf } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(180_000);

// Issue 16 part 3 in the real product: an admin builds a template's form in the visual builder and saves it.
const shots = path.join(repoRoot, 'var/screenshots/form-builder');

async function apiSession(page: Page) {
  const s = await sessionStorageOf(page);
  return { authorization: `Basic ${s['attest.accessToken']}`, 'x-requested-by-party': 'user', 'x-request-customer-id': s['attest.customerId'], 'content-type': 'application/json', customerId: s['attest.customerId'] };
}

/** Adds a field of the palette's `datatype` and gives it a label and a name. */
async function addField(page: Page, datatype: number, label: string, name: string) {
  await page.getByTestId(`fb-add-${datatype}`).click();
  await page.getByRole('tab', { name: 'Field' }).click();
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByTestId(`fb-field-${name}`).waitFor();
}

describe('form builder (issue 16 part 3)', () => {
  const suite = useE2eSuite();

  it('an admin builds a form: text, date, SSN mask, dropdown with codes, a show rule, a calculated money field; the preview reacts; saved at 1280 and 375 px', async () => {
    fs.mkdirSync(shots, { recursive: true });
    const base = suite.server.url;
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(page, base, DEMO.staff, true);
    const { customerId, ...headers } = await apiSession(page);
    const created = await fetch(`${base}/api/customers/${customerId}/forms`, { method: 'POST', headers, body: JSON.stringify({ name: 'Built in the builder', template_type_id: 4 }) });
    expect(created.status).toBeLessThan(300);
    const { template_id: id } = (await created.json()) as { template_id: number };

    await page.goto(`${base}/acme/hq/admin/content/templates/${id}/builder`);
    try {
      await page.getByRole('heading', { name: 'Form builder: Built in the builder' }).waitFor({ timeout: 30_000 });
    } catch {
      throw new Error(`builder not shown: ${await pageDump(page)}`);
    }
    await addField(page, 1, 'Full name', 'full_name');
    await addField(page, 4, 'Start date', 'start_date');
    await addField(page, 1, 'Social security number', 'ssn');
    await page.getByRole('button', { name: 'Use the SSN mask' }).click();
    await addField(page, 7, 'Marital status', 'marital');
    await page.getByLabel('Code of option 1').fill('S');
    await page.getByLabel('Label of option 1').fill('Single');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Code of option 2').fill('M');
    await page.getByLabel('Label of option 2').fill('Married');
    await addField(page, 1, 'Spouse name', 'spouse_name');
    await page.getByLabel('Hidden until a rule shows it').check();
    await addField(page, 2, 'Hours', 'hours');
    await addField(page, 3, 'Rate', 'rate');
    await addField(page, 28, 'Weekly pay', 'weekly_pay');
    await page.getByTestId('fb-expression').fill('hours * (');
    await page.getByText('This expression cannot be read').waitFor();
    await page.getByTestId('fb-expression').fill('hours * rate');
    await page.getByLabel('Money (2 decimals)').check();
    await page.getByTestId('fb-expression-status').getByText('Reads hours, rate').waitFor();

    // The rule: when Marital status is Married then show Spouse name.
    await page.getByTestId('fb-field-marital').getByRole('button', { pressed: false }).first().click();
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const rule = page.getByTestId('fb-rule-0');
    await rule.getByLabel('Value').selectOption('M');
    await rule.getByLabel('Field it acts on').selectOption({ label: 'Spouse name' });

    // Keyboard move: Hours joins the row of Spouse name.
    await page.getByTestId('fb-field-hours').getByRole('button').first().focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByTestId('fb-announcer').getByText(/Hours moved to section 1/).waitFor();

    // The preview reacts: Spouse name appears for Married; the weekly pay is calculated.
    const preview = page.getByTestId('fb-preview');
    expect(await preview.getByText('Spouse name').count()).toBe(0);
    await preview.getByLabel(/Marital status/).selectOption('M');
    await preview.getByText('Spouse name').waitFor();
    await preview.getByLabel(/^Hours/).fill('40');
    await preview.getByLabel(/^Rate/).fill('12.5');
    await preview.getByText(/500\.00/).or(preview.locator('input[value="500.00"]')).first().waitFor();
    await page.screenshot({ path: path.join(shots, 'builder-1280.png'), fullPage: true });

    await page.getByTestId('fb-save').click();
    await page.getByTestId('fb-status').getByText('Version 1').waitFor();
    const saved = await fetch(`${base}/api/v1/templates/${id}/builder`, { headers });
    const form = (await saved.json()) as { version: number; fields: { name: string; mask: string | null; params: Record<string, unknown> }[]; rules: unknown[] };
    expect(form.version).toBe(1);
    expect(form.fields.map((f) => f.name).sort()).toEqual(['full_name', 'hours', 'marital', 'rate', 'spouse_name', 'ssn', 'start_date', 'weekly_pay']);
    expect(form.fields.find((f) => f.name === 'ssn')!.mask).toBe('999-99-9999');
    expect(form.fields.find((f) => f.name === 'weekly_pay')!.params.calculation).toMatchObject({ operation: 'hours * rate', is_money: true });
    expect(form.rules).toHaveLength(1);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('fb-preview').waitFor();
      // Still the saved form, not the one loaded before the save.
      await page.getByTestId('fb-field-weekly_pay').waitFor();
      expect(await page.getByTestId('fb-status').textContent()).toMatch(/^Version 1$/);
      await page.getByTestId('fb-preview').getByText('Weekly pay').waitFor();
      await page.screenshot({ path: path.join(shots, `builder-saved-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect({ width, fits: overflow.scroll <= overflow.inner, ...overflow }).toMatchObject({ fits: true });
    }
  });
});
