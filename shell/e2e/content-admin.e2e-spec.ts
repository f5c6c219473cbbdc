import * as fs from 'fs';
import * as path from 'path';
import { spawnSync } from 'child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { boxWithin, inkIn, pdfWords, type PdfBox } from '@attest/platform/testing';
import { DEMO, drawStroke, login, sessionStorageOf } from './support/browser';
import { expectText } from './support/expect-page';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';

jest.setTimeout(300_000);

// Issue 16 in the real product: an admin builds a template's form in the visual builder, places it on a PDF, puts it
// in a package the demo applicant signs, and copies the package into another customer with a bulk transfer.
const shots = path.join(repoRoot, 'var/screenshots/content-admin');
const TEMPLATE = 'Built in the builder';
const PACKAGE = 'Builder package';
/** Where each field goes on the letter-size page (points from the bottom-left; the click is the box's left middle). */
const SPOTS: Record<string, { x: number; yMiddle: number }> = {
  full_name: { x: 200, yMiddle: 640 },
  start_date: { x: 200, yMiddle: 600 },
  ssn: { x: 200, yMiddle: 560 },
  marital: { x: 200, yMiddle: 520 },
  spouse_name: { x: 200, yMiddle: 480 },
  weekly_pay: { x: 200, yMiddle: 440 },
};
let builtTemplateId = 0;

