import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import { pdfText } from '@attest/platform/testing';
import { DEMO, login, sessionStorageOf, waitForMail } from './support/browser';
import { pageDump } from './support/page-dump';
import { repoRoot } from './support/server';
import { useE2eSuite } from './support/suite';
import { dayFromToday, expectFits, expectText } from './support/expect-page';

jest.setTimeout(240_000);

/**
 * Issue 12's proof, in Chromium: the employee signs Section 1 at 390 px with a preparer and names an authorized
 * representative; the representative gets the link in the mailbox, opens it on a phone-sized page, records a
 * List B and a List C document with pictures and signs; compliance accepts it; the I-9 PDF is rendered with
 * pdftoppm and its text matches what was typed; the expiring work authorization is reverified in Supplement B.
 */
const suite = useE2eSuite();
const shots = path.join(repoRoot, 'var/screenshots/i9-representative');
const COMPLIANCE = { email: 'compliance@acme.test', password: 'Attest-staff-2026' };
const EMPLOYEE = { first: 'Dana', last: 'Demo', uscis: '123456789' };
const PREPARER = { first: 'Pat', last: 'Helper' };
const REP = { first: 'Remy', last: 'Notary', email: 'remy.notary@example.test' };

/** A real JPEG of a card with `label` on it (Chromium draws it), as a phone camera would give. */
async function cardPhoto(browser: Browser, label: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 480, height: 300 } });
  await page.setContent(`<body style="margin:0;background:#dfe8f1;font:28px sans-serif"><div style="margin:24px;padding:24px;border:3px solid #234;border-radius:16px;background:#fff">${label}</div></body>`);
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 70 });
  await page.close();
  return jpeg;
}

/** Staff headers from a signed-in page's session, for the API calls a test makes beside the browser. */
async function staffHeaders(page: Page): Promise<Record<string, string>> {
  const s = await sessionStorageOf(page);
  return { authorization: `Basic ${s['attest.accessToken']}`, 'x-requested-by-party': 'user', 'x-request-customer-id': s['attest.customerId'] };
}