/** The template's PDF: a title and a label before each place a value goes, nothing where the values go. */
async function agreementPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Weekly pay agreement', { x: 72, y: 700, size: 18, font });
  const labels: Record<string, string> = { full_name: 'Name', start_date: 'Start date', ssn: 'SSN', marital: 'Marital status', spouse_name: 'Spouse', weekly_pay: 'Weekly pay' };
  for (const [name, spot] of Object.entries(SPOTS)) {
    page.drawText(`${labels[name]}:`, { x: 72, y: spot.yMiddle - 4, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

const part = (page: Page, name: string): Locator => page.locator('.applicant-sig-part').filter({ hasText: name });

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

describe('content administration (issue 16)', () => {
  const suite = useE2eSuite();

  it('an admin builds a form: text, date, SSN mask, dropdown with codes, a show rule, a calculated money field; the preview reacts; saved at 1280 and 375 px', async () => {
    fs.mkdirSync(shots, { recursive: true });
    const base = suite.server.url;
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(page, base, DEMO.staff, true);
    const { customerId, ...headers } = await apiSession(page);
    const created = await fetch(`${base}/api/customers/${customerId}/forms`, { method: 'POST', headers, body: JSON.stringify({ name: TEMPLATE, template_type_id: 4 }) });
    expect(created.status).toBeLessThan(300);
    const { template_id: id } = (await created.json()) as { template_id: number };
    builtTemplateId = id;

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

  it('the built template goes on an uploaded PDF and into a new package; the demo applicant fills and signs it; the signed PDF shows the values in the placed boxes; a bulk transfer copies the package into globex and a second run changes nothing', async () => {
    expect(builtTemplateId).toBeGreaterThan(0);
    fs.mkdirSync(shots, { recursive: true });
    const base = suite.server.url;
    const staff = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(staff, base, DEMO.staff, true);
    const { customerId, ...headers } = await apiSession(staff);

    // The template's PDF, uploaded on the template page (a renamed executable is refused first).
    const pdf = await agreementPdf();
    await staff.goto(`${base}/acme/hq/admin/content/templates/${builtTemplateId}`);
    await staff.getByRole('tab', { name: 'PDF files' }).click();
    const files = staff.getByRole('group', { name: 'Template PDF' });
    await files.getByLabel('PDF file (.pdf)').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]) });
    await files.getByRole('button', { name: 'Upload' }).click();
    await expectText(files.getByRole('alert'), 'does not match');
    await files.getByLabel('PDF file (.pdf)').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf });
    await files.getByRole('button', { name: 'Upload' }).click();
    await expectText(files, 'Stored:');

    // Each field placed by a click on the page image; the name's box widened by dragging its corner.
    await staff.goto(`${base}/acme/hq/admin/content/templates/${builtTemplateId}/builder`);
    await staff.getByRole('heading', { name: `Form builder: ${TEMPLATE}` }).waitFor({ timeout: 30_000 });
    await staff.getByRole('tab', { name: 'PDF placement' }).click();
    const sheet = staff.getByTestId('fb-pdf-page');
    await sheet.locator('img').waitFor();
    for (const [name, spot] of Object.entries(SPOTS)) {
      await staff.getByTestId(`fb-field-${name}`).getByRole('button').first().click();
      const r = (await sheet.boundingBox())!;
      await sheet.click({ position: { x: (spot.x / 612) * r.width, y: ((792 - spot.yMiddle) / 792) * r.height } });
      await staff.getByTestId(`fb-box-${name}`).waitFor();
    }
    await staff.getByTestId('fb-field-full_name').getByRole('button').first().click();
    const handle = staff.getByTestId('fb-box-full_name').locator('.fb-handle');
    await handle.scrollIntoViewIfNeeded();
    const h = (await handle.boundingBox())!;
    await staff.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await staff.mouse.down();
    await staff.mouse.move(h.x + 60, h.y + h.height / 2 - 4, { steps: 5 });
    await staff.mouse.up();
    await staff.screenshot({ path: path.join(shots, 'placement-1280.png'), fullPage: true });
    await staff.getByTestId('fb-save').click();
    await staff.getByTestId('fb-status').getByText('Version 2').waitFor();
    const builder = (await (await fetch(`${base}/api/v1/templates/${builtTemplateId}/builder`, { headers })).json()) as { fields: { name: string; params: { pdf?: PdfBox & { page: number } } }[] };
    const boxes: Record<string, PdfBox & { page: number }> = {};
    for (const name of Object.keys(SPOTS)) {
      const placed = builder.fields.find((f) => f.name === name)!.params.pdf!;
      // Where the click landed, within 3 points (a screen pixel is more than a point at this size).
      const off = { x: Math.abs(placed.x - SPOTS[name].x), middle: Math.abs(placed.y + placed.height / 2 - SPOTS[name].yMiddle) };
      expect({ name, page: placed.page, near: off.x <= 3 && off.middle <= 3 }).toEqual({ name, page: 1, near: true });
      boxes[name] = placed;
    }
    expect(boxes.full_name.width).toBeGreaterThan(190);
    expect(boxes.ssn.width).toBe(160);

    // A new package holding the template, sent to the demo applicant from her documents page.
    await staff.goto(`${base}/acme/hq/admin/content/packages`);
    await staff.getByRole('button', { name: 'New package' }).click();
    const editor = staff.getByRole('form', { name: 'New package' });
    await editor.getByLabel('Name').fill(PACKAGE);
    await editor.getByLabel('Add a template').selectOption({ label: TEMPLATE });
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByRole('list', { name: 'Template order' }).getByText(TEMPLATE).waitFor();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await staff.getByRole('region', { name: 'Packages' }).getByRole('button', { name: PACKAGE }).waitFor();
    await staff.goto(`${base}/acme/hq/admin/applicants`);
    await staff.getByRole('link', { name: /Documents Dana/ }).click();
    await staff.getByRole('combobox', { name: 'Package' }).selectOption({ label: PACKAGE });
    await staff.getByRole('button', { name: 'Send', exact: true }).click();
    const row = staff.locator('tr[data-sig-request]').filter({ hasText: PACKAGE });
    await row.locator('[data-status="SENT"]').waitFor({ timeout: 20_000 });

    // The applicant fills the form built above (the rule shows Spouse name, the pay is calculated) and signs.
    const applicant = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(applicant, base, DEMO.applicant);
    await applicant.goto(`${base}/acme/hq/documents`);
    await applicant.getByRole('link', { name: PACKAGE }).click();
    const form = part(applicant, TEMPLATE);
    await form.locator('[name="full_name"]').fill('Dana Q Demo');
    await form.locator('[name="start_date"]').first().pressSequentially('12012026');
    await form.locator('[name="ssn"]').pressSequentially('123456789');
    expect(await form.locator('[name="spouse_name"]').count()).toBe(0);
    await form.locator('[name="marital"]').selectOption('M');
    await form.locator('[name="spouse_name"]').fill('Sam Demo');
    await form.locator('[name="hours"]').fill('40');
    await form.locator('[name="rate"]').fill('12.5');
    await expect(form.locator('[name="weekly_pay"]').inputValue()).resolves.toMatch(/500\.00/);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(form, 'Complete');
    await applicant.getByRole('button', { name: 'Review and sign' }).click();
    const frame = applicant.frameLocator('iframe[title="Sign your documents"]');
    await frame.getByRole('checkbox', { name: 'I agree to sign electronically' }).check();
    await drawStroke(applicant, frame.locator('canvas'));
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await expectText(applicant, 'You have completed these documents.', 60_000);
    const applicantId = (await sessionStorageOf(applicant))['attest.applicantId'];

    // The signed PDF: each value inside its placed box, read by poppler; ink there that the blank page lacks.
    await row.locator('[data-status="COMPLETE"]').waitFor({ timeout: 60_000 });
    const sigRequestId = await row.getAttribute('data-sig-request');
    const link = (await (await fetch(`${base}/api/v1/applicants/${applicantId}/documents/${sigRequestId}/signatureRequest/fileUrl`, { headers })).json()) as { url: string };
    const signed = Buffer.from(await (await fetch(base + link.url)).arrayBuffer());
    fs.writeFileSync(path.join(shots, 'signed.pdf'), signed);
    spawnSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', path.join(shots, 'signed.pdf'), path.join(shots, 'signed')]);
    const words = pdfWords(signed).filter((w) => w.page === 1);
    const inBox = (name: string) => words.filter((w) => boxWithin(w, boxes[name], 1)).map((w) => w.text).join(' ');
    expect({
      full_name: inBox('full_name'),
      marital: inBox('marital'),
      spouse_name: inBox('spouse_name'),
      weekly_pay: inBox('weekly_pay'),
    }).toEqual({ full_name: 'Dana Q Demo', marital: 'Married', spouse_name: 'Sam Demo', weekly_pay: expect.stringMatching(/^\$?500(\.00)?$/) });
    // The SSN is concealed: only its last four digits reach the paper.
    expect(inBox('ssn')).toMatch(/6789$/);
    expect(words.map((w) => w.text).join(' ')).not.toMatch(/123-?45/);
    expect(inBox('start_date')).toBe('12/01/2026');
    for (const [name, box] of Object.entries(boxes)) {
      expect({ name, blank: inkIn(pdf, 1, box, 792), signedHasInk: inkIn(signed, 1, box, 792) > 0.01 }).toEqual({ name, blank: 0, signedHasInk: true });
    }

    // Bulk transfer: the same admin, signed in at globex, copies the package (and its template) from acme.
    const globex = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(globex, base, DEMO.staff, true, 'globex');
    await globex.goto(`${base}/globex/hq/admin/content/transfer`);
    await globex.getByLabel('Source customer').selectOption({ label: 'Acme Staffing' });
    await globex.getByRole('checkbox', { name: new RegExp(PACKAGE) }).check();
    await globex.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = globex.getByRole('region', { name: 'Preview' });
    await expectText(preview, '1 new');
    await expect(preview.getByRole('row').filter({ hasText: TEMPLATE }).textContent()).resolves.toMatch(/New/);
    await globex.screenshot({ path: path.join(shots, 'transfer-preview-1280.png'), fullPage: true });
    const runTransfer = async () => {
      await globex.getByRole('button', { name: 'Transfer', exact: true }).click();
      await globex.getByRole('dialog').getByRole('button', { name: 'Transfer', exact: true }).click();
      const result = globex.locator('.bt-result');
      await result.waitFor({ timeout: 60_000 });
      return { changes: await result.getAttribute('data-changes'), text: await result.innerText() };
    };
    const first = await runTransfer();
    expect(first.changes).toBe('true');
    expect(first.text).toContain('Transfer complete.');
    await expectText(preview, 'running it changes nothing');
    const second = await runTransfer();
    expect(second).toMatchObject({ changes: 'false' });
    expect(second.text).toContain('No changes: everything was already the same.');
    await globex.screenshot({ path: path.join(shots, 'transfer-again-1280.png'), fullPage: true });

    // Globex now holds the package with its template, the fields and their places on the PDF.
    const globexHeaders = await apiSession(globex);
    const packages = (await (await fetch(`${base}/api/v1/packages/query`, { method: 'POST', headers: globexHeaders, body: JSON.stringify({ search: PACKAGE, take: 10 }) })).json()) as { items: { name: string; templates: { template_id: number; name: string }[] }[] };
    expect(packages.items.map((p) => [p.name, p.templates.map((t) => t.name)])).toEqual([[PACKAGE, [TEMPLATE]]]);
    const copied = (await (await fetch(`${base}/api/v1/templates/${packages.items[0].templates[0].template_id}/builder`, { headers: globexHeaders })).json()) as { fields: { name: string; params: { pdf?: PdfBox } }[]; pdf_pages: unknown[] };
    expect(copied.pdf_pages).toHaveLength(1);
    expect(Object.fromEntries(copied.fields.filter((f) => f.params.pdf).map((f) => [f.name, f.params.pdf]))).toEqual(Object.fromEntries(Object.entries(boxes)));
    expect(customerId).not.toBe(globexHeaders.customerId);
  });
});