test('Section 1 with a preparer and a representative; the representative signs Section 2 with pictures on a phone; staff accept; the PDF reads right; Supplement B reverifies', async () => {
  fs.mkdirSync(shots, { recursive: true });
  const base = suite.server.url;
  const authUntil = dayFromToday(45);

  // 0. The customer offers the representative by email and keeps copies of every employee's documents.
  const adminContext = await suite.browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, base, DEMO.staff, true);
  const adminHeaders = await staffHeaders(admin);
  for (const name of ['allow_section2_email', 'allow_section1_choose_no_auth_rep', 'i9_retain_document_copies']) {
    const res = await fetch(`${base}/api/v1/configurations/${name}`, { method: 'PUT', headers: { ...adminHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ value: 'true' }) });
    expect({ name, status: res.status }).toEqual({ name, status: 200 });
  }
  await adminContext.close();

  // 1. The employee at 390 px: Section 1 as a noncitizen authorized to work until authUntil, with a preparer.
  const appContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const app = await appContext.newPage();
  await login(app, base, DEMO.applicant);
  await app.goto(`${base}/acme/hq/i9/section1`);
  const form = app.getByRole('form', { name: 'Form I-9, Section 1: Employee Information and Attestation' });
  await form.getByRole('button', { name: 'Continue', exact: true }).waitFor({ timeout: 20_000 });

  // The representative first (its own card and save): the three "must differ" rules are the server's.
  const repCard = app.locator('.at-card').filter({ hasText: 'Authorized representative for Section 2' });
  try {
    await repCard.getByRole('radio', { name: 'Send the link by email' }).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no representative card on ${await pageDump(app)}`);
  }
  await repCard.getByRole('radio', { name: 'Send the link by email' }).check();
  await repCard.getByRole('textbox', { name: 'Representative’s first name' }).fill(EMPLOYEE.first);
  await repCard.getByRole('textbox', { name: 'Representative’s last name' }).fill(EMPLOYEE.last);
  await repCard.getByRole('textbox', { name: 'Representative’s email address' }).fill(DEMO.applicant.email);
  await repCard.getByRole('button', { name: 'Save representative' }).click();
  await expectText(repCard, 'name must differ from the employee');
  await repCard.getByRole('textbox', { name: 'Representative’s first name' }).fill(REP.first);
  await repCard.getByRole('textbox', { name: 'Representative’s last name' }).fill(REP.last);
  await repCard.getByRole('textbox', { name: 'Representative’s email address' }).fill(REP.email);
  await repCard.getByRole('button', { name: 'Save representative' }).click();
  await expectText(app, 'Representative saved');
  await app.screenshot({ path: path.join(shots, 'section1-representative-390.png'), fullPage: true });

  const text = (name: string) => form.getByRole('textbox', { name, exact: true }).first();
  await text('Last Name (Family Name)').fill(EMPLOYEE.last);
  await text('First Name (Given Name)').fill(EMPLOYEE.first);
  await form.getByRole('checkbox', { name: 'No middle name' }).check();
  await text('Address (Street Number and Name)').fill('100 Last Chance Gulch');
  await text('City or Town').fill('Helena');
  await form.getByRole('combobox', { name: 'State', exact: true }).first().selectOption('MT');
  await text('ZIP Code').fill('59601');
  await text('Date of Birth').pressSequentially('04151990');
  await form.getByRole('radio', { name: /^4\. A noncitizen/ }).check();
  await form.getByRole('textbox', { name: 'Work authorization expiration date', exact: true }).pressSequentially(authUntil.typed);
  await form.getByRole('radio', { name: 'A-Number/USCIS Number' }).check();
  await form.getByRole('textbox', { name: 'A-Number/USCIS Number', exact: true }).fill(EMPLOYEE.uscis);

  const preparers = app.locator('.at-card').filter({ hasText: 'Preparer and/or translator (Supplement A)' });
  await preparers.getByRole('radio', { name: 'A preparer and/or translator assisted me in completing Section 1.' }).check();
  const prep = preparers.getByRole('group', { name: 'Preparer or translator 1' });
  await prep.getByRole('textbox', { name: 'Last Name (Family Name)' }).fill(PREPARER.last);
  await prep.getByRole('textbox', { name: 'First Name (Given Name)' }).fill(PREPARER.first);
  await prep.getByRole('textbox', { name: 'Address (Street Number and Name)' }).fill('9 Helper Way');
  await prep.getByRole('textbox', { name: 'City or Town' }).fill('Butte');
  await prep.getByRole('combobox', { name: 'State' }).selectOption('MT');
  await prep.getByRole('textbox', { name: 'ZIP Code' }).fill('59701');
  await expectFits(app, 'section1 with preparer');
  await app.screenshot({ path: path.join(shots, 'section1-filled-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Continue', exact: true }).click();

  const review = app.getByRole('form', { name: 'Check what you entered' });
  try {
    await review.waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no review on ${await pageDump(app)}`);
  }
  await review.getByRole('checkbox', { name: 'I attest that the information above is true and correct' }).check();
  await review.getByRole('textbox', { name: 'Type your full name to sign' }).fill(`${EMPLOYEE.first} ${EMPLOYEE.last}`);
  await review.getByRole('button', { name: 'Confirm and sign' }).click();
  const mismatch = review.getByRole('button', { name: 'What I entered is correct: sign' });
  const signed = app.getByText('Section 1 is signed');
  await Promise.race([mismatch.waitFor({ timeout: 15_000 }), signed.waitFor({ timeout: 15_000 })]).catch(() => undefined);
  if (await mismatch.isVisible()) {
    await mismatch.click();
  }
  await expectText(app, 'Section 1 is signed');
  await expectFits(app, 'section1 signed');
  await appContext.close();

  // 2. The representative: the link from the mailbox, on a phone-sized page, no session.
  const mail = await waitForMail(base, REP.email);
  const link = mail.links.find((l) => /\/acme\/hq\/[A-Za-z0-9_-]{20,}$/.test(l));
  expect(link).toBeDefined();
  const repContext = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const rep = await repContext.newPage();
  await rep.goto(`${base}${new URL(link!).pathname}`);
  await expectText(rep, `the documents of ${EMPLOYEE.first} ${EMPLOYEE.last}`, 20_000);
  const s2 = rep.getByRole('form', { name: 'Section 2: Employer Review and Verification' });
  await s2.getByRole('radio', { name: 'One document from List B and one from List C' }).check();
  const listB = s2.getByRole('group', { name: 'List B: identity' });
  const listC = s2.getByRole('group', { name: 'List C: employment authorization' });
  await listB.getByRole('combobox', { name: 'Document type' }).selectOption({ label: "Driver's License" });
  await listB.getByRole('textbox', { name: 'Issuing Authority', exact: true }).fill('Montana MVD');
  await listB.getByRole('textbox', { name: 'Document Number (if any)', exact: true }).fill('MT7654321');
  await listB.getByRole('textbox', { name: 'Expiration Date (if any)', exact: true }).pressSequentially(dayFromToday(4 * 365).typed);
  await listC.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Employment Authorization Document issued by DHS' });
  await listC.getByRole('textbox', { name: 'Document Number (if any)', exact: true }).fill('DHS0000042');
  await listC.getByRole('textbox', { name: 'Expiration Date (if any)', exact: true }).pressSequentially(authUntil.typed);
  const firstDay = s2.getByRole('textbox', { name: 'First Day of Employment', exact: true });
  await firstDay.fill('');
  await firstDay.pressSequentially(dayFromToday(0).typed);
  const fill = async (name: string, value: string) => {
    const box = s2.getByRole('textbox', { name, exact: true });
    if (!(await box.inputValue())) {
      await box.fill(value);
    }
  };
  await fill('Title of Employer or Authorized Representative', 'Notary public');
  await fill("Employer's Business or Organization Address, City or Town, State, ZIP Code", '1 Main Street');
  const certification = s2.locator('.at-dyn-grid').filter({ has: rep.getByRole('textbox', { name: "Employer's Business or Organization Name" }) });
  await certification.getByRole('textbox', { name: 'City or Town', exact: true }).fill('Helena');
  await certification.getByRole('combobox', { name: 'State', exact: true }).selectOption('MT');
  await certification.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('59601');

  // Pictures: the licence's front and back, the DHS document's front (a paper record: no back).
  const licence = s2.getByRole('group', { name: "Driver's License" });
  const dhs = s2.getByRole('group', { name: 'Employment Authorization Document issued by DHS' });
  try {
    await licence.getByLabel('Choose a file: Back of the document').waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`no picture slots on ${await pageDump(rep)}`);
  }
  // Signing before the pictures: the server refuses and says which picture is missing.
  await s2.getByRole('checkbox', { name: 'I attest to the statement above' }).check();
  await s2.getByRole('button', { name: 'Sign Section 2' }).click();
  await expectText(s2, 'Front Image Required');
  const pictures: [Locator, string, string][] = [
    [licence, 'Front of the document', 'MONTANA DRIVER LICENSE — DEMO, DANA'],
    [licence, 'Back of the document', 'MT7654321 — barcode'],
    [dhs, 'Front of the document', 'EMPLOYMENT AUTHORIZATION — DHS0000042'],
  ];
  for (const [group, side, label] of pictures) {
    await group.getByLabel(`Choose a file: ${side}`).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto(suite.browser, label) });
  }
  try {
    await rep.waitForFunction(() => document.querySelectorAll('.i9-capture img').length >= 3, undefined, { timeout: 15_000 });
  } catch {
    throw new Error(`pictures not shown on ${await pageDump(rep)}`);
  }
  await expectFits(rep, 'representative with pictures');
  await rep.screenshot({ path: path.join(shots, 'representative-filled-390.png'), fullPage: true });
  const attest = s2.getByRole('checkbox', { name: 'I attest to the statement above' });
  if (!(await attest.isChecked())) {
    await attest.check();
  }
  await s2.getByRole('button', { name: 'Sign Section 2' }).click();
  try {
    await rep.getByRole('heading', { name: 'Thank you: Section 2 is signed' }).waitFor({ timeout: 20_000 });
  } catch {
    throw new Error(`representative not signed on ${await pageDump(rep)}`);
  }
  await rep.screenshot({ path: path.join(shots, 'representative-done-390.png'), fullPage: true });
  await repContext.close();

  // 3. Compliance reviews and accepts; the record is complete and its trail verifies.
  const staffContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await login(staff, base, COMPLIANCE, true);
  await staff.goto(`${base}/acme/hq/admin/i9`);
  const row = staff.locator('tr[data-record]').filter({ hasText: `${EMPLOYEE.first} ${EMPLOYEE.last}` });
  try {
    await row.first().waitFor({ timeout: 20_000 });
  } catch {
    throw new Error(`no I-9 row on ${await pageDump(staff)}`);
  }
  await row.first().getByRole('link', { name: `${EMPLOYEE.first} ${EMPLOYEE.last}` }).click();
  await expectText(staff, 'Authorized representative (Section 2)');
  await staff.screenshot({ path: path.join(shots, 'staff-review-1280.png'), fullPage: true });
  await staff.getByRole('button', { name: 'Accept Section 2' }).click();
  await expectText(staff, 'Section 2 accepted: the Form I-9 is complete');
  try {
    await staff.waitForFunction(
      () => [...document.querySelectorAll('[role=status]')].some((e) => /^Verified: \d+ entries, none changed or removed\.$/.test(e.textContent?.trim() ?? '')),
      undefined,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`trail not verified on ${await pageDump(staff)}`);
  }
  const recordId = /\/admin\/i9\/(\d+)/.exec(new URL(staff.url()).pathname)?.[1];
  expect(recordId).toBeDefined();
  const headers = await staffHeaders(staff);
  const docs = await (await fetch(`${base}/api/v1/submissions/${recordId}/documents`, { headers })).json();
  expect(docs.images.map((i: { list: string; side: string }) => `${i.list}:${i.side}`).sort()).toEqual(['B:back', 'B:front', 'C:front']);

  // 4. The I-9 PDF: rendered with pdftoppm and looked at; its text holds what was typed, numbers masked.
  const res = await fetch(`${base}/api/v1/i9/${recordId}/pdf`, { headers: { ...headers, accept: 'application/pdf' } });
  expect(res.status).toBe(200);
  const pdfBytes = new Uint8Array(await res.arrayBuffer());
  const pdf = pdfText(pdfBytes);
  for (const expected of [EMPLOYEE.last, PREPARER.last, PREPARER.first, "Driver's License", 'Montana MVD', 'Employment Authorization Document issued by DHS', REP.last, 'Notary public']) {
    expect({ expected, found: pdf.includes(expected) }).toEqual({ expected, found: true });
  }
  expect(pdf).not.toContain('MT7654321');
  expect(pdf).not.toContain(EMPLOYEE.uscis);
  const pdfPath = path.join(shots, 'i9.pdf');
  fs.writeFileSync(pdfPath, pdfBytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(shots, 'i9-page')]);
  const pages = fs.readdirSync(shots).filter((f) => /^i9-page-\d+\.png$/.test(f));
  // Section 1, Supplement A (the preparer), Section 2, the trail.
  expect(pages.length).toBeGreaterThanOrEqual(3);

  // 5. Reverification in Supplement B: the work authorization ends in 45 days; a new DHS document is recorded.
  await staff.reload();
  const supB = staff.locator('.at-card').filter({ hasText: 'Supplement B: Reverification and Rehires' });
  await expectText(supB, 'reverify no later than that day');
  await supB.getByRole('button', { name: 'Start a reverification, rehire or name change' }).click();
  const entry = staff.getByRole('form', { name: 'New Supplement B entry' });
  await entry.getByRole('radio', { name: 'Reverification' }).check();
  await entry.getByRole('radio', { name: 'A document from List C' }).check();
  await entry.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Employment Authorization Document issued by DHS' });
  await entry.getByRole('textbox', { name: 'Document Number (if any)', exact: true }).fill('DHS0000099');
  await entry.getByRole('textbox', { name: 'Expiration Date (if any)', exact: true }).pressSequentially(dayFromToday(2 * 365).typed);
  const employer = entry.getByRole('textbox', { name: 'Name of Employer or Authorized Representative', exact: true });
  if (!(await employer.inputValue())) {
    await employer.fill('Carla Officer');
  }
  await entry.getByRole('checkbox', { name: 'I attest to the statement above' }).check();
  await staff.screenshot({ path: path.join(shots, 'supplement-b-filled-1280.png'), fullPage: true });
  await entry.getByRole('button', { name: 'Sign Supplement B' }).click();
  try {
    await entry.waitFor({ state: 'detached', timeout: 20_000 });
    await supB.getByText('Entry 1').waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`Supplement B not signed on ${await pageDump(staff)}`);
  }
  await staff.screenshot({ path: path.join(shots, 'supplement-b-signed-1280.png'), fullPage: true });
  const expiration = await (await fetch(`${base}/api/v1/submissions/${recordId}/expiration`, { headers })).json();
  expect(JSON.stringify(expiration)).toContain(dayFromToday(2 * 365).iso);
  await staffContext.close();
});
